import { type RedisServer, startRedisServer } from '@portico/testing'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisStorage } from './redis-storage.js'
import { describeStorageContract } from './storage-contract.test-helper.js'

let server: RedisServer
const clients: Redis[] = []

beforeAll(async () => {
  server = await startRedisServer()
})

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()))
  await server?.stop()
})

// Each storage on its own connection: the concurrency case really races two clients.
describeStorageContract('Redis', async () => {
  const client = new Redis({ path: server.socket })
  clients.push(client)
  return createRedisStorage(client, { keyPrefix: 'contract:' })
})

describe('Redis storage', () => {
  it('sets a TTL on nonces so Redis drops them without the server', async () => {
    const client = new Redis({ path: server.socket })
    clients.push(client)
    await createRedisStorage(client).putNonce('ttlnonce1', 61_000, 1_000)
    const ttl = await client.pttl('siwx:nonce:ttlnonce1')
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })
})
