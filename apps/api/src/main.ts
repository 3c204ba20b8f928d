import { loadConfig } from './config.js'
import { createApiServer } from './server.js'

/** `pnpm --filter @portico/api start`: reads env / PORTICO_API_CONFIG, listens, indexes. */
const { config, port, host } = loadConfig()
const server = await createApiServer(config)

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await server.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

const { url } = await server.listen({ port, host })
const database = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : config.dataDir
    ? `PGlite in ${config.dataDir}`
    : 'PGlite in memory'
console.log(
  `@portico/api listening on ${url} (${database}; chains ${config.chains.map((c) => c.chainId).join(', ')})`,
)
