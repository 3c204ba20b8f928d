import { describe, expect, it } from 'vitest'
import { createTransferCheck } from './checked-transfers.js'

const transfer = (symbol: string) => ({
  fungible_info: { name: 'Coin', symbol, icon: { url: 'https://img.test/coin' } },
  direction: 'in' as const,
  quantity: { numeric: '1.5' },
})

describe('createTransferCheck', () => {
  it('passes a transfer the shared schema accepts and refuses one it does not', () => {
    const check = createTransferCheck()
    expect(check('good', transfer('COIN'))).toBe(true)
    // The schema caps a symbol at 32 UTF-16 units.
    expect(check('long', transfer('C'.repeat(33)))).toBe(false)
  })

  it('checks each key once: the verdict is remembered, not recomputed', () => {
    const check = createTransferCheck()
    expect(check('k', transfer('COIN'))).toBe(true)
    // Same key, a transfer that would fail: the key is what the caller vouches for.
    expect(check('k', transfer('C'.repeat(33)))).toBe(true)
    expect(check('other', transfer('C'.repeat(33)))).toBe(false)
  })
})
