import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionTransfer } from '../types/transaction.js'
import {
  appendTransactions,
  filterTransactions,
  groupTransactions,
  isSpamOnlyTransaction,
} from './transactions.js'

function tx(
  id: string,
  minedAt: string,
  chain = 'eip155:1',
  transfers?: TransactionTransfer[],
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: transfers ?? [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1' } }],
  }
}
const spamNft: TransactionTransfer = {
  nft_info: { name: 'Free mint', flags: { is_spam: true } },
  quantity: { numeric: '1' },
}
const goodNft: TransactionTransfer = {
  nft_info: { name: 'Art', flags: { is_spam: false } },
  quantity: { numeric: '1' },
}

describe('transaction filtering (SPEC §5)', () => {
  it('drops a transaction whose transfers are all spam-flagged NFTs', () => {
    expect(isSpamOnlyTransaction(tx('a', '2024-01-01', 'eip155:1', [spamNft, spamNft]))).toBe(true)
  })
  it('keeps a transaction with at least one transfer that is not a spam NFT', () => {
    expect(isSpamOnlyTransaction(tx('a', '2024-01-01', 'eip155:1', [spamNft, goodNft]))).toBe(false)
    expect(isSpamOnlyTransaction(tx('b', '2024-01-01'))).toBe(false)
    expect(isSpamOnlyTransaction(tx('c', '2024-01-01', 'eip155:1', []))).toBe(false)
  })
  it('only transactions on the connected chain are shown', () => {
    const list = [
      tx('mainnet', '2024-01-01', 'eip155:1'),
      tx('optimism', '2024-01-01', 'eip155:10'),
      tx('spam', '2024-01-01', 'eip155:1', [spamNft]),
    ]
    expect(filterTransactions(list, 'eip155:1').map((t) => t.id)).toEqual(['mainnet'])
  })
})

describe('transaction grouping (SPEC §3: by year then month, newest first)', () => {
  it('groups by year then month, newest first at every level', () => {
    const grouped = groupTransactions([
      tx('2023-12', '2023-12-31T10:00:00Z'),
      tx('2024-01-a', '2024-01-05T10:00:00Z'),
      tx('2024-03', '2024-03-01T00:00:00Z'),
      tx('2024-01-b', '2024-01-20T10:00:00Z'),
    ])
    expect(
      grouped.map((y) => ({
        year: y.year,
        months: y.months.map((m) => ({ month: m.month, ids: m.transactions.map((t) => t.id) })),
      })),
    ).toEqual([
      {
        year: 2024,
        months: [
          { month: 2, ids: ['2024-03'] },
          { month: 0, ids: ['2024-01-b', '2024-01-a'] },
        ],
      },
      { year: 2023, months: [{ month: 11, ids: ['2023-12'] }] },
    ])
  })
  it('appending a page skips ids already listed', () => {
    const a = tx('a', '2024-01-01')
    const b = tx('b', '2024-01-02')
    expect(appendTransactions([a], [a, b]).map((t) => t.id)).toEqual(['a', 'b'])
  })
})
