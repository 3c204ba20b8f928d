import { afterAll, beforeAll, expect, it } from 'vitest'
import { ApiResponseError } from '../errors.js'
import { createHttpClient } from '../http/http-client.js'
import { sendJson, startStubServer } from '../test/stub-server.js'
import { createOnRampApiClient } from './onramp-api.js'

const provider = {
  id: 'sandbox',
  name: 'Sandbox\u202e',
  feeRange: { min: 1, max: 2 },
  paymentMethods: [{ id: 'card', limits: { min: 10, max: 7500 } }],
  paymentCurrencies: ['USD'],
  purchaseCurrencies: ['ETH'],
  networks: [{ id: 'eip155:31337', name: 'ethereum' }],
  homepage: 'javascript:alert(1)',
}
const body = {
  providerId: 'sandbox',
  paymentMethod: 'card' as const,
  paymentAmount: { amount: '100', currency: 'USD' },
  purchaseCurrency: 'ETH',
  network: 'eip155:31337',
  destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}

let server: Awaited<ReturnType<typeof startStubServer>>
let nextUrl = ''
let nextQuote: Record<string, unknown> = { quoteId: 'x y' }
beforeAll(async () => {
  server = await startStubServer((request, response) => {
    const path = request.url.pathname
    if (path === '/v1/onramp/options') return sendJson(response, 200, { providers: [provider] })
    if (path === '/v1/onramp/quote') return sendJson(response, 200, nextQuote)
    if (path === '/v1/generators/onrampurl') return sendJson(response, 200, { url: nextUrl })
    return sendJson(response, 404, {})
  })
})
afterAll(() => server.close())

const client = () =>
  createOnRampApiClient(createHttpClient({ baseUrl: server.url }), {
    baseUrl: server.url,
    projectId: 'p1',
  })

it('reads options with the project and chain, cleaning names and dropping unsafe homepages', async () => {
  const options = await client().getOnRampOptions({ chainId: 'eip155:31337' })
  expect(options.providers[0]?.name).toBe('Sandbox')
  expect(options.providers[0]?.homepage).toBeUndefined()
  const asked = server.requests.at(-1)?.url
  expect(asked?.searchParams.get('projectId')).toBe('p1')
  expect(asked?.searchParams.get('chainId')).toBe('eip155:31337')
})

it('refuses a quote that does not match the schema', async () => {
  await expect(client().getOnRampQuote(body)).rejects.toBeInstanceOf(ApiResponseError)
})

it("drops a service's own `mock` flag: only a quote the client made up is an estimate", async () => {
  const amount = (value: string, currency: string) => ({ amount: value, currency })
  nextQuote = {
    quoteId: 'q-1',
    providerId: 'sandbox',
    paymentMethod: 'card',
    paymentTotal: amount('100', 'USD'),
    paymentSubtotal: amount('97', 'USD'),
    providerFee: amount('2', 'USD'),
    networkFee: amount('1', 'USD'),
    purchaseAmount: amount('0.03', 'ETH'),
    network: 'eip155:31337',
    mock: true,
  }
  try {
    const quote = await client().getOnRampQuote(body)
    expect(quote.quoteId).toBe('q-1')
    expect(quote).not.toHaveProperty('mock')
  } finally {
    nextQuote = { quoteId: 'x y' }
  }
})

it('accepts an https provider URL and an http URL on the API origin only', async () => {
  nextUrl = 'https://buy.example.com/checkout?session=abc'
  expect((await client().generateOnRampUrl(body)).url).toBe(nextUrl)
  nextUrl = `${server.url}/sandbox/onramp?session=abc`
  expect((await client().generateOnRampUrl(body)).url).toBe(nextUrl)
  expect(JSON.parse(server.requests.at(-1)?.body ?? '{}')).toEqual(body)
  nextUrl = 'http://evil.example/sandbox/onramp'
  await expect(client().generateOnRampUrl(body)).rejects.toBeInstanceOf(ApiResponseError)
  nextUrl = 'javascript:alert(1)'
  await expect(client().generateOnRampUrl(body)).rejects.toBeInstanceOf(ApiResponseError)
})
