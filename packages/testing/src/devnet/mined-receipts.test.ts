import type { Hash, TransactionReceipt } from 'viem'
import { describe, expect, it } from 'vitest'
import { minedReceipts } from './mined-receipts.js'

const hashA = `0x${'a'.repeat(64)}` as Hash
const hashB = `0x${'b'.repeat(64)}` as Hash
const receiptOf = (hash: Hash) =>
  ({ transactionHash: hash, status: 'success' }) as TransactionReceipt

describe('minedReceipts', () => {
  it('asks again for a receipt the node does not have yet and returns every receipt in order', async () => {
    const asked: Hash[] = []
    const client = {
      getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
        asked.push(hash)
        // The first hash is missing twice (sent, not yet stored), as anvil can answer under load.
        if (hash === hashA && asked.filter((h) => h === hashA).length < 3) {
          throw new Error('TransactionReceiptNotFoundError')
        }
        return receiptOf(hash)
      },
    }
    const receipts = await minedReceipts(client, [hashA, hashB], {
      timeoutMs: 5_000,
      intervalMs: 1,
    })
    expect(receipts.map((r) => r.transactionHash)).toEqual([hashA, hashB])
    expect(asked).toEqual([hashA, hashA, hashA, hashB])
  })

  it('fails naming the hash and how many were mined when a receipt never comes', async () => {
    const client = {
      getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
        if (hash === hashB) throw new Error('TransactionReceiptNotFoundError')
        return receiptOf(hash)
      },
    }
    await expect(
      minedReceipts(client, [hashA, hashB], { timeoutMs: 20, intervalMs: 1 }),
    ).rejects.toThrow(`Devnet transaction ${hashB} has no receipt after 20 ms (1 of 2 mined)`)
  })
})
