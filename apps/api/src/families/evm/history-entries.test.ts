import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../../db/database.js'
import { migrate } from '../../db/migrations.js'
import { createApiServer } from '../../server.js'
import { createPriceTable } from '../../services/prices.js'
import { devnetWallet } from '../../test/devnet-actions.js'
import { describeEachBackend, devnetConfig, openTestDatabase } from '../../test/harness.js'
import { useDevnet } from '../../test/suite-hooks.js'
import { readHistory } from './evm-history.js'
import { writeHistoryEntries } from './history-entries.js'

const devnet = useDevnet()

const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const TOKEN = `0x${'c'.repeat(40)}`

/** Inserts a transfer row as the indexer does (only the columns the page reads vary). */
async function insertTransfer(
  db: Database,
  row: { chain: number; hash: string; log: number; time: number; block: number; index: number },
  from: string,
  to: string,
  token?: string,
) {
  await db.query(
    `INSERT INTO transfers (chain_id, tx_hash, log_index, block_number, block_time, tx_index, tx_from, tx_to,
       tx_nonce, status, kind, token, from_address, to_address, amount, token_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, 0, 'confirmed', $8, $9, $10, $11, '1000000', NULL)`,
    [
      row.chain,
      row.hash,
      row.log,
      row.block,
      row.time,
      row.index,
      from,
      token ? 'erc20' : 'native',
      token ?? null,
      from,
      to,
    ],
  )
}

const read = (db: Database, extra: Partial<Parameters<typeof readHistory>[0]> = {}) =>
  readHistory({
    db,
    chains: new Map(),
    address: A,
    prices: createPriceTable({}),
    spam: new Set(),
    assetImageUrl: (id) => `https://img.test/${id}`,
    tokenImageUrl: (symbol) => `https://img.test/${symbol}`,
    ...extra,
  })

describeEachBackend('history_entries on $name', ({ name }) => {
  let db: Database
  let dispose: () => Promise<void>
  beforeAll(async () => {
    const opened = await openTestDatabase(name, { migrated: true })
    db = opened.db
    dispose = opened.dispose
  })
  afterAll(() => dispose())

  it('pages newest first by (time, chain, block, index) with a keyset cursor, with and without a chain', async () => {
    // Ties on time across chains and on block across indexes; the hash names the expected rank.
    const txs = [
      { chain: 1, hash: '0x06', time: 100, block: 10, index: 0 },
      { chain: 1, hash: '0x05', time: 100, block: 10, index: 1 },
      { chain: 2, hash: '0x04', time: 100, block: 7, index: 0 },
      { chain: 1, hash: '0x03', time: 200, block: 11, index: 0 },
      { chain: 2, hash: '0x02', time: 200, block: 8, index: 0 },
      { chain: 2, hash: '0x01', time: 300, block: 9, index: 3 },
    ]
    for (const tx of txs) await insertTransfer(db, { ...tx, log: 0 }, A, B)
    // One transaction with three transfers touching A (one to itself) and one that does not.
    await db.query(
      `INSERT INTO tokens (chain_id, address, standard, name, symbol, decimals, usable) VALUES (2, $1, 'erc20', 'Coin', 'COIN', 6, true)`,
      [TOKEN],
    )
    for (const [log, from, to] of [
      [1, A, B],
      [2, B, A],
      [3, A, A],
      [4, B, B],
    ] as const)
      await insertTransfer(db, { ...(txs[4] as (typeof txs)[number]), log }, from, to, TOKEN)
    await writeHistoryEntries(db, 1, ['0x06', '0x05', '0x03'])
    await writeHistoryEntries(db, 2, ['0x04', '0x02', '0x01'])

    const ids: string[] = []
    let cursor: string | undefined
    do {
      const page = await read(db, { pageSize: 2, cursor })
      ids.push(...page.data.map((tx) => tx.metadata.hash ?? ''))
      cursor = page.next ?? undefined
    } while (cursor)
    expect(ids).toEqual(['0x01', '0x02', '0x03', '0x04', '0x05', '0x06'])

    const onChain2: string[] = []
    cursor = undefined
    do {
      const page = await read(db, { pageSize: 1, cursor, chainId: 2 })
      onChain2.push(...page.data.map((tx) => tx.metadata.hash ?? ''))
      cursor = page.next ?? undefined
    } while (cursor)
    expect(onChain2).toEqual(['0x01', '0x02', '0x04'])

    // B's own entries exist too (it is on the other side of every transfer).
    const forB = await read(db, { address: B, pageSize: 10 })
    expect(forB.data).toHaveLength(6)

    // 0x02: the native transfer and the three token transfers touching A (the self one once),
    // in log order, with the token's metadata; the per-transaction limit cuts the list.
    const [, second] = (await read(db, { pageSize: 2 })).data
    expect(second?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'ETH'],
      ['out', 'COIN'],
      ['in', 'COIN'],
      ['self', 'COIN'],
    ])
    const [, cut] = (await read(db, { pageSize: 2, transfersPerTx: 2 })).data
    expect(cut?.transfers).toHaveLength(2)
  })

  it('drops a transfer whose token text fails the shared schema, not its transaction', async () => {
    // The indexer cleans and caps token texts; a row written around it (a 40-character symbol).
    const bad = `0x${'d'.repeat(40)}`
    await db.query(
      `INSERT INTO tokens (chain_id, address, standard, name, symbol, decimals, usable) VALUES (3, $1, 'erc20', 'Bad', $2, 6, true)`,
      [bad, 'X'.repeat(40)],
    )
    const tx = { chain: 3, hash: '0x07', time: 400, block: 1, index: 0 }
    await insertTransfer(db, { ...tx, log: 0 }, B, A)
    await insertTransfer(db, { ...tx, log: 1 }, B, A, bad)
    await writeHistoryEntries(db, 3, ['0x07'])
    const [newest] = (await read(db, { pageSize: 1 })).data
    expect(newest?.metadata.hash).toBe('0x07')
    expect(newest?.transfers.map((t) => t.fungible_info?.symbol)).toEqual(['ETH'])
  })

  it('the indexer writes the entries with the transfers, and the migration back-fills them', async () => {
    const server = await createApiServer(devnetConfig(devnet()), { db, log: () => undefined })
    const recipient = devnet().accounts[name === 'pglite' ? 6 : 7]?.address.toLowerCase()
    if (!recipient) throw new Error('no recipient')
    const sender = devnetWallet(devnet(), 5)
    for (let i = 0; i < 3; i++) await sender.sendEth(recipient as `0x${string}`, parseEther('0.01'))
    await server.indexer.syncToHead()
    const entries = () =>
      db.query<{ address: string; chain_id: string; tx_hash: string; entry: string }>(
        `SELECT address, chain_id::text, tx_hash, entry FROM history_entries
         WHERE address = $1 ORDER BY block_time, block_number, tx_index`,
        [recipient],
      )
    const written = await entries()
    const transfers = await db.query<{ tx_hash: string }>(
      'SELECT tx_hash FROM transfers WHERE to_address = $1 ORDER BY block_time, block_number, tx_index',
      [recipient],
    )
    expect(transfers).toHaveLength(3)
    expect(written.map((row) => row.tx_hash)).toEqual(transfers.map((row) => row.tx_hash))

    // Migration 7 rebuilds the same rows from the transfers alone.
    await db.query('DROP TABLE history_entries')
    await db.query('DELETE FROM schema_migrations WHERE id = 7')
    expect(await migrate(db)).toEqual([7])
    const rebuilt = await entries()
    expect(rebuilt.map((row) => JSON.parse(row.entry))).toEqual(
      written.map((row) => JSON.parse(row.entry)),
    )
    await server.close()
  }, 30_000)
})
