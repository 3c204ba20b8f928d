import { formatSiwxMessage } from '@portico/siwx'
import { type RecordedCall, recordRpcCalls } from '@portico/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { devnetWallet } from '../test/devnet-actions.js'
import { devnetConfig } from '../test/harness.js'
import { domainOf, nameRegistrationBody, sessionGrantBody } from '../test/signed-requests.js'
import { useDevnet, useTestServer } from '../test/suite-hooks.js'

const devnet = useDevnet()
let node: Awaited<ReturnType<typeof recordRpcCalls>> | undefined
const recorder = () => {
  if (!node) throw new Error('the RPC recorder has not started')
  return node
}
beforeAll(async () => {
  node = await recordRpcCalls(devnet().chains[0]?.rpcUrl ?? '')
})
afterAll(() => node?.stop())

// A manual clock (near the real time: session grants and names sign the wall clock's seconds).
let time = Date.now()
const server = useTestServer(
  'pglite',
  () => {
    const config = devnetConfig(devnet(), {
      // Each test is its own client (X-Forwarded-For from a trusted local proxy).
      trustedProxies: ['127.0.0.1', '::1'],
      siwx: {
        rateLimit: {
          nonce: { burst: 3, perSecond: 0.01 },
          verify: { burst: 2, perSecond: 0.01 },
        },
      },
    })
    const [first, ...rest] = config.chains
    if (!first) throw new Error('the devnet has no chain')
    return { ...config, chains: [{ ...first, rpcUrls: [recorder().url] }, ...rest] }
  },
  { now: () => time },
)

const ethCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'eth_call')
const account = () => devnetWallet(devnet(), 1).account

async function call(path: string, client: string, body?: unknown) {
  const response = await fetch(`${server().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

async function signIn(nonce: string) {
  const message = formatSiwxMessage({
    namespace: 'eip155',
    domain: 'app.example.org',
    address: account().address,
    uri: 'https://app.example.org/login',
    version: '1',
    chainId: String(devnet().chains[0]?.chainId),
    nonce,
    issuedAt: new Date(time).toISOString(),
  })
  return { message, signature: await account().signMessage({ message }) }
}

it('attack: an invented sign-in nonce is refused (401 invalid_nonce) and the node gets no eth_call', async () => {
  const client = '198.51.100.1'
  const invented = await signIn('inventedNonce12345')
  recorder().calls.length = 0
  const refused = await call('/v1/siwx/verify', client, invented)
  expect(refused).toMatchObject({
    status: 401,
    body: { error: { code: 'invalid_nonce', message: 'Nonce unknown, expired or already used' } },
  })
  expect(ethCalls(recorder().calls)).toEqual([])
  // An issued nonce does reach the node, its eth_call capped at 1,000,000 gas.
  const { body } = await call('/v1/siwx/nonce', client)
  const accepted = await call('/v1/siwx/verify', client, await signIn(String(body.nonce)))
  expect(accepted.status).toBe(200)
  const calls = ethCalls(recorder().calls)
  expect(calls.length).toBeGreaterThan(0)
  for (const each of calls) expect(each.params[0]).toMatchObject({ gas: '0xf4240' })
})

it('attack: a replayed session grant or name registration is refused (409) before its signature costs an eth_call', async () => {
  const caip = `eip155:${devnet().chains[0]?.chainId}:${account().address}`
  const domain = domainOf(server().url)
  const grant = await sessionGrantBody(account(), { domain, caipAddress: caip, pci: 'replayed' })
  const name = await nameRegistrationBody(account(), {
    name: 'replayed-name',
    coin_type: (0x80000000 | (devnet().chains[0]?.chainId ?? 0)) >>> 0,
    domain,
  })
  for (const [path, body] of [
    [`/v1/sessions/${caip}`, grant],
    ['/v1/profile/account', name],
  ] as const) {
    recorder().calls.length = 0
    expect((await call(path, '198.51.100.2', body)).status).toBe(201)
    const checked = ethCalls(recorder().calls)
    expect(checked.length).toBeGreaterThan(0)
    for (const each of checked) expect(each.params[0]).toMatchObject({ gas: '0xf4240' })
    recorder().calls.length = 0
    expect(await call(path, '198.51.100.2', body)).toMatchObject({
      status: 409,
      body: { reasons: [{ description: 'Nonce already used' }] },
    })
    expect(ethCalls(recorder().calls)).toEqual([])
  }
})

it('limits /nonce and /verify per client: 429 with Retry-After past the burst, others unaffected', async () => {
  const client = '198.51.100.3'
  for (let i = 0; i < 3; i += 1) expect((await call('/v1/siwx/nonce', client)).status).toBe(200)
  const refused = await call('/v1/siwx/nonce', client)
  expect(refused).toMatchObject({
    status: 429,
    body: { error: { code: 'rate_limited', message: 'Too many sign-in requests' } },
  })
  expect(Number(refused.retryAfter)).toBeGreaterThan(0)
  const invented = await signIn('inventedNonce67890')
  for (let i = 0; i < 2; i += 1)
    expect((await call('/v1/siwx/verify', client, invented)).status).toBe(401)
  expect((await call('/v1/siwx/verify', client, invented)).status).toBe(429)
  expect((await call('/v1/siwx/nonce', '198.51.100.4')).status).toBe(200)
})

it('issuing leaves expired nonces in place; the retention job purges them', async () => {
  const client = '198.51.100.5'
  const { body } = await call('/v1/siwx/nonce', client)
  time += 5 * 60_000
  expect((await call('/v1/siwx/nonce', '198.51.100.6')).status).toBe(200)
  const expired = async () =>
    (
      await server().db.query<{ nonce: string }>(
        'SELECT nonce FROM siwx_nonces WHERE expires_at <= $1',
        [time],
      )
    ).map((row) => row.nonce)
  expect(await expired()).toContain(body.nonce)
  expect((await server().retention.run()).nonces).toBeGreaterThanOrEqual(1)
  expect(await expired()).toEqual([])
  const live = await server().db.query('SELECT nonce FROM siwx_nonces WHERE expires_at > $1', [
    time,
  ])
  expect(live).toHaveLength(1)
})
