import { describe, expect, it } from 'vitest'
import { addRecentWallet } from './recent-wallets.js'

describe('recent wallets (SPEC §3/§9: at most 2)', () => {
  it('keeps at most 2, newest first', () => {
    let list = addRecentWallet([], { id: 'a', name: 'A' })
    list = addRecentWallet(list, { id: 'b', name: 'B' })
    list = addRecentWallet(list, { id: 'c', name: 'C' })
    expect(list.map((w) => w.id)).toEqual(['c', 'b'])
  })
  it('moves a wallet used again to the front without duplicating it', () => {
    const list = addRecentWallet(
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      { id: 'b', name: 'B' },
    )
    expect(list.map((w) => w.id)).toEqual(['b', 'a'])
  })
})
