import { BalanceResponseSchema, GetWalletsResponseSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetWallet } from './test/devnet-actions.js'
import { devnetConfig } from './test/harness.js'
import { useDevnet, useTestServer } from './test/suite-hooks.js'

// Cache hits are ready bytes with a validator. What a client sees must not
// change: the same body and headers from the router (first request) and the fast path (next).

const devnet = useDevnet()
let now = 1_000_000
const server = useTestServer(
  'pglite',
  () =>
    devnetConfig(devnet(), {
      rateLimit: { burst: 12, perSecond: 0.001 },
      trustedProxies: ['127.0.0.1'],
    }),
  { now: () => now },
)

/** A GET as one client (its own rate-limit bucket, through the trusted X-Forwarded-For). */
const get = (path: string, client: string, headers: Record<string, string> = {}) =>
  fetch(`${server().url}${path}`, {
    headers: { 'x-forwarded-for': client, origin: 'https://app.example.org', ...headers },
  })
const headersOf = (response: Response) => {
  const {
    date: _date,
    'keep-alive': _k,
    connection: _c,
    // Every answer, from ready bytes too, carries its own request id.
    'x-request-id': _id,
    ...rest
  } = Object.fromEntries(response.headers)
  return rest
}
const ethOf = async (response: Response) =>
  v.parse(BalanceResponseSchema, await response.json()).balances.find((b) => b.symbol === 'ETH')
    ?.quantity.numeric

describe('cache hits as ready bytes with validators', () => {
  it('answers a repeat with the same body and headers, and If-None-Match with 304', async () => {
    const who = devnet().accounts[6]?.address
    const path = `/v1/account/${who}/balance?chainId=eip155:31337`
    const first = await get(path, '203.0.113.1')
    const second = await get(path, '203.0.113.1')
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(headersOf(second)).toEqual(headersOf(first))
    expect(await second.text()).toBe(await first.text())
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('access-control-allow-origin')).toBe('https://app.example.org')
    const revalidated = await get(path, '203.0.113.1', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    // A stale tag gets the body.
    expect((await get(path, '203.0.113.1', { 'if-none-match': '"old"' })).status).toBe(200)
  })

  it('serves the refreshed balance after a forceUpdate, not the bytes kept before it', async () => {
    const who = devnet().accounts[7]?.address as `0x${string}`
    const path = `/v1/account/${who}/balance?chainId=eip155:31337`
    const before = await ethOf(await get(path, '203.0.113.2'))
    expect(await ethOf(await get(path, '203.0.113.2'))).toBe(before)
    await devnetWallet(devnet(), 5).sendEth(who, parseEther('1'))
    // Within the 30 s TTL the cached answer stands...
    expect(await ethOf(await get(path, '203.0.113.2'))).toBe(before)
    // ...until a forced read replaces it; the plain target then answers the new balance.
    const forced = await ethOf(await get(`${path}&forceUpdate=true`, '203.0.113.3'))
    expect(Number(forced)).toBeCloseTo(Number(before) + 1, 6)
    expect(await ethOf(await get(path, '203.0.113.2'))).toBe(forced)
  })

  it('expires ready bytes with their data (the injected clock)', async () => {
    const who = devnet().accounts[8]?.address as `0x${string}`
    const path = `/v1/account/${who}/balance?chainId=eip155:31337`
    const before = await ethOf(await get(path, '203.0.113.4'))
    await devnetWallet(devnet(), 5).sendEth(who, parseEther('2'))
    expect(await ethOf(await get(path, '203.0.113.4'))).toBe(before)
    now += 30_000
    expect(Number(await ethOf(await get(path, '203.0.113.4')))).toBeCloseTo(Number(before) + 2, 6)
  })

  it('serves directory pages as ready bytes with an ETag', async () => {
    const path = '/getWallets?page=1&entries=40'
    const first = await get(path, '203.0.113.5')
    const body = v.parse(GetWalletsResponseSchema, await first.json())
    expect(body.data).toHaveLength(40)
    const etag = first.headers.get('etag') ?? ''
    expect((await get(path, '203.0.113.5', { 'if-none-match': etag })).status).toBe(304)
    const again = await get(path, '203.0.113.5')
    expect(again.headers.get('etag')).toBe(etag)
    expect(v.parse(GetWalletsResponseSchema, await again.json())).toEqual(body)
  })

  it('still rate limits cache hits (burst 12): the 13th is a 429', async () => {
    const path = '/getWallets?page=2&entries=40'
    const statuses: number[] = []
    for (let i = 0; i < 13; i++) statuses.push((await get(path, '203.0.113.6')).status)
    expect(statuses).toEqual([...Array(12).fill(200), 429])
  })
})
