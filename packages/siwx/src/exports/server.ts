// The server entry of @portico/siwx: nonces, verification and sessions for a host backend.

export type { MessageRules } from '../server/check-message.js'
export {
  createSiwxServer,
  type SiwxServer,
  type SiwxServerOptions,
  type SiwxServerSession,
  type SiwxVerifyBody,
} from '../server/create-siwx-server.js'
export { toNodeListener } from '../server/node-listener.js'
export {
  SiwxError,
  type SiwxErrorCode,
  type SiwxStorageDriver,
  SiwxStorageDriverMissingError,
  siwxErrorCodes,
} from '../server/siwx-errors.js'
export {
  createSiwxHandlers,
  type SiwxHandlerOptions,
  type SiwxHandlers,
  siwxErrorResponse,
} from '../server/siwx-handlers.js'
export { createMemoryStorage, type MemoryStorageOptions } from '../storage/memory-storage.js'
export {
  connectPostgresStorage,
  createPostgresStorage,
  migrateSiwxTables,
  type PostgresStorageOptions,
  type SqlClient,
} from '../storage/postgres-storage.js'
export {
  connectRedisStorage,
  createRedisStorage,
  type RedisStorageOptions,
} from '../storage/redis-storage.js'
export type { SiwxStorage, StoredSiwxSession } from '../storage/siwx-storage.js'
export type { SiwxVerifier, SiwxVerifyRequest } from '../verifiers/siwx-verifier.js'
