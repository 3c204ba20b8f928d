import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { decodeTransferLog, type RawLog, TRANSFER_TOPIC } from './families/evm/transfer-log.js'
import {
  type ApiProcess,
  type KillTestStore,
  killTestStore,
  startApiProcess,
} from './test/api-process.js'
import { devnetWallet } from './test/devnet-actions.js'
import { describeEachBackend, devnetConfig } from './test/harness.js'
import { useDevnet } from './test/suite-hooks.js'

// The API killed (SIGKILL) in the middle of an indexer batch (its transfers inserted,
// the cursor not yet moved: the `indexer.batch` crash point), then restarted on the same
// database: the batch left nothing, and the indexer resumes from its cursor to the head with
// exactly the chain's transfers, none missing and none twice.

const devnet = useDevnet(async (started) => {
  // Traffic beyond the fixtures: native sends and ERC-20 transfers, one block each.
  // Account 0 deployed the fixture tokens and holds them.
  const sender = devnetWallet(started, 0)
  const to = started.accounts[5]?.address ?? '0x'
  for (let i = 1n; i <= 4n; i++) {
    await sender.sendEth(to, i * 10n ** 15n)
    await sender.transferToken(started.contracts.usdc, to, i)
  }
})

/** `txHash:logIndex` of every transfer on chain 31337 up to `head` (natives have index -1). */
async function chainTransfers(rpcUrl: string, head: bigint): Promise<Map<string, bigint>> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const keys = new Map<string, bigint>()
  for (let n = 0n; n <= head; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of block.transactions) if (tx.value > 0n && tx.to) keys.set(`${tx.hash}:-1`, n)
  }
  const logs = (await client.request({
    method: 'eth_getLogs',
    params: [{ fromBlock: '0x0', toBlock: `0x${head.toString(16)}`, topics: [TRANSFER_TOPIC] }],
  })) as RawLog[]
  for (const log of logs)
    if (decodeTransferLog(log))
      keys.set(`${log.transactionHash}:${Number(log.logIndex)}`, BigInt(log.blockNumber))
  return keys
}

describeEachBackend(
  'the indexer killed mid-batch on $name, then restarted',
  ({ name }) => {
    let store: KillTestStore
    let api: ApiProcess | undefined
    beforeAll(async () => {
      store = await killTestStore(name)
    })
    afterAll(async () => {
      await api?.kill()
      await store?.dispose()
    })

    const start = (env: Record<string, string>) =>
      startApiProcess(
        devnetConfig(devnet(), {
          ...store.config,
          // Chain 31338 is served but not indexed, so every batch (and crash point) is 31337's.
          chains: devnetConfig(devnet()).chains.map((chain) =>
            chain.chainId === 31337 ? chain : { ...chain, startBlock: 1_000_000_000 },
          ),
          // Two blocks a batch: the kill lands between committed batches and after them.
          indexerBatchBlocks: 2,
          indexerPollMs: 20,
          retentionIntervalMs: false,
        }),
        env,
      )
    const stored = async () => {
      const db = await store.open()
      try {
        const cursor = await db.query<{ next_block: string | number }>(
          'SELECT next_block FROM indexer_cursor WHERE chain_id = 31337',
        )
        const rows = await db.query<{ tx_hash: string; log_index: number }>(
          'SELECT tx_hash, log_index FROM transfers WHERE chain_id = 31337',
        )
        return {
          next: BigInt(cursor[0]?.next_block ?? 0),
          keys: rows.map((row) => `${row.tx_hash}:${row.log_index}`).sort(),
        }
      } finally {
        await db.close()
      }
    }

    it('keeps no row of the killed batch, then indexes every transfer exactly once', async () => {
      const rpcUrl = devnet().chains[0].rpcUrl
      const head = await createPublicClient({ transport: http(rpcUrl) }).getBlockNumber()
      const expected = await chainTransfers(rpcUrl, head)
      const upTo = (next: bigint) =>
        [...expected].flatMap(([key, block]) => (block < next ? [key] : [])).sort()

      // The third batch that has transfers is killed after inserting them, before its cursor moves.
      api = await start({ PORTICO_TEST_PAUSE_AT: 'indexer.batch#3' })
      await api.line(/^PORTICO_TEST paused indexer\.batch$/)
      await api.kill()
      api = undefined
      const killed = await stored()
      expect(killed.next).toBeGreaterThan(0n)
      // Transfers exist in the killed batch's blocks, and none of them was kept.
      const inFlight = upTo(killed.next + 2n).length - upTo(killed.next).length
      expect(inFlight).toBeGreaterThan(0)
      expect(killed.keys).toEqual(upTo(killed.next))

      // Restarted: it resumes at the cursor and reports each committed batch.
      api = await start({ PORTICO_TEST_TRACE: '1' })
      await api.line(new RegExp(`^PORTICO_TEST reached indexer\\.committed 31337 ${head + 1n}$`))
      expect(await api.stop()).toBe(0)
      api = undefined
      const resumed = await stored()
      expect(resumed.next).toBe(head + 1n)
      expect(resumed.keys).toEqual(upTo(head + 1n))
      expect(resumed.keys).toHaveLength(expected.size)
    }, 120_000)
  },
  // PGlite and PostgreSQL side by side: each waits on its own server processes.
  { concurrent: true },
)
