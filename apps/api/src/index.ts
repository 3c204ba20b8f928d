export { type ApiConfig, type ChainConfig, loadConfig, type RateLimitConfig } from './config.js'
export {
  createPgliteDatabase,
  createPostgresDatabase,
  type Database,
  openDatabase,
} from './db/database.js'
export { apiConfigForDevnet, type DevnetLike } from './devnet-config.js'
export { type ApiServer, type CreateApiServerOptions, createApiServer } from './server.js'
export {
  permissionsHash,
  type SessionGrant,
  sessionGrantMessage,
  sessionRevokeMessage,
} from './services/session-message.js'
