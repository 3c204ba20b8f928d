import { describe, expect, it } from 'vitest'
import { formatPlanck } from './polkadot-balances.js'
import { decodePolkadotCursor, encodePolkadotCursor } from './polkadot-history.js'

describe('history cursor', () => {
  it('round-trips a position', () => {
    expect(decodePolkadotCursor(encodePolkadotCursor([1234, 2]))).toEqual([1234, 2])
  })

  it.each([
    'abc',
    Buffer.from('[1]').toString('base64url'),
    Buffer.from('[-1,0]').toString('base64url'),
    Buffer.from('["1",0]').toString('base64url'),
    Buffer.from('[1.5,0]').toString('base64url'),
  ])('refuses %s with a 400', (cursor) => {
    expect(() => decodePolkadotCursor(cursor)).toThrow(
      expect.objectContaining({ status: 400, field: 'cursor' }),
    )
  })
})

it.each([
  [0n, 12, '0'],
  [1n, 12, '0.000000000001'],
  [1_500_000_000_000n, 12, '1.5'],
  [10_000_000_000_000_000n, 12, '10000'],
  [12_345n, 0, '12345'],
  [25_000_000_000n, 10, '2.5'],
])('formatPlanck(%s, %s) = %s', (amount, decimals, expected) => {
  expect(formatPlanck(amount, decimals)).toBe(expected)
})
