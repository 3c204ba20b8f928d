import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { type ApiServer, createApiServer } from '../server.js'
import { freshMigratedPgliteDatabase } from '../test/pristine-pglite.js'

// A local HTTP server stands in for the external aggregator, answering in the blockchain data
// API's documented `/v1/convert/*` shapes (CAIP-10 ids, base-unit strings).
const user = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const native = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const router = 'eip155:1:0x1111111254EEB25477B68fb85Ed929f73A960582'
const seen: { method: string; url: URL; headers: IncomingMessage['headers']; body: string }[] = []
let quoteAnswer: { status: number; body: unknown } = { status: 200, body: {} }

let upstream: ReturnType<typeof createServer>
let upstreamUrl = ''
let db: Database
let api: ApiServer
let apiUrl = ''

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://upstream')
      seen.push({
        method: req.method ?? '',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      })
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (url.pathname === '/agg/v1/convert/tokens')
        return send(200, {
          tokens: [
            {
              name: 'USD Coin',
              symbol: 'USDC',
              address: usdc,
              decimals: 6,
              logoUri: 'https://x/usdc.png',
            },
          ],
        })
      if (url.pathname === '/agg/v1/convert/quotes')
        return send(quoteAnswer.status, quoteAnswer.body)
      if (url.pathname === '/agg/v1/convert/build-transaction')
        return send(200, {
          tx: {
            from: user,
            to: router,
            data: '0x12ab',
            value: '0',
            eip155: { gas: '180000', gasPrice: '9' },
          },
        })
      send(404, { reasons: [{ description: 'Not found' }] })
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/agg`
  db = await freshMigratedPgliteDatabase()
  api = await createApiServer(
    {
      chains: [],
      rateLimit: false,
      indexerPollMs: false,
      retentionIntervalMs: false,
      swaps: { aggregatorUrl: upstreamUrl, aggregatorHeaders: { 'x-api-key': 'k1' } },
    },
    { db, log: () => undefined },
  )
  apiUrl = (await api.listen()).url
}, 60_000)

afterAll(async () => {
  await api?.close()
  await db?.close()
  upstream?.closeAllConnections()
  await new Promise((resolve) => upstream?.close(resolve))
})

it('passes the tokens call of a swap network through with its query and the configured headers', async () => {
  const response = await fetch(`${apiUrl}/v1/convert/tokens?chainId=eip155:1&projectId=p1`)
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    tokens: [
      {
        name: 'USD Coin',
        symbol: 'USDC',
        address: usdc,
        decimals: 6,
        logoUri: 'https://x/usdc.png',
      },
    ],
  })
  const call = seen.at(-1)
  expect(call?.url.pathname).toBe('/agg/v1/convert/tokens')
  expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
    chainId: 'eip155:1',
    projectId: 'p1',
  })
  expect(call?.headers['x-api-key']).toBe('k1')
})

it('posts build-transaction as validated and returns the aggregator transaction', async () => {
  const body = {
    amount: '1000000',
    eip155: { slippage: 1 },
    from: usdc,
    to: native,
    userAddress: user,
  }
  const response = await fetch(`${apiUrl}/v1/convert/build-transaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, extra: 'dropped' }),
  })
  expect(response.status).toBe(200)
  expect(((await response.json()) as { tx: { to: string } }).tx.to).toBe(router)
  expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual(body)
})

it('refuses an aggregator answer outside the schema, and passes on its first reason', async () => {
  const query = new URLSearchParams({ amount: '1', userAddress: user, from: usdc, to: native })
  quoteAnswer = {
    status: 200,
    body: {
      quotes: [{ id: null, fromAmount: '1', fromAccount: usdc, toAmount: '-5', toAccount: native }],
    },
  }
  const hostile = await fetch(`${apiUrl}/v1/convert/quotes?${query}`)
  expect(hostile.status).toBe(502)
  quoteAnswer = { status: 400, body: { reasons: [{ description: 'Insufficient liquidity' }] } }
  const refused = await fetch(`${apiUrl}/v1/convert/quotes?${query}`)
  expect(refused.status).toBe(400)
  expect(await refused.json()).toMatchObject({
    reasons: [{ description: 'Insufficient liquidity' }],
  })
})

it('does not pass through a chain outside the swap networks', async () => {
  const before = seen.length
  const response = await fetch(`${apiUrl}/v1/convert/tokens?chainId=eip155:11155111`)
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({
    reasons: [{ description: 'Network not supported for Swaps' }],
  })
  expect(seen.length).toBe(before)
})
