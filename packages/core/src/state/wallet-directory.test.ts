import { describe, expect, it } from 'vitest'
import type { WalletListingEntry } from '../types/connector.js'
import {
  allWalletPagesLoaded,
  initialWalletDirectoryState,
  shownWallets,
  uniqueWallets,
} from './wallet-directory.js'

const wallet = (id: string, name = id): WalletListingEntry => ({ id, name })

describe('wallet directory rules', () => {
  it('uniqueWallets keeps the first of each id', () => {
    expect(
      uniqueWallets([
        [wallet('a'), wallet('b')],
        [wallet('b', 'other'), wallet('c')],
      ]),
    ).toEqual([wallet('a'), wallet('b'), wallet('c')])
  })

  it('shownWallets: featured first, then pages; case-insensitive filter; remote results of the same query after', () => {
    const state = {
      ...initialWalletDirectoryState(),
      featured: [wallet('f', 'Rainbow')],
      wallets: [wallet('a', 'MetaMask'), wallet('f', 'Rainbow'), wallet('b', 'Rabby')],
    }
    expect(shownWallets(state).map((w) => w.id)).toEqual(['f', 'a', 'b'])
    const searching = { ...state, query: ' ra ' }
    expect(shownWallets(searching).map((w) => w.id)).toEqual(['f', 'b'])
    const answered = {
      ...searching,
      searchResults: { query: 'ra', wallets: [wallet('b', 'Rabby'), wallet('z', 'Zerion Ra')] },
    }
    expect(shownWallets(answered).map((w) => w.id)).toEqual(['f', 'b', 'z'])
    const stale = { ...answered, query: 'rab' }
    expect(shownWallets(stale).map((w) => w.id)).toEqual(['b'])
  })

  it('allWalletPagesLoaded once the pages cover the count', () => {
    const state = initialWalletDirectoryState()
    expect(allWalletPagesLoaded(state, 40)).toBe(false)
    expect(allWalletPagesLoaded({ ...state, page: 2, count: 80 }, 40)).toBe(true)
    expect(allWalletPagesLoaded({ ...state, page: 2, count: 81 }, 40)).toBe(false)
  })
})
