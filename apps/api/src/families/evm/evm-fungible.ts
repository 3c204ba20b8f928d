import type { ChainHandle } from '../../chain/chain-clients.js'
import type { Database } from '../../db/database.js'
import type { PriceTable } from '../../services/prices.js'
import type { FungiblePrice } from '../family-source.js'

// The address wallets and aggregators use for a chain's native currency.
const NATIVE = /^0x[eE]{40}$/

/**
 * One fungible of an EVM chain for `/v1/fungible/price`: the native currency, or a token the
 * indexer stored metadata for (undefined for any other, or one stored without a symbol).
 */
export async function readEvmFungible(params: {
  db: Database
  chain: ChainHandle
  address: string
  prices: PriceTable
  iconUrl: (symbol: string) => string
}): Promise<FungiblePrice | undefined> {
  const { db, chain, address } = params
  const native = NATIVE.test(address)
  const rows = native
    ? []
    : await db.query<{ name: string | null; symbol: string | null }>(
        'SELECT name, symbol FROM tokens WHERE chain_id = $1 AND address = $2',
        [chain.chainId, address.toLowerCase()],
      )
  const meta = native ? chain.nativeCurrency : rows[0]
  if (!meta?.symbol) return undefined
  return {
    name: meta.name ?? meta.symbol,
    symbol: meta.symbol,
    iconUrl: params.iconUrl(meta.symbol),
    price: params.prices.price({
      chainId: chain.chainId,
      address: native ? undefined : address,
      symbol: meta.symbol,
    }),
  }
}
