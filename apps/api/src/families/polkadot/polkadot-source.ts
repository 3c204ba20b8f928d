import * as v from 'valibot'
import { ApiError } from '../../http/api-error.js'
import type { FamilyDataSource, FamilyFactory } from '../family-source.js'
import {
  type PolkadotNative,
  polkadotBalanceEntry,
  polkadotPrice,
  readPolkadotAccount,
} from './polkadot-balances.js'
import { createPolkadotClient } from './polkadot-client.js'
import { PolkadotFamilyConfigSchema, polkadotAccountId, polkadotCaip2 } from './polkadot-config.js'
import { readPolkadotHistory } from './polkadot-history.js'
import { createPolkadotIndexer, polkadotLeaseKey } from './polkadot-indexer.js'

function checkedAccount(address: string): Uint8Array {
  const id = polkadotAccountId(address)
  if (!id) throw new ApiError(400, 'Invalid address', 'address')
  return id
}

/**
 * `families.polkadot`: the native balance (System.Account, total of free and reserved, with the
 * chain's decimals and a configured price) and history (`balances.Transfer` events indexed into
 * the server's database, following finalized heads and synced when asked) of one Substrate chain,
 * read with @polkadot/api.
 */
export const polkadotFamily: FamilyFactory = {
  key: 'polkadot',
  async create(section, context) {
    const parsed = v.safeParse(PolkadotFamilyConfigSchema, section)
    if (!parsed.success) {
      throw new Error(`api config: families.polkadot: ${parsed.issues[0]?.message ?? 'invalid'}`)
    }
    const config = parsed.output
    const chain = polkadotCaip2(config.genesisHash)
    const client = createPolkadotClient({
      wsUrl: config.wsUrl,
      genesisHash: config.genesisHash,
      timeoutMs: config.timeoutMs ?? 10_000,
    })
    const indexer = createPolkadotIndexer({
      client,
      db: context.db,
      chain,
      fromBlock: config.fromBlock,
      now: context.now,
      log: context.log,
      leadership: context.leases.leadership(polkadotLeaseKey(chain), 'polkadot indexer'),
      leaderRetryMs: context.leases.retryMs,
    })
    // The chain's own token unless the config names it (decimals and symbol from system_properties).
    const nativeOf = async (): Promise<PolkadotNative & { ss58Prefix: number }> => {
      const api = await client.api()
      const symbol = config.native?.symbol ?? api.registry.chainTokens[0] ?? 'UNIT'
      return {
        name: config.native?.name ?? symbol,
        symbol,
        decimals: config.native?.decimals ?? api.registry.chainDecimals[0] ?? 12,
        ss58Prefix: api.registry.chainSS58 ?? 42,
      }
    }
    const priceOf = (symbol: string) => polkadotPrice(context.prices, config.prices ?? {}, symbol)
    const source: FamilyDataSource = {
      namespace: 'polkadot',
      chains: [chain],
      addressesIgnoreCase: false,
      historyWithoutChain: 'first-chain',
      isAddress: (address) => polkadotAccountId(address) !== undefined,
      async balances({ address, iconUrl }) {
        const id = checkedAccount(address)
        const native = await nativeOf()
        const balance = await client.read((api) => readPolkadotAccount(api, id))
        return polkadotBalanceEntry({
          balance,
          caip2: chain,
          native,
          price: priceOf(native.symbol),
          iconUrl,
        })
      },
      async history({ address, cursor, pageSize, tokenImageUrl }) {
        const id = checkedAccount(address)
        const native = await nativeOf()
        await indexer.sync()
        return readPolkadotHistory({
          db: context.db,
          chain,
          accountId: id,
          ss58Prefix: native.ss58Prefix,
          cursor,
          pageSize,
          native,
          price: priceOf(native.symbol),
          tokenImageUrl,
        })
      },
      start: () => indexer.start(),
      async close() {
        await indexer.stop()
        await client.close()
      },
    }
    return source
  },
}
