import { afterAll, beforeAll, expect, it } from 'vitest'
import { ApiResponseError } from '../errors.js'
import { createHttpClient } from '../http/http-client.js'
import { sendJson, startStubServer } from '../test/stub-server.js'
import { createConvertApiClient } from './convert-api.js'

const user = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const native = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
let txData = '0x1234'

let server: Awaited<ReturnType<typeof startStubServer>>
beforeAll(async () => {
  server = await startStubServer((request, response) => {
    const path = request.url.pathname
    if (path === '/v1/convert/tokens')
      return sendJson(response, 200, {
        tokens: [
          { name: 'USD\u202eCoin', symbol: 'USDC', address: usdc, decimals: 6, logoUri: '' },
        ],
      })
    if (path === '/v1/convert/quotes')
      return sendJson(response, 200, {
        quotes: [
          { id: null, fromAmount: '1000000', fromAccount: usdc, toAmount: '5', toAccount: native },
        ],
      })
    if (path === '/v1/convert/build-transaction')
      return sendJson(response, 200, {
        tx: { from: user, to: usdc, data: txData, value: '0', eip155: { gas: '1', gasPrice: '2' } },
      })
    return sendJson(response, 404, {})
  })
})
afterAll(() => server.close())

const client = () =>
  createConvertApiClient(createHttpClient({ baseUrl: server.url }), { projectId: 'p1' })

it('sends the quote parameters and parses CAIP-10 quotes', async () => {
  const quotes = await client().getSwapQuotes({
    amount: '1000000',
    userAddress: user,
    from: usdc,
    to: native,
    gasPrice: '7',
  })
  expect(quotes).toEqual([
    { id: null, fromAmount: '1000000', fromAccount: usdc, toAmount: '5', toAccount: native },
  ])
  const sent = server.requests.at(-1)!.url.searchParams
  expect(Object.fromEntries(sent)).toEqual({
    projectId: 'p1',
    amount: '1000000',
    userAddress: user,
    from: usdc,
    to: native,
    gasPrice: '7',
  })
})

it('cleans token names shown to the user', async () => {
  const [token] = await client().getSwapTokens({ chainId: 'eip155:1' })
  expect(token?.name).toBe('USDCoin')
})

it('posts the build-transaction body and refuses call data that is not hex bytes', async () => {
  const body = { amount: '1', eip155: { slippage: '1' }, from: usdc, to: native, userAddress: user }
  await expect(client().buildSwapTransaction(body)).resolves.toMatchObject({ data: '0x1234' })
  expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ ...body, projectId: 'p1' })
  txData = '0x123'
  await expect(client().buildSwapTransaction(body)).rejects.toBeInstanceOf(ApiResponseError)
})
