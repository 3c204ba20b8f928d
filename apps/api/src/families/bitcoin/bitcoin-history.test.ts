import { describe, expect, it } from 'vitest'
import { decodeBitcoinCursor, encodeBitcoinCursor } from './bitcoin-history.js'

describe('history cursor', () => {
  const txid = 'ab'.repeat(32)

  it('round-trips mempool and confirmed positions', () => {
    for (const confirmed of [true, false]) {
      const encoded = encodeBitcoinCursor({ confirmed, txid })
      expect(encoded).toMatch(/^[A-Za-z0-9_-]{1,200}$/)
      expect(decodeBitcoinCursor(encoded)).toEqual({ confirmed, txid })
    }
  })

  it.each(['', 'c_', `x_${txid}`, `c_${txid.toUpperCase()}`, `c_${txid}0`])(
    'refuses %j with a 400',
    (cursor) => {
      expect(() => decodeBitcoinCursor(cursor)).toThrowError(
        expect.objectContaining({ status: 400 }),
      )
    },
  )
})
