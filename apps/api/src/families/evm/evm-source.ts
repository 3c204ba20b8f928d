import type { NftHolding } from '@portico/api-client'
import { type ChainHandle, chainIdFromCaip2 } from '../../chain/chain-clients.js'
import type { Database } from '../../db/database.js'
import { ApiError } from '../../http/api-error.js'
import type { PriceTable } from '../../services/prices.js'
import type {
  FamilyDataSource,
  FamilyFungibleParams,
  FamilyNftParams,
  FungiblePrice,
} from '../family-source.js'
import { readBalances } from './evm-balances.js'
import { readEvmFungible } from './evm-fungible.js'
import { readHistory } from './evm-history.js'
import type { Indexer } from './evm-indexer.js'
import { readNftHoldings } from './evm-nft-holdings.js'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The EVM family: the server's `chains`, read from their nodes and its own indexer's tables. */
export interface EvmDataSource extends FamilyDataSource {
  readonly namespace: 'eip155'
  /** The indexer that fills `transfers`, `tokens` and `history_entries` (started on listen). */
  readonly indexer: Indexer
  nfts(params: FamilyNftParams): Promise<NftHolding[]>
  fungible(params: FamilyFungibleParams): Promise<FungiblePrice | undefined>
  start(): void
}

/**
 * `eip155`: native and ERC-20 balances of one chain from its node (tokens the indexer has seen
 * sent to the address, plus the configured ones), history pages over one chain or all of them,
 * held NFTs from the indexed transfers and fungible prices from the indexed token metadata.
 * Hex addresses ignore letter case (checksummed or not). Unlike the other families it is made
 * from the top-level `chains` (always on) and its indexer is the server's, with the EVM lease.
 */
export function createEvmSource(options: {
  db: Database
  chains: Map<number, ChainHandle>
  indexer: Indexer
  prices: PriceTable
  /** NFT and token contracts flagged `isSpam` (lower case). */
  spam: ReadonlySet<string>
  /** Most ERC-20 contracts read per chain for one balance request. */
  tokenLimit?: number | undefined
  /** Most transfers listed per transaction of a history page. */
  transfersPerTx?: number | undefined
}): EvmDataSource {
  const { db, chains, indexer } = options
  const chainOf = (caip2: string) => {
    const chain = chains.get(chainIdFromCaip2(caip2) ?? Number.NaN)
    if (!chain) throw new ApiError(400, 'Unsupported chain', 'chainId')
    return chain
  }
  const chainIdOf = (caip2: string | undefined) =>
    caip2 === undefined ? undefined : chainOf(caip2).chainId
  const checked = (address: string) => {
    if (!EVM_ADDRESS.test(address)) throw new ApiError(400, 'Invalid address', 'address')
    return address as `0x${string}`
  }
  return {
    namespace: 'eip155',
    chains: [...chains.values()].map((chain) => chain.caip2),
    addressesIgnoreCase: true,
    historyWithoutChain: 'every-chain',
    indexer,
    isAddress: (address) => EVM_ADDRESS.test(address),
    async balances({ address, caip2, iconUrl }) {
      return readBalances({
        db,
        chain: chainOf(caip2),
        address: checked(address),
        prices: options.prices,
        ...(options.tokenLimit ? { tokenLimit: options.tokenLimit } : {}),
        iconUrl,
      })
    },
    history: ({ address, caip2, cursor, pageSize, tokenImageUrl, assetImageUrl }) =>
      readHistory({
        db,
        chains,
        address,
        chainId: chainIdOf(caip2),
        cursor,
        pageSize,
        transfersPerTx: options.transfersPerTx,
        prices: options.prices,
        spam: options.spam,
        assetImageUrl,
        tokenImageUrl,
      }),
    nfts: ({ address, caip2, assetImageUrl }) =>
      readNftHoldings({
        db,
        address,
        chainId: chainIdOf(caip2),
        spam: options.spam,
        assetImageUrl,
      }),
    fungible: ({ caip2, address, iconUrl }) =>
      readEvmFungible({ db, chain: chainOf(caip2), address, prices: options.prices, iconUrl }),
    start: () => indexer.start(),
    close: () => indexer.stop(),
  }
}
