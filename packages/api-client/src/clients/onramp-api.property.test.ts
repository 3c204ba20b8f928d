import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileJson,
  hostileString,
  numericString,
  oneFieldOff,
  usually,
  validOneOffOrNear,
} from '../../../../scripts/fuzz/arbitraries.js'
import { checkAsyncProperty } from '../../../../scripts/fuzz/property-runs.js'
import { createHttpClient } from '../http/http-client.js'
import { sanitizeDisplayText } from '../schemas/display-text.js'
import { checkExternalUrl } from '../schemas/external-url.js'
import type { OnRampQuoteBody, OnRampUrlBody } from '../schemas/onramp.js'
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
import { createOnRampApiClient } from './onramp-api.js'

const server = answeringServer()

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const DECIMAL = /^\d{1,80}(\.\d{1,80})?$/
const PROVIDER = /^[a-z0-9][a-z0-9-]{0,31}$/
const FIAT = /^[A-Z]{3}$/
const CRYPTO = /^[A-Za-z0-9]{2,10}$/

const providerId = fc.stringMatching(PROVIDER)
const providerIdish = usually(providerId, fc.constantFrom('Sandbox', '-x', ''), hostileString())
const method = fc.constantFrom('card', 'bank_account')
const methodish = usually(method, fc.constantFrom('CARD', 'paypal', ''), hostileString())
const fiat = fc.constantFrom('USD', 'EUR', 'GBP')
const crypto = fc.constantFrom('ETH', 'USDC', 'SOL', 'BTC', 'DOT')
const currencyMiss = fc.oneof(fc.constantFrom('usd', 'E', 'ETH ', '€'), hostileString())
const currencyish = usually(fc.oneof(fiat, crypto), currencyMiss)
const network = fc.constantFrom(
  'eip155:1',
  'eip155:8453',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
)
const networkMiss = fc.oneof(fc.constantFrom('EIP155:1', 'eip155', ''), hostileString())
const networkish = usually(network, networkMiss)
const decimal = fc.stringMatching(/^\d{1,12}(\.\d{1,8})?$/)
/** A pair of numbers in order, from 0 to `max`. */
const orderedRange = (max: number) =>
  fc
    .tuple(fc.double({ min: 0, max, noNaN: true }), fc.double({ min: 0, max, noNaN: true }))
    .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }))
/** Usually an ordered range, sometimes not (or not finite). */
const range = (max: number) =>
  usually(orderedRange(max), fc.record({ min: fc.double(), max: fc.double() }))
/** A provider name with something visible left once sanitised. */
const visibleName = nameish.filter(
  (name) => name.length <= 64 && sanitizeDisplayText(name, 64) !== '',
)

const validProvider = fc.record(
  {
    id: providerId,
    name: visibleName,
    feeRange: orderedRange(100),
    paymentMethods: fc.array(fc.record({ id: method, limits: orderedRange(1e6) }), {
      minLength: 1,
      maxLength: 3,
    }),
    paymentCurrencies: fc.array(fiat, { minLength: 1, maxLength: 3 }),
    purchaseCurrencies: fc.array(crypto, { minLength: 1, maxLength: 3 }),
    networks: fc.array(
      fc.record({ id: network, name: fc.constantFrom('ethereum', 'base', 'solana') }),
      { maxLength: 3 },
    ),
    homepage: urlish,
  },
  {
    requiredKeys: [
      'id',
      'name',
      'feeRange',
      'paymentMethods',
      'paymentCurrencies',
      'purchaseCurrencies',
      'networks',
    ],
  },
)
const nearProvider = fc.record(
  {
    id: mostly(providerIdish),
    name: mostly(nameish),
    feeRange: mostly(range(200)),
    paymentMethods: mostly(
      fc.array(mostly(fc.record({ id: methodish, limits: mostly(range(1e6)) })), { maxLength: 9 }),
    ),
    paymentCurrencies: mostly(fc.array(currencyish, { maxLength: 3 })),
    purchaseCurrencies: mostly(fc.array(currencyish, { maxLength: 3 })),
    networks: mostly(
      fc.array(mostly(fc.record({ id: networkish, name: mostly(hostileString()) })), {
        maxLength: 3,
      }),
    ),
    homepage: optionalField(urlish),
  },
  { requiredKeys: ['id', 'name', 'feeRange', 'paymentMethods'] },
)
const optionsBody = answerBody(
  fc.record({
    providers: mostly(
      fc.array(
        validOneOffOrNear(
          validProvider,
          oneFieldOff(validProvider, {
            id: fc.oneof(fc.constantFrom('Sandbox', '-x', '', 'a'.repeat(33)), hostileString()),
            name: fc.oneof(
              fc.constantFrom('', ' ', '\u200b', '\u202e\u200e'),
              fc.string({ minLength: 65, maxLength: 70 }),
            ),
            feeRange: fc.oneof(
              fc.constant({ min: 2, max: 1 }),
              fc.constant({ min: 0, max: 101 }),
              fc.record({ min: fc.double(), max: fc.double() }),
              hostileJson(),
            ),
            paymentMethods: fc.oneof(
              fc.constant([]),
              fc.constant([{ id: 'card', limits: { min: 10, max: 1 } }]),
              fc.constant([{ id: 'paypal', limits: { min: 1, max: 10 } }]),
              fc.array(fc.constant({ id: 'card', limits: { min: 1, max: 2 } }), {
                minLength: 9,
                maxLength: 9,
              }),
              hostileJson(),
            ),
            paymentCurrencies: fc.oneof(fc.constant([]), fc.array(currencyMiss, { minLength: 1 })),
            purchaseCurrencies: fc.oneof(fc.constant([]), fc.array(currencyMiss, { minLength: 1 })),
            networks: fc.oneof(
              fc.array(fc.record({ id: networkMiss, name: fc.constant('base') }), { minLength: 1 }),
              fc.constant([{ id: 'eip155:1', name: 'Base' }]),
              hostileJson(),
            ),
            homepage: fc.oneof(urlish, fc.string({ minLength: 2049, maxLength: 2060 })),
          }),
          nearProvider,
        ),
        { maxLength: 3 },
      ),
    ),
  }),
)

const quoteId = fc.stringMatching(/^[A-Za-z0-9_-]{1,128}$/)
const amountOf = (currency: fc.Arbitrary<string>) => fc.record({ amount: decimal, currency })
const nearAmount = mostly(
  fc.record({ amount: mostly(numericString()), currency: mostly(currencyish) }),
)
const validQuote = fc.record(
  {
    quoteId,
    providerId,
    paymentMethod: method,
    paymentTotal: amountOf(fiat),
    paymentSubtotal: amountOf(fiat),
    providerFee: amountOf(fiat),
    networkFee: amountOf(fc.oneof(fiat, crypto)),
    purchaseAmount: amountOf(crypto),
    network,
    mock: fc.boolean(),
  },
  { requiredKeys: ['quoteId', 'providerId', 'paymentMethod', 'network'] },
)
const nearQuote = fc.record(
  {
    quoteId: mostly(usually(quoteId, fc.constantFrom('x y', '', 'a'.repeat(129)), hostileString())),
    providerId: mostly(providerIdish),
    paymentMethod: mostly(methodish),
    paymentTotal: nearAmount,
    paymentSubtotal: nearAmount,
    providerFee: nearAmount,
    networkFee: nearAmount,
    purchaseAmount: nearAmount,
    network: mostly(networkish),
    mock: optionalField(fc.boolean()),
  },
  { requiredKeys: [] },
)
const amountMiss = fc.oneof(
  fc.record({ amount: numericString(), currency: fiat }),
  fc.record({ amount: decimal, currency: currencyMiss }),
  hostileJson(),
)
const quoteBody = answerBody(
  validOneOffOrNear(
    validQuote,
    oneFieldOff(validQuote, {
      quoteId: fc.oneof(fc.constantFrom('x y', '', 'a'.repeat(129)), hostileString()),
      providerId: fc.oneof(fc.constantFrom('Sandbox', '-x', ''), hostileString()),
      paymentMethod: fc.oneof(fc.constantFrom('CARD', 'paypal', ''), hostileString()),
      paymentTotal: amountMiss,
      paymentSubtotal: amountMiss,
      providerFee: amountMiss,
      networkFee: amountMiss,
      purchaseAmount: amountMiss,
      network: networkMiss,
      mock: fc.constantFrom('true', 1, null),
    }),
    nearQuote,
  ),
)

const QUOTE_BODY: OnRampQuoteBody = {
  providerId: 'sandbox',
  paymentMethod: 'card',
  paymentAmount: { amount: '100', currency: 'USD' },
  purchaseCurrency: 'ETH',
  network: 'eip155:1',
}
const URL_BODY: OnRampUrlBody = {
  ...QUOTE_BODY,
  destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}

const client = () =>
  createOnRampApiClient(createHttpClient({ baseUrl: server.url }), {
    baseUrl: server.url,
    projectId: 'p',
  })

describe('on-ramp responses (properties, over real HTTP)', () => {
  it('an options answer is refused with ApiResponseError or gives providers with sanitised names, ordered fees and limits, valid codes and only https homepages', async () => {
    const api = client()
    let kept = 0
    await checkAsyncProperty(
      'onramp options response',
      fc.asyncProperty(optionsBody, async (text) => {
        server.answer(text)
        const options = await parsedOrRefused(() => api.getOnRampOptions({ chainId: 'eip155:1' }))
        for (const provider of options?.providers ?? []) {
          kept++
          expect(provider.id).toMatch(PROVIDER)
          expect(provider.name).not.toBe('')
          expectSanitised(provider.name, 64)
          const fee = provider.feeRange
          expect(0 <= fee.min && fee.min <= fee.max && fee.max <= 100).toBe(true)
          expect(provider.paymentMethods.length).toBeGreaterThan(0)
          for (const { id, limits } of provider.paymentMethods) {
            expect(['card', 'bank_account']).toContain(id)
            expect(0 <= limits.min && limits.min <= limits.max).toBe(true)
            expect(Number.isFinite(limits.max)).toBe(true)
          }
          for (const code of provider.paymentCurrencies) expect(code).toMatch(FIAT)
          for (const code of provider.purchaseCurrencies) expect(code).toMatch(CRYPTO)
          for (const { id, name } of provider.networks) {
            expect(id).toMatch(CAIP2)
            expect(name).toMatch(/^[a-z0-9-]{1,40}$/)
          }
          if (provider.homepage !== undefined) {
            expect(new URL(provider.homepage).protocol).toBe('https:')
            expect(checkExternalUrl(provider.homepage)).toBe(provider.homepage)
          }
        }
      }),
    )
    expectSomeKept(kept)
  })

  it('a quote answer is refused with ApiResponseError or gives decimal amounts in valid currencies, a valid quote id and a CAIP-2 network', async () => {
    const api = client()
    let kept = 0
    await checkAsyncProperty(
      'onramp quote response',
      fc.asyncProperty(quoteBody, async (text) => {
        server.answer(text)
        const quote = await parsedOrRefused(() => api.getOnRampQuote(QUOTE_BODY))
        if (!quote) return
        kept++
        expect(quote.quoteId).toMatch(/^[A-Za-z0-9_-]{1,128}$/)
        expect(quote.providerId).toMatch(PROVIDER)
        expect(['card', 'bank_account']).toContain(quote.paymentMethod)
        expect(quote.network).toMatch(CAIP2)
        const amounts = [
          quote.paymentTotal,
          quote.paymentSubtotal,
          quote.providerFee,
          quote.networkFee,
          quote.purchaseAmount,
        ]
        for (const { amount, currency } of amounts) {
          expect(amount).toMatch(DECIMAL)
          expect(FIAT.test(currency) || CRYPTO.test(currency)).toBe(true)
        }
      }),
    )
    expectSomeKept(kept)
  })

  it('a provider URL answer is refused with ApiResponseError or gives an https URL, or http on the data API origin, as the link check hands it on', async () => {
    const api = client()
    const origin = new URL(server.url).origin
    const providerUrl = fc.oneof(
      urlish,
      fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true }),
      fc
        .webPath()
        .chain((path) =>
          fc.constantFrom(
            `${origin}${path}`,
            `${origin.replace('127.0.0.1', 'localhost')}${path}`,
            `${origin.replace('http:', 'https:')}${path}`,
            `${origin.replace('http://', 'http://user:pw@')}${path}`,
            `${origin.toUpperCase()}${path}`,
            `${origin}:1${path}`,
          ),
        ),
    )
    const urlBody = answerBody(
      fc.record(
        { url: mostly(providerUrl), providerName: optionalField(nameish) },
        { requiredKeys: ['url'] },
      ),
    )
    let kept = 0
    await checkAsyncProperty(
      'onramp url response',
      fc.asyncProperty(urlBody, async (text) => {
        server.answer(text)
        const answer = await parsedOrRefused(() => api.generateOnRampUrl(URL_BODY))
        if (!answer) return
        kept++
        const parsed = new URL(answer.url)
        expect(
          parsed.protocol === 'https:' || (parsed.protocol === 'http:' && parsed.origin === origin),
        ).toBe(true)
        expect(parsed.username + parsed.password).toBe('')
        expect(checkExternalUrl(answer.url, { httpOrigin: origin })).toBe(answer.url)
        if (answer.providerName !== undefined) expectSanitised(answer.providerName, 64)
      }),
    )
    expectSomeKept(kept)
  })
})
