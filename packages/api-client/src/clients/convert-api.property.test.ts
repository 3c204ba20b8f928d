import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileJson,
  hostileString,
  mutatedString,
  numericString,
  oneFieldOff,
  usually,
  validOneOffOrNear,
} from '../../../../scripts/fuzz/arbitraries.js'
import { checkAsyncProperty } from '../../../../scripts/fuzz/property-runs.js'
import { createHttpClient } from '../http/http-client.js'
import {
  answerBody,
  answeringServer,
  expectSanitised,
  expectSomeKept,
  mostly,
  nameish,
  optionalField,
  parsedOrRefused,
  urlish,
} from './answer-properties.test-helper.js'
import { createConvertApiClient } from './convert-api.js'

const server = answeringServer()

const CAIP10 = /^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/
const INTEGER = /^\d{1,80}$/

const caip10 = fc
  .tuple(fc.constantFrom('1', '8453', '31337'), fc.stringMatching(/^0x[0-9a-fA-F]{40}$/))
  .map(([chain, address]) => `eip155:${chain}:${address}`)
const caip10Miss = fc.oneof(
  mutatedString(caip10),
  fc.constantFrom(
    'eip155:1:0xabc',
    'EIP155:1:0x0000000000000000000000000000000000000000',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    '0x0000000000000000000000000000000000000000',
  ),
  hostileString(),
)
const caip10ish = usually(caip10, caip10Miss)
const integer = fc.stringMatching(/^\d{1,30}$/)
const calldata = fc.uint8Array({ maxLength: 200 }).map((b) => `0x${Buffer.from(b).toString('hex')}`)
const calldataMiss = fc.oneof(
  mutatedString(calldata),
  fc.constantFrom('0x1', '0X12', '12', '0x0', '0xzz', `0x${'ab'.repeat(100_001)}`),
  hostileString(),
)
const calldataish = usually(calldata, calldataMiss)

const validToken = fc.record(
  {
    name: nameish,
    symbol: nameish,
    address: caip10,
    decimals: fc.integer({ min: 0, max: 36 }),
    logoUri: urlish,
    eip2612: fc.boolean(),
  },
  { requiredKeys: ['name', 'symbol', 'address', 'decimals', 'logoUri'] },
)
const nearToken = fc.record(
  {
    name: mostly(nameish),
    symbol: mostly(nameish),
    address: mostly(caip10ish),
    decimals: mostly(fc.oneof(fc.integer({ min: -2, max: 80 }), fc.double())),
    logoUri: mostly(urlish),
    eip2612: optionalField(fc.boolean()),
  },
  { requiredKeys: ['name', 'symbol', 'address', 'decimals', 'logoUri'] },
)
const tokensBody = answerBody(
  fc.record({
    tokens: mostly(
      fc.array(
        validOneOffOrNear(
          validToken,
          oneFieldOff(validToken, {
            name: fc.oneof(fc.string({ minLength: 129, maxLength: 140 }), hostileJson()),
            symbol: fc.oneof(fc.string({ minLength: 33, maxLength: 40 }), hostileJson()),
            address: caip10Miss,
            decimals: fc.oneof(fc.integer({ min: 37, max: 1000 }), fc.constant(-1), fc.double()),
            logoUri: fc.oneof(fc.string({ minLength: 2049, maxLength: 2060 }), hostileJson()),
            eip2612: fc.constantFrom('true', 1, null),
          }),
          nearToken,
        ),
        { maxLength: 4 },
      ),
    ),
  }),
)

const validQuote = fc.record(
  {
    id: fc.oneof(fc.constant(null), fc.uuid()),
    fromAmount: integer,
    fromAccount: caip10,
    toAmount: integer,
    toAccount: caip10,
    priceImpact: fc.double({ min: 0, max: 100, noNaN: true }),
    fee: integer,
  },
  { requiredKeys: ['id', 'fromAmount', 'fromAccount', 'toAmount', 'toAccount'] },
)
const nearQuote = fc.record(
  {
    id: mostly(fc.oneof(fc.constant(null), hostileString())),
    fromAmount: mostly(numericString()),
    fromAccount: mostly(caip10ish),
    toAmount: mostly(numericString()),
    toAccount: mostly(caip10ish),
    priceImpact: optionalField(fc.double()),
    fee: optionalField(numericString()),
  },
  { requiredKeys: ['id', 'fromAmount', 'fromAccount', 'toAmount', 'toAccount'] },
)
const quotesBody = answerBody(
  fc.record({
    quotes: mostly(
      fc.array(
        validOneOffOrNear(
          validQuote,
          oneFieldOff(validQuote, {
            id: fc.oneof(fc.string({ minLength: 257, maxLength: 260 }), hostileJson()),
            fromAmount: numericString(),
            fromAccount: caip10Miss,
            toAmount: numericString(),
            toAccount: caip10Miss,
            priceImpact: fc.oneof(fc.double(), fc.constant('1')),
            fee: numericString(),
          }),
          nearQuote,
        ),
        { maxLength: 3 },
      ),
    ),
  }),
)

const validTransaction = fc.record(
  {
    from: caip10,
    to: caip10,
    data: calldata,
    value: integer,
    eip155: fc.record({ gas: integer, gasPrice: integer }, { requiredKeys: [] }),
  },
  { requiredKeys: ['from', 'to', 'data', 'value'] },
)
const nearTransaction = fc.record(
  {
    from: mostly(caip10ish),
    to: mostly(caip10ish),
    data: mostly(calldataish),
    value: mostly(numericString()),
    eip155: optionalField(
      fc.record({ gas: optionalField(numericString()), gasPrice: optionalField(numericString()) }),
    ),
  },
  { requiredKeys: ['from', 'to', 'data', 'value'] },
)
const transactionBody = answerBody(
  fc.record({
    tx: validOneOffOrNear(
      validTransaction,
      oneFieldOff(validTransaction, {
        from: caip10Miss,
        to: caip10Miss,
        data: calldataMiss,
        value: numericString(),
        eip155: oneFieldOff(fc.record({ gas: integer, gasPrice: integer }), {
          gas: numericString(),
          gasPrice: numericString(),
        }),
      }),
      nearTransaction,
    ),
  }),
)

const USER = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('swap responses (properties, over real HTTP)', () => {
  const convert = () =>
    createConvertApiClient(createHttpClient({ baseUrl: server.url }), { projectId: 'p' })

  it('a token list is refused with ApiResponseError or gives CAIP-10 tokens with sanitised names and symbols and 0 to 36 decimals', async () => {
    const api = convert()
    let kept = 0
    await checkAsyncProperty(
      'swap tokens response',
      fc.asyncProperty(tokensBody, async (text) => {
        server.answer(text)
        const tokens = await parsedOrRefused(() => api.getSwapTokens({ chainId: 'eip155:1' }))
        for (const token of tokens ?? []) {
          kept++
          expectSanitised(token.name, 128)
          expectSanitised(token.symbol, 32)
          expect(token.address).toMatch(CAIP10)
          expect(Number.isInteger(token.decimals) && token.decimals >= 0).toBe(true)
          expect(token.decimals).toBeLessThanOrEqual(36)
          expect(token.logoUri.length).toBeLessThanOrEqual(2048)
          expect([undefined, true, false]).toContain(token.eip2612)
        }
      }),
    )
    expectSomeKept(kept)
  })

  it('a quote list is refused with ApiResponseError or gives quotes with integer amounts and fees, CAIP-10 accounts and a price impact of 0 to 100', async () => {
    const api = convert()
    let kept = 0
    await checkAsyncProperty(
      'swap quotes response',
      fc.asyncProperty(quotesBody, async (text) => {
        server.answer(text)
        const quotes = await parsedOrRefused(() =>
          api.getSwapQuotes({ amount: '1000000', userAddress: USER, from: USDC, to: USDC }),
        )
        for (const quote of quotes ?? []) {
          kept++
          expect(quote.fromAmount).toMatch(INTEGER)
          expect(quote.toAmount).toMatch(INTEGER)
          if (quote.fee !== undefined) expect(quote.fee).toMatch(INTEGER)
          expect(quote.fromAccount).toMatch(CAIP10)
          expect(quote.toAccount).toMatch(CAIP10)
          const impact = quote.priceImpact
          expect(impact === undefined || (impact >= 0 && impact <= 100)).toBe(true)
          expect(quote.id === null || quote.id.length <= 256).toBe(true)
        }
      }),
    )
    expectSomeKept(kept)
  })

  it('a built transaction is refused with ApiResponseError or gives CAIP-10 ends, whole-byte hex call data and integer value, gas and gas price', async () => {
    const api = convert()
    let kept = 0
    await checkAsyncProperty(
      'swap transaction response',
      fc.asyncProperty(transactionBody, async (text) => {
        server.answer(text)
        const tx = await parsedOrRefused(() =>
          api.buildSwapTransaction({ amount: '1', from: USDC, to: USDC, userAddress: USER }),
        )
        if (!tx) return
        kept++
        expect(tx.from).toMatch(CAIP10)
        expect(tx.to).toMatch(CAIP10)
        expect(tx.data).toMatch(/^0x([0-9a-fA-F]{2})*$/)
        expect(tx.data.length).toBeLessThanOrEqual(200_000)
        for (const quantity of [tx.value, tx.eip155?.gas, tx.eip155?.gasPrice])
          if (quantity !== undefined) expect(quantity).toMatch(INTEGER)
      }),
    )
    expectSomeKept(kept)
  })
})
