import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson } from '../../../../scripts/fuzz/arbitraries.js'
import {
  checkAsyncProperty,
  DEFAULT_PROPERTY_RUNS,
  propertyParameters,
} from '../../../../scripts/fuzz/property-runs.js'
import { ApiResponseError } from '../errors.js'
import {
  answeringServer,
  expectSanitised,
  mostly,
  nameish,
  urlish,
} from './answer-properties.test-helper.js'
import { createBlockchainApiClient } from './blockchain-api.js'

const server = answeringServer()

describe('balance responses (properties, over real HTTP)', () => {
  it('a balance answer is refused with ApiResponseError or gives balances with sanitised names and symbols and finite amounts', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p' })
    const amount = fc.double({ min: 0, noNaN: true, noDefaultInfinity: true })
    const balance = fc.record(
      {
        name: nameish,
        symbol: nameish,
        chainId: mostly(fc.constantFrom('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')),
        address: fc.option(fc.string(), { nil: undefined }),
        value: mostly(amount),
        price: mostly(fc.oneof(fc.nat(), amount)),
        quantity: fc.record({
          decimals: mostly(fc.constantFrom('18', '6', '0')),
          numeric: mostly(fc.constantFrom('1.5', '0', '100')),
        }),
        iconUrl: urlish,
      },
      { requiredKeys: ['name', 'symbol', 'chainId', 'value', 'price', 'quantity', 'iconUrl'] },
    )
    const balanceBody = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .array(mostly(balance), { maxLength: 3 })
          .map((balances) => JSON.stringify({ balances })),
      },
      { weight: 1, arbitrary: hostileJson().map((value) => JSON.stringify(value) ?? '') },
    )
    let balancesKept = 0
    await checkAsyncProperty(
      'balance response',
      fc.asyncProperty(balanceBody, async (text) => {
        server.answer(text)
        let balances: Awaited<ReturnType<typeof api.getBalances>>
        try {
          balances = await api.getBalances({ address: '0xab', forceUpdate: true })
        } catch (error) {
          expect(error).toBeInstanceOf(ApiResponseError)
          return
        }
        balancesKept += balances.length
        for (const b of balances) {
          expectSanitised(b.name, 128)
          expectSanitised(b.symbol, 32)
          expect(Number.isFinite(b.value) && b.value >= 0).toBe(true)
          expect(Number.isFinite(b.price) && b.price >= 0).toBe(true)
        }
      }),
    )
    // At the default count or more, the generator reaches the accepting path too, not only
    // refusals (a one-run fuzz setting may not).
    if (propertyParameters().numRuns >= DEFAULT_PROPERTY_RUNS)
      expect(balancesKept).toBeGreaterThan(0)
  })
})
