import { afterAll, beforeAll } from 'vitest'
import type { ApiConfig } from '../config.js'
import type { ApiServer, CreateApiServerOptions } from '../server.js'
import { type Devnet, openTestDatabase, startDevnet, startTestServer } from './harness.js'

export type TestServer = ApiServer & { url: string }

/**
 * Starts a devnet before the tests of the enclosing file or describe (then `prepare`s it, e.g.
 * deploys contracts) and stops it after them. The getter throws until it has started, so a test
 * that ran without it fails on its first read instead of on a vague `undefined`.
 */
export function useDevnet(
  prepare?: (devnet: Devnet) => Promise<void>,
  timeoutMs = 60_000,
): () => Devnet {
  let devnet: Devnet | undefined
  beforeAll(async () => {
    devnet = await startDevnet()
    await prepare?.(devnet)
  }, timeoutMs)
  afterAll(async () => {
    await devnet?.stop()
  })
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
 * Opens a fresh `kind` database and starts a server over it before the tests of the enclosing
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
    const database = await openTestDatabase(kind)
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
