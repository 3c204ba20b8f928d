import type { ApiConfig } from '../config.js'
import { stopOnSignals } from '../ops/shutdown.js'
import { type ApiServer, createApiServer } from '../server.js'
import { loadStartConfig } from './start-config.js'

/** What `serve` started: the server and where it listens. */
export interface ServingApi {
  server: ApiServer
  url: string
  metricsUrl?: string
}

/** Where the server keeps its data, in the words of the listen line. */
export function databaseDescription(config: ApiConfig): string {
  if (config.databaseUrl) return 'PostgreSQL (DATABASE_URL)'
  return config.dataDir ? `PGlite in ${config.dataDir}` : 'PGlite in memory'
}

/**
 * The one start-up path of the server: `portico-api serve` and `pnpm start` (src/main.ts) both
 * run it. Reads the environment and `PORTICO_API_CONFIG` (refusing, with every reason, what
 * `readStartConfig` refuses), creates the server, stops it on SIGINT / SIGTERM (then exits 0),
 * listens, and logs the listen line.
 */
export async function serve(
  env: NodeJS.ProcessEnv = process.env,
  options: { production?: boolean } = {},
): Promise<ServingApi> {
  const { config, port, host } = loadStartConfig(env, options)
  const server = await createApiServer(config)

  // /readyz answers 503 and the indexer lease goes back at once; in-flight requests finish.
  stopOnSignals(() => server.shutdown(), {
    log: (fields, message) => server.logger.info(fields, message),
  })

  const { url, metricsUrl } = await server.listen({ port, host })
  // Tests of the process (src/test/api-process.ts) wait for this line's `listening on <url>`.
  server.logger.info(
    { url, ...(metricsUrl ? { metricsUrl } : {}) },
    `@portico/api listening on ${url} (${databaseDescription(config)}; chains ${config.chains.map((c) => c.chainId).join(', ')})`,
  )
  return { server, url, ...(metricsUrl ? { metricsUrl } : {}) }
}
