import type { HistoryResponse, NftHolding, TokenBalance } from '@portico/api-client'
import type { Database } from '../db/database.js'
import type { PriceTable } from '../services/prices.js'
import type { Leases } from './indexer-lease.js'

/**
 * The chain families `config.families` may name. EVM is a family too (src/families/evm), made
 * from the top-level `chains` rather than a `families` section.
 */
export type FamilyKey = 'solana' | 'bitcoin' | 'polkadot'

/** What a family's data source gets from the server. */
export interface FamilyContext {
  db: Database
  /**
   * The locks a family's background work holds across replicas (an indexer's lease, a sync's
   * lock) are taken here: the server gives them all back at once when it shuts down.
   */
  leases: Leases
  prices: PriceTable
  log: (message: string) => void
  now: () => number
}

export interface FamilyBalanceParams {
  /** The account in the family's native format, as the client sent it (base58 is case-sensitive). */
  address: string
  /** CAIP-2 id of one chain of this source (the route resolved it). */
  caip2: string
  currency: string
  /** Icon URL for a token symbol (our `/public/getTokenImage/...`). */
  iconUrl: (symbol: string) => string
}

export interface FamilyHistoryParams {
  address: string
  /**
   * CAIP-2 id of one chain of this source; undefined (EVM without a chain id): one page over
   * every chain of the source, its cursor spanning them.
   */
  caip2: string | undefined
  /** The cursor this source returned as `next` (opaque to the route; `[A-Za-z0-9_-]{1,200}`). */
  cursor: string | undefined
  pageSize: number
  tokenImageUrl: (symbol: string) => string
  /** Image URL of an NFT (our `/public/getAssetImage/...`), for families that list NFTs. */
  assetImageUrl: (id: string) => string
}

export interface FamilyNftParams {
  address: string
  /** One chain of this source, or undefined for all of them. */
  caip2: string | undefined
  assetImageUrl: (id: string) => string
}

/**
 * One family's reader: the CAIP-2 chains it serves, its address check, balances and
 * history. Errors from its node are thrown; the route answers 502 and caches nothing.
 */
export interface FamilyDataSource {
  readonly namespace: 'eip155' | 'solana' | 'bip122' | 'polkadot'
  /** CAIP-2 ids served (listed by `/v1/supported-chains`). */
  readonly chains: readonly string[]
  /** Whether `address` is an account of this family (decided on the decoded value). */
  isAddress(address: string): boolean
  balances(params: FamilyBalanceParams): Promise<TokenBalance[]>
  history(params: FamilyHistoryParams): Promise<HistoryResponse>
  /** The NFTs an account holds now (families that index them: EVM). */
  nfts?(params: FamilyNftParams): Promise<NftHolding[]>
  /** Starts background work (an indexer); called when the server listens. */
  start?(): void
  /** Stops background work and closes connections. Idempotent. */
  close(): Promise<void>
}

/**
 * How a family joins the server: `ApiConfig.families[key]` (its own config section, parsed by its
 * own schema, since it comes from a file) becomes a data source.
 */
export interface FamilyFactory {
  readonly key: FamilyKey
  create(section: unknown, context: FamilyContext): Promise<FamilyDataSource>
}
