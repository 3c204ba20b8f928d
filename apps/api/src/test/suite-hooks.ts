import { afterAll, beforeAll } from 'vitest'
import type { ApiConfig } from '../config.js'
import type { ApiServer, CreateApiServerOptions } from '../server.js'
import { type Devnet, openTestDatabase, startTestServer } from './harness.js'
import { pristineDevnet } from './shared-devnet.js'

export type TestServer = ApiServer & { url: string }

/**
 * Gives the tests of the enclosing file or describe the worker's devnet as freshly started
 * (shared-devnet.ts: reverted to its post-fixture snapshot, not started again), then `prepare`s it,
 * e.g. deploys contracts. The getter throws until it is there, so a test that ran without it fails
 * on its first read instead of on a vague `undefined`. One per file: a second would revert the
 * chains under the first.
 */
export function useDevnet(
  prepare?: (devnet: Devnet) => Promise<void>,
  timeoutMs = 60_000,
): () => Devnet {
  let devnet: Devnet | undefined
  beforeAll(async () => {
    devnet = await pristineDevnet()
    await prepare?.(devnet)
  }, timeoutMs)
  return () => {
    if (!devnet) throw new Error('the devnet has not started')
    return devnet
  }
}

export interface UseTestServerOptions extends CreateApiServerOptions {
  /** Runs once the server listens, still in the set-up (e.g. an indexer sync the tests read). */
  ready?: (server: TestServer) => Promise<unknown>
  timeoutMs?: number
}

/**
 * Opens a fresh `kind` database (migrated: the server would migrate it first) and starts a server over it before the tests of the enclosing
 * file or describe, closes both after. `config` is read in the set-up, once a devnet started
 * by an outer hook exists.
 */
export function useTestServer(
  kind: 'pglite' | 'postgres',
  config: () => ApiConfig,
  { ready, timeoutMs = 60_000, ...options }: UseTestServerOptions = {},
): () => TestServer {
  let server: TestServer | undefined
  let dispose: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const database = await openTestDatabase(kind, { migrated: true })
    dispose = database.dispose
    server = await startTestServer(config(), database.db, options)
    await ready?.(server)
  }, timeoutMs)
  afterAll(async () => {
    await server?.close()
    await dispose?.()
  })
  return () => {
    if (!server) throw new Error('the test server has not started')
    return server
  }
}
