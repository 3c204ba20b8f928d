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
import { ApiResponseError } from '../errors.js'
import {
  answerBody,
  answeringServer,
  expectSanitised,
  expectSomeKept,
  mostly,
  nameish,
  optionalField,
  urlish,
} from './answer-properties.test-helper.js'
import { createBlockchainApiClient } from './blockchain-api.js'

const server = answeringServer()

const amount = fc.double({ min: 0, noNaN: true, noDefaultInfinity: true })
const chain = fc.constantFrom('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
const badChain = fc.constantFrom('EIP155:1', '', 'eip155:', 'eip155:1:0xab', 'e:1')
const word = fc.constantFrom('send', 'receive', 'trade', 'confirmed', 'failed')
const decimal = fc.stringMatching(/^\d{1,20}(\.\d{1,18})?$/)
const isoDate = fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
const hash = fc.stringMatching(/^0x[0-9a-f]{64}$/)

const validTransfer = fc.record(
  {
    fungible_info: fc.record(
      { name: nameish, symbol: nameish, icon: fc.record({ url: urlish }) },
      { requiredKeys: [] },
    ),
    nft_info: fc.record(
      {
        name: nameish,
        content: fc.record({ preview: fc.record({ url: urlish }) }),
        flags: fc.record({ is_spam: fc.boolean() }),
      },
      { requiredKeys: [] },
    ),
    direction: fc.constantFrom('in', 'out', 'self'),
    quantity: fc.record({ numeric: decimal }),
    value: amount,
    price: amount,
  },
  { requiredKeys: ['quantity'] },
)

/** A transfer near SPEC §3's shape: each field valid, hostile, or of another type. */
const nearTransfer = fc.record(
  {
    fungible_info: optionalField(
      fc.record(
        {
          name: optionalField(nameish),
          symbol: optionalField(nameish),
          icon: optionalField(fc.record({ url: urlish })),
        },
        { requiredKeys: [] },
      ),
    ),
    nft_info: optionalField(
      fc.record(
        {
          name: optionalField(nameish),
          content: optionalField(fc.record({ preview: optionalField(fc.record({ url: urlish })) })),
          flags: optionalField(fc.record({ is_spam: optionalField(fc.boolean()) })),
        },
        { requiredKeys: [] },
      ),
    ),
    direction: optionalField(fc.constantFrom('in', 'out', 'self', 'IN', '')),
    quantity: mostly(fc.record({ numeric: numericString() })),
    value: optionalField(usually(amount, fc.double())),
    price: optionalField(usually(amount, fc.double())),
  },
  { requiredKeys: ['quantity'] },
)
const transfer = validOneOffOrNear(
  validTransfer,
  oneFieldOff(validTransfer, {
    fungible_info: fc.oneof(
      fc.record({ name: fc.string({ minLength: 129, maxLength: 140 }) }),
      fc.record({ symbol: fc.string({ minLength: 33, maxLength: 40 }) }),
      fc.record({ icon: fc.record({ url: fc.string({ minLength: 2049, maxLength: 2060 }) }) }),
      hostileJson(),
    ),
    nft_info: fc.oneof(
      fc.record({ name: hostileJson() }),
      fc.record({ flags: fc.record({ is_spam: fc.constantFrom('true', 1, null) }) }),
      hostileJson(),
    ),
    direction: fc.constantFrom('IN', '', 'both', null),
    quantity: fc.oneof(fc.record({ numeric: numericString() }), hostileJson()),
    value: fc.oneof(fc.double(), fc.constant('1')),
    price: fc.oneof(fc.double(), fc.constant('1')),
  }),
  nearTransfer,
)

const validMetadata = fc.record(
  {
    minedAt: isoDate,
    chain,
    operationType: word,
    hash,
    status: word,
    sentFrom: hash,
    sentTo: hash,
    nonce: fc.nat(),
  },
  { requiredKeys: ['minedAt', 'chain', 'operationType', 'status', 'sentFrom', 'sentTo'] },
)
const validTransaction = fc.record({
  id: hash,
  metadata: validMetadata,
  transfers: fc.array(validTransfer, { maxLength: 3 }),
})

const nearTransaction = fc.record({
  id: mostly(usually(hash, hostileString())),
  metadata: mostly(
    fc.record(
      {
        minedAt: mostly(usually(isoDate, hostileString())),
        chain: mostly(usually(chain, badChain, hostileString())),
        operationType: mostly(usually(word, hostileString())),
        hash: optionalField(usually(hash, hostileString())),
        status: mostly(usually(word, hostileString())),
        sentFrom: mostly(hostileString()),
        sentTo: mostly(hostileString()),
        nonce: optionalField(usually(fc.nat(), fc.integer(), fc.double())),
      },
      { requiredKeys: ['minedAt', 'chain', 'operationType', 'status', 'sentFrom', 'sentTo'] },
    ),
  ),
  transfers: mostly(fc.array(transfer, { maxLength: 3 })),
})
const transaction = validOneOffOrNear(
  validTransaction,
  oneFieldOff(validTransaction, {
    id: fc.oneof(fc.constant(''), fc.string({ minLength: 201, maxLength: 210 }), hostileJson()),
    metadata: oneFieldOff(validMetadata, {
      minedAt: fc.oneof(fc.constant(''), hostileJson()),
      chain: fc.oneof(badChain, hostileString()),
      operationType: fc.oneof(fc.constant(''), fc.string({ minLength: 33, maxLength: 40 })),
      hash: fc.oneof(fc.string({ minLength: 131, maxLength: 140 }), hostileJson()),
      status: fc.oneof(fc.constant(''), hostileJson()),
      sentFrom: fc.oneof(fc.string({ minLength: 129, maxLength: 140 }), hostileJson()),
      sentTo: hostileJson(),
      nonce: fc.oneof(fc.integer({ max: -1 }), fc.double(), fc.constant('1')),
    }),
    transfers: fc.oneof(
      { weight: 4, arbitrary: fc.array(transfer, { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: hostileJson() },
    ),
  }),
  nearTransaction,
)

const historyBody = answerBody(
  fc.record({
    data: mostly(fc.array(transaction, { maxLength: 3 })),
    next: mostly(fc.oneof(fc.constant(null), hostileString())),
  }),
)

const DECIMAL = /^\d{1,80}(\.\d{1,80})?$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const isAmount = (value: number | undefined) =>
  value === undefined || (Number.isFinite(value) && value >= 0)

describe('history responses (properties, over real HTTP)', () => {
  it('a history answer is refused with ApiResponseError or gives transactions with CAIP-2 chains, decimal quantities, finite amounts and sanitised names', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p' })
    let transfersKept = 0
    await checkAsyncProperty(
      'history response',
      fc.asyncProperty(historyBody, async (text) => {
        server.answer(text)
        let page: Awaited<ReturnType<typeof api.getHistory>>
        try {
          page = await api.getHistory({ address: '0xab' })
        } catch (error) {
          expect(error).toBeInstanceOf(ApiResponseError)
          return
        }
        expect(page.next === null || page.next.length <= 512).toBe(true)
        for (const tx of page.data) {
          expect(tx.id.length).toBeGreaterThan(0)
          expect(tx.metadata.chain).toMatch(CAIP2)
          expect(tx.metadata.status).not.toBe('')
          expect(tx.metadata.operationType).not.toBe('')
          const nonce = tx.metadata.nonce
          expect(nonce === undefined || (Number.isInteger(nonce) && nonce >= 0)).toBe(true)
          for (const t of tx.transfers) {
            transfersKept++
            expect(t.quantity.numeric).toMatch(DECIMAL)
            expect(isAmount(t.value) && isAmount(t.price)).toBe(true)
            expect([undefined, 'in', 'out', 'self']).toContain(t.direction)
            if (t.fungible_info?.name !== undefined) expectSanitised(t.fungible_info.name, 128)
            if (t.fungible_info?.symbol !== undefined) expectSanitised(t.fungible_info.symbol, 32)
            if (t.nft_info?.name !== undefined) expectSanitised(t.nft_info.name, 256)
            for (const url of [t.fungible_info?.icon?.url, t.nft_info?.content?.preview?.url])
              expect(url === undefined || url.length <= 2048).toBe(true)
          }
        }
      }),
    )
    // Down to the transfers, not only whole transactions.
    expectSomeKept(transfersKept)
  })
})
