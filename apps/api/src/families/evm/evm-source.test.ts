import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createChainHandles } from '../../chain/chain-clients.js'
import type { Database } from '../../db/database.js'
import { createPriceTable } from '../../services/prices.js'
import { devnetWallet } from '../../test/devnet-actions.js'
import { devnetConfig } from '../../test/harness.js'
import { freshMigratedPgliteDatabase } from '../../test/pristine-pglite.js'
import { useDevnet } from '../../test/suite-hooks.js'
import { createLeases } from '../indexer-lease.js'
import { createIndexer, INDEXER_LOCK } from './evm-indexer.js'
import { createEvmSource, type EvmDataSource } from './evm-source.js'

const devnet = useDevnet()
let db: Database
let evm: EvmDataSource

beforeAll(async () => {
  db = await freshMigratedPgliteDatabase()
  const chains = createChainHandles(devnetConfig(devnet()).chains)
  const leases = createLeases(db, { log: () => undefined, retryMs: 1000 })
  evm = createEvmSource({
    db,
    chains,
    indexer: createIndexer({
      db,
      chains,
      pollMs: 1000,
      batchBlocks: 50,
      log: () => undefined,
      leadership: leases.leadership(INDEXER_LOCK, 'indexer'),
    }),
    prices: createPriceTable({ ETH: 3000 }),
    spam: new Set(),
  })
})
afterAll(async () => {
  await evm?.close()
  await db?.close()
})

const icon = (symbol: string) => `https://api.test/public/getTokenImage/${symbol}`
const image = (id: string) => `https://api.test/public/getAssetImage/${id}`

it('serves every configured chain and recognises EVM addresses only', () => {
  expect(evm.namespace).toBe('eip155')
  expect(evm.chains).toEqual(devnet().chains.map((chain) => `eip155:${chain.chainId}`))
  expect(evm.isAddress(devnet().accounts[0]?.address ?? '')).toBe(true)
  expect(evm.isAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(false)
})

it('reads balances of one chain through the family interface; an unknown chain is a 400', async () => {
  const address = devnet().accounts[0]?.address ?? ''
  const caip2 = `eip155:${devnet().chains[0]?.chainId}`
  const balances = await evm.balances({ address, caip2, currency: 'usd', iconUrl: icon })
  const native = balances.find((balance) => balance.symbol === 'ETH')
  expect(native?.chainId).toBe(caip2)
  expect(Number(native?.quantity.numeric)).toBeGreaterThan(0)
  await expect(
    evm.balances({ address, caip2: 'eip155:999', currency: 'usd', iconUrl: icon }),
  ).rejects.toThrow('Unsupported chain')
})

it('pages the indexed history over every chain when no chain is named, one chain when one is', async () => {
  const recipient = devnet().accounts[6]?.address ?? ''
  // One transfer on each chain.
  for (const chainIndex of [0, 1] as const)
    await devnetWallet(devnet(), 5, chainIndex).sendEth(
      recipient as `0x${string}`,
      parseEther('0.01'),
    )
  await evm.indexer.syncToHead()
  const params = { address: recipient, cursor: undefined, pageSize: 20, tokenImageUrl: icon }
  const all = await evm.history({ ...params, caip2: undefined, assetImageUrl: image })
  const chainsListed = new Set(all.data.map((entry) => entry.metadata.chain))
  expect(chainsListed).toEqual(new Set(evm.chains))
  const first = `eip155:${devnet().chains[0]?.chainId}`
  const one = await evm.history({ ...params, caip2: first, assetImageUrl: image })
  expect(one.data.map((entry) => entry.id)).toEqual(
    all.data.filter((entry) => entry.metadata.chain === first).map((entry) => entry.id),
  )
  expect(await evm.nfts({ address: recipient, caip2: undefined, assetImageUrl: image })).toEqual([])
})
