import type { Transaction } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { activityRows } from './activity-rows.js'
import { summarizeTransaction } from './transaction-summary.js'

function tx(
  id: string,
  patch: Partial<Transaction['metadata']>,
  transfers: Transaction['transfers'],
) {
  return {
    id,
    metadata: {
      minedAt: '2026-11-02T10:00:00Z',
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
      ...patch,
    },
    transfers,
  } satisfies Transaction
}

describe('activityRows', () => {
  it('puts a title row before each month, keeping the given order', () => {
    const a = tx('a', {}, [])
    const b = tx('b', {}, [])
    const c = tx('c', {}, [])
    const rows = activityRows([
      { year: 2026, months: [{ month: 10, transactions: [a, b] }] },
      {
        year: 2025,
        months: [
          { month: 0, transactions: [c] },
          { month: 3, transactions: [] },
        ],
      },
    ])
    expect(rows.map((row) => row.key)).toEqual([
      'title:2026-10',
      'tx:a',
      'tx:b',
      'title:2025-0',
      'tx:c',
    ])
  })
})

describe('summarizeTransaction', () => {
  it('names the operation, token, amount and status of the first transfer', () => {
    const summary = summarizeTransaction(
      tx('a', { operationType: 'receive', status: 'pending' }, [
        {
          direction: 'in',
          quantity: { numeric: '1.23456' },
          fungible_info: { symbol: 'USDC', icon: { url: 'https://img.test/usdc.png' } },
        },
      ]),
    )
    expect(summary).toMatchObject({
      operation: 'Received',
      direction: 'in',
      symbol: 'USDC',
      amount: '1.23456',
      status: 'pending',
      imageUrl: 'https://img.test/usdc.png',
    })
  })

  it('falls back to the direction for an unknown operation and marks failures', () => {
    const summary = summarizeTransaction(
      tx('a', { operationType: 'weird', status: 'failed' }, [
        { direction: 'out', quantity: { numeric: '1' }, nft_info: { name: 'Kitty' } },
      ]),
    )
    expect(summary.operation).toBe('Sent')
    expect(summary.symbol).toBe('Kitty')
    expect(summary.amount).toBeUndefined()
    expect(summary.status).toBe('failed')
  })
})
