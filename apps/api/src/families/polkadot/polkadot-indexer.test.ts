import '@polkadot/api-augment'
import { ApiPromise, Keyring, WsProvider } from '@polkadot/api'
import { u8aToHex } from '@polkadot/util'
import { leasePolkadotChain, type PolkadotChain, sendInBlock } from '@portico/testing/polkadot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../../db/database.js'
import { freshMigratedPgliteDatabase } from '../../test/pristine-pglite.js'
import { createPolkadotClient, type PolkadotClient } from './polkadot-client.js'
import { polkadotCaip2 } from './polkadot-config.js'
import { createPolkadotIndexer } from './polkadot-indexer.js'
import { indexedUntil } from './polkadot-store.js'

let chain: PolkadotChain
let api: ApiPromise
let db: Database
let client: PolkadotClient

beforeAll(async () => {
  chain = await leasePolkadotChain()
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
  db = await freshMigratedPgliteDatabase()
  client = createPolkadotClient({
    wsUrl: chain.wsUrl,
    genesisHash: chain.genesisHash,
    timeoutMs: 10_000,
  })
}, 120_000)

afterAll(async () => {
  await client?.close()
  await api?.disconnect()
  await db?.close()
  await chain?.stop()
})

it('follows finalized heads: a new block is indexed without anyone asking for history', async () => {
  const caip2 = polkadotCaip2(chain.genesisHash)
  const indexed: number[] = []
  let reached: (block: number) => void = () => undefined
  const indexer = createPolkadotIndexer({
    client,
    db,
    chain: caip2,
    fromBlock: undefined, // start at the finalized head, as on a live chain
    now: () => 0,
    log: () => undefined,
    onIndexed: (block) => {
      indexed.push(block)
      reached(block)
    },
  })
  await indexer.sync()
  const start = await indexedUntil(db, caip2)
  // The first run reads the finalized head only (no replay from genesis).
  expect(indexed).toEqual([start])
  indexed.length = 0

  indexer.start()
  const ferdie = new Keyring({ type: 'sr25519' }).addFromUri('//Ferdie')
  const to = chain.accounts[0]!
  const { blockHash } = await sendInBlock(
    api.tx.balances.transferKeepAlive(to.address, 4_000_000_000n),
    ferdie,
  )
  const block = (await api.rpc.chain.getHeader(blockHash)).number.toNumber()
  if (!indexed.includes(block)) {
    await new Promise<void>((resolve) => {
      reached = (n) => {
        if (n >= block) resolve()
      }
    })
  }
  await indexer.stop()
  const rows = await db.query<{ from_id: string; to_id: string; amount: string }>(
    'SELECT from_id, to_id, amount FROM polkadot_transfers WHERE chain = $1 AND block_number = $2',
    [caip2, block],
  )
  expect(rows).toEqual([
    { from_id: u8aToHex(ferdie.publicKey), to_id: to.publicKey, amount: '4000000000' },
  ])
  // Only blocks after the starting head were read.
  expect(Math.min(...indexed)).toBe((start ?? 0) + 1)
})
