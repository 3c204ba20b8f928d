import { request as httpRequest } from 'node:http'
import { BalanceResponseSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfig } from './config.js'
import { loadConfig } from './config.js'
import type { Database } from './db/database.js'
import { type ApiServer, createApiServer } from './server.js'
import { devnetWallet } from './test/devnet-actions.js'
import { type Devnet, devnetConfig, startTestServer } from './test/harness.js'
import { freshMigratedPgliteDatabase } from './test/pristine-pglite.js'
import { pristineDevnet } from './test/shared-devnet.js'

let devnet: Devnet
let db: Database
const servers: ApiServer[] = []

beforeAll(async () => {
  devnet = await pristineDevnet()
  db = await freshMigratedPgliteDatabase()
}, 60_000)
afterAll(async () => {
  for (const server of servers) await server.close()
  await db?.close()
})

/** A server over the devnet whose clock never moves (buckets never refill). */
async function serve(extra: Partial<ApiConfig>) {
  const server = await startTestServer(devnetConfig(devnet, extra), db, { now: () => 1_000_000 })
  servers.push(server)
  return server
}

const statusOf = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(url, { headers })).status

/** GET with a chosen Host header (fetch does not let one set it). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { host } }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        text += chunk
      })
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

describe('rate limit behind a reverse proxy', () => {
  it('gives each client forwarded by a trusted proxy its own bucket; left-hand entries are ignored', async () => {
    const server = await serve({
      rateLimit: { burst: 2, perSecond: 0.001 },
      trustedProxies: ['127.0.0.1', '::1'],
    })
    const hit = (forwarded: string) =>
      statusOf(`${server.url}/v1/supported-chains`, { 'x-forwarded-for': forwarded })
    expect([await hit('203.0.113.1'), await hit('203.0.113.1')]).toEqual([200, 200])
    // Spoofed entries before the address the proxy saw do not open a new bucket.
    expect(await hit('9.9.9.9, 203.0.113.1')).toBe(429)
    expect(await hit('203.0.113.2')).toBe(200)
  })

  it('puts IPv6 clients of one /64 in one bucket', async () => {
    const server = await serve({
      rateLimit: { burst: 2, perSecond: 0.001 },
      trustedProxies: ['127.0.0.1', '::1'],
    })
    const hit = (forwarded: string) =>
      statusOf(`${server.url}/v1/supported-chains`, { 'x-forwarded-for': forwarded })
    expect([await hit('2001:db8:1:2::1'), await hit('2001:db8:1:2::2')]).toEqual([200, 200])
    expect(await hit('2001:db8:1:2:ffff::3')).toBe(429)
    expect(await hit('2001:db8:1:3::1')).toBe(200)
  })

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const server = await serve({ rateLimit: { burst: 2, perSecond: 0.001 } })
    const hit = (forwarded: string) =>
      statusOf(`${server.url}/v1/supported-chains`, { 'x-forwarded-for': forwarded })
    expect([await hit('203.0.113.1'), await hit('203.0.113.2'), await hit('203.0.113.3')]).toEqual([
      200, 200, 429,
    ])
  })

  it('charges a forceUpdate balance read forceUpdateCost per chain it reads', async () => {
    const server = await serve({ rateLimit: { burst: 25, perSecond: 0.001 }, forceUpdateCost: 10 })
    const who = devnet.accounts[1]?.address
    const balance = (query: string) => statusOf(`${server.url}/v1/account/${who}/balance?${query}`)
    expect(await balance('forceUpdate=true')).toBe(200) // 2 chains: 20 tokens
    expect(await balance('forceUpdate=true&chainId=eip155:31337')).toBe(429) // 10 > 5 left
    expect(await balance('chainId=eip155:31337')).toBe(200) // 1
  })
})

describe('response caches', () => {
  it('are keyed without the Host header: another Host gets the cached answer, with its own origin', async () => {
    const server = await serve({})
    const who = devnet.accounts[9]?.address as `0x${string}`
    const url = `${server.url}/v1/account/${who}/balance?chainId=eip155:31337`
    const read = async (host: string) => {
      const answer = await getWithHost(url, host)
      expect(answer.status).toBe(200)
      const eth = v
        .parse(BalanceResponseSchema, answer.body)
        .balances.find((b) => b.symbol === 'ETH')
      return { numeric: eth?.quantity.numeric, icon: eth?.iconUrl }
    }
    const first = await read('a.example:8080')
    expect(first.icon).toBe('http://a.example:8080/public/getTokenImage/eth')
    await devnetWallet(devnet, 5, 0).sendEth(who, parseEther('1'))
    const second = await read('b.example')
    expect(second).toEqual({
      numeric: first.numeric,
      icon: 'http://b.example/public/getTokenImage/eth',
    })
  })
})

describe('production mode', () => {
  it('requires publicUrl', async () => {
    await expect(
      createApiServer({ chains: [], production: true, indexerPollMs: false }, { db }),
    ).rejects.toThrow('publicUrl is required in production')
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'publicUrl is required in production',
    )
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://api.example.org',
        PROJECTS: 'p1=https://app.example.org',
      }).config,
    ).toMatchObject({ production: true, publicUrl: 'https://api.example.org' })
  })
})
