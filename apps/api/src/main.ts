import { loadConfig } from './config.js'
import { createApiServer } from './server.js'

/** `pnpm --filter @portico/api start`: reads env / PORTICO_API_CONFIG, listens, indexes. */
const { config, port, host } = loadConfig()
const server = await createApiServer(config)

let stopping = false
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  // /readyz answers 503 from here on; the sockets close after `shutdownDelayMs`.
  server.logger.info({ signal }, 'shutting down')
  await server.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

const { url, metricsUrl } = await server.listen({ port, host })
const database = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : config.dataDir
    ? `PGlite in ${config.dataDir}`
    : 'PGlite in memory'
// Tests of the process (src/test/api-process.ts) wait for this line's `listening on <url>`.
server.logger.info(
  { url, ...(metricsUrl ? { metricsUrl } : {}) },
  `@portico/api listening on ${url} (${database}; chains ${config.chains.map((c) => c.chainId).join(', ')})`,
)
