import { PGlite } from '@electric-sql/pglite'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { createPostgresStorage } from '../storage/postgres-storage.js'
import { type RedisServer, startRedisServer } from '../storage/redis-server.test-helper.js'
import { createRedisStorage } from '../storage/redis-storage.js'
import { createSiwxServer } from './create-siwx-server.js'
import { describeServerAttacks } from './server-attacks.test-helper.js'
import { manualClock, T0 } from './sign-in.test-helper.js'

let redis: RedisServer
const closers: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => {
  for (const close of closers) await close()
  await redis?.stop()
})

describeServerAttacks('memory storage', async () => createMemoryStorage())
const pglite = new PGlite()
closers.push(() => pglite.close())
describeServerAttacks('PostgreSQL storage (PGlite)', () => createPostgresStorage(pglite))
describeServerAttacks('Redis storage', async () => {
  const client = new Redis({ path: redis.socket })
  closers.push(() => client.quit())
  return createRedisStorage(client)
})

describe('namespaces', () => {
  it('signs in with solana (built-in verifier loaded on first use)', async () => {
    const clock = manualClock()
    const server = createSiwxServer({
      storage: createMemoryStorage(),
      domains: ['app.example'],
      clock,
    })
    const secretKey = new Uint8Array(32).fill(3)
    const address = base58.encode(ed25519.getPublicKey(secretKey))
    const { nonce } = await server.issueNonce()
    const message = formatSiwxMessage({
      namespace: 'solana',
      domain: 'app.example',
      address,
      uri: 'https://app.example',
      version: '1',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce,
      issuedAt: new Date(T0).toISOString(),
    })
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey))
    const { session } = await server.verify({ message, signature })
    expect(session.accountId).toBe(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${address}`)
  })

  it('refuses a namespace with no verifier: a session is valid only when one exists and passes', async () => {
    const server = createSiwxServer({
      storage: createMemoryStorage(),
      domains: ['app.example'],
      namespaces: ['eip155'],
      clock: manualClock(),
    })
    const { nonce } = await server.issueNonce()
    const message = formatSiwxMessage({
      namespace: 'solana',
      domain: 'app.example',
      address: base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(3))),
      uri: 'https://app.example',
      version: '1',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce,
      issuedAt: new Date(T0).toISOString(),
    })
    await expect(server.verify({ message, signature: '1111' })).rejects.toMatchObject({
      code: 'unsupported_namespace',
      message: 'No verifier for this namespace',
    })
  })
})
