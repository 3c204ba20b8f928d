import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { OnRampQuoteSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetConfig } from '../test/harness.js'
import { useDevnet, useTestServer } from '../test/suite-hooks.js'

const devnet = useDevnet()

/** A local HTTP server answering like Coinbase Onramp's documented Buy Quote API. */
let provider: { url: string; close(): Promise<void> }
const seen: { auth: string | undefined; body: unknown }[] = []
let failNext = false
beforeAll(async () => {
  const server = createServer((req: IncomingMessage, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString()
    })
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body: JSON.parse(raw || 'null') })
      if (req.url !== '/onramp/v1/buy/quote' || failNext) {
        failNext = false
        res.writeHead(500).end('{}')
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          payment_total: { value: '100.00', currency: 'USD' },
          payment_subtotal: { value: '97.01', currency: 'USD' },
          purchase_amount: { value: '0.031003', currency: 'ETH' },
          coinbase_fee: { value: '1.49', currency: 'USD' },
          network_fee: { value: '1.50', currency: 'USD' },
          quote_id: 'cb-quote-123',
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  provider = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
})
afterAll(() => provider.close())

describe('a configured real provider (pass-through)', () => {
  const api = useTestServer('pglite', () =>
    devnetConfig(devnet(), {
      onramp: {
        providers: [
          {
            kind: 'coinbase',
            id: 'coinbase',
            name: 'Coinbase',
            apiUrl: `${provider.url}/onramp`,
            payUrl: 'https://pay.coinbase.example',
            apiKey: 'server-side-token',
            appId: 'app-1',
            feePercent: { card: 1.5, bank_account: 1 },
            limits: { card: { min: 10, max: 7500 } },
            networks: { 'eip155:8453': 'base' },
          },
        ],
      },
    }),
  )
  const body = {
    providerId: 'coinbase',
    paymentMethod: 'card',
    paymentAmount: { amount: '100', currency: 'USD' },
    purchaseCurrency: 'ETH',
    network: 'eip155:8453',
  }
  const post = (path: string, payload: unknown) =>
    fetch(`${api().url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })

  it('lists the provider with its fees and limits', async () => {
    const options = await (await fetch(`${api().url}/v1/onramp/options`)).json()
    expect(options.providers).toEqual([
      expect.objectContaining({
        id: 'coinbase',
        feeRange: { min: 1.5, max: 1.5 },
        paymentMethods: [{ id: 'card', limits: { min: 10, max: 7500 } }],
        networks: [{ id: 'eip155:8453', name: 'base' }],
      }),
    ])
  })

  it("passes the quote through in the provider's shape and maps the answer to ours", async () => {
    const response = await post('/v1/onramp/quote', body)
    expect(response.status).toBe(200)
    const quote = v.parse(OnRampQuoteSchema, await response.json())
    expect(quote).toMatchObject({
      quoteId: 'cb-quote-123',
      providerFee: { amount: '1.49', currency: 'USD' },
      networkFee: { amount: '1.50', currency: 'USD' },
      purchaseAmount: { amount: '0.031003', currency: 'ETH' },
    })
    expect(seen.at(-1)).toEqual({
      auth: 'Bearer server-side-token',
      body: {
        purchase_currency: 'ETH',
        purchase_network: 'base',
        payment_amount: '100',
        payment_currency: 'USD',
        payment_method: 'CARD',
        country: 'US',
      },
    })
  })

  it('answers 502 when the provider fails, and checks limits before asking it', async () => {
    failNext = true
    expect((await post('/v1/onramp/quote', body)).status).toBe(502)
    const asked = seen.length
    const low = await post('/v1/onramp/quote', {
      ...body,
      paymentAmount: { amount: '5', currency: 'USD' },
    })
    expect(low.status).toBe(400)
    const bank = await post('/v1/onramp/quote', { ...body, paymentMethod: 'bank_account' })
    expect(bank.status).toBe(400)
    expect(seen.length).toBe(asked)
  })

  it("builds the provider's hosted checkout URL with the buyer's address, network and quote", async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const response = await post('/v1/generators/onrampurl', {
      ...body,
      destinationAddress: address,
      quoteId: 'cb-quote-123',
    })
    const { url } = (await response.json()) as { url: string }
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe('https://pay.coinbase.example/buy/select-asset')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      appId: 'app-1',
      addresses: JSON.stringify({ [address]: ['base'] }),
      assets: '["ETH"]',
      defaultAsset: 'ETH',
      defaultNetwork: 'base',
      presetFiatAmount: '100',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'CARD',
      quoteId: 'cb-quote-123',
    })
  })
})
