import type { Hash, PublicClient, TransactionReceipt } from 'viem'

/**
 * The receipts of transactions sent to an automining anvil, read one after another.
 *
 * viem's `waitForTransactionReceipt` starts a block watcher per hash: for a batch of fixture
 * transactions on a loaded machine that is dozens of pollers hitting the node together, and a
 * receipt first missed (anvil answers the hash before the block is stored) is looked up again only
 * on the next block, which never comes once the batch is mined. Here each receipt is asked for
 * until it is there, one request at a time, within one deadline for the whole batch.
 */
export async function minedReceipts(
  client: Pick<PublicClient, 'getTransactionReceipt'>,
  hashes: readonly Hash[],
  options: { timeoutMs: number; intervalMs?: number },
): Promise<TransactionReceipt[]> {
  const deadline = Date.now() + options.timeoutMs
  const receipts: TransactionReceipt[] = []
  for (const hash of hashes) {
    for (;;) {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => null)
      if (receipt) {
        receipts.push(receipt)
        break
      }
      if (Date.now() >= deadline) {
        throw new Error(
          `Devnet transaction ${hash} has no receipt after ${options.timeoutMs} ms (${receipts.length} of ${hashes.length} mined)`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 25))
    }
  }
  return receipts
}
