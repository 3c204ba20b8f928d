import type {
  FungiblePriceResponse,
  HistoryResponse,
  NftHolding,
  TokenBalance,
} from '@portico/api-client'
import type { Database } from '../db/database.js'
import type { PriceTable } from '../services/prices.js'
import type { Leases } from './indexer-lease.js'

/**
 * The chain families `config.families` may name. EVM is a family too (src/families/evm) and
 * answers through the same routes, but it is made from the top-level `chains` rather than a
 * `families` section.
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

/** Transactions per history page of every family, unless `config.historyPageSize` says otherwise. */
export const HISTORY_PAGE_SIZE = 20

export interface FamilyHistoryParams {
  address: string
  /**
   * CAIP-2 id of one chain of this source; undefined (asked without a chain id, for a source
   * whose `historyWithoutChain` is `every-chain`): one page over every chain of the source, its
   * cursor spanning them.
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

export interface FamilyFungibleParams {
  /** CAIP-2 id of one chain of this source. */
  caip2: string
  /** The token's address on that chain, as sent (the CAIP-10 id's last part). */
  address: string
  /** Icon URL for a token symbol (our `/public/getTokenImage/...`). */
  iconUrl: (symbol: string) => string
}

/** One entry of `/v1/fungible/price`. */
export type FungiblePrice = FungiblePriceResponse['fungibles'][number]

/**
 * One family's reader: the CAIP-2 chains it serves, its address check, balances and
 * history. Every family answers through the same routes; what differs between families is said
 * here, as data and optional readers. Errors from its node (or its own tables) are thrown; the
 * route answers 502 and caches nothing.
 */
export interface FamilyDataSource {
  readonly namespace: 'eip155' | 'solana' | 'bip122' | 'polkadot'
  /** CAIP-2 ids served (listed by `/v1/supported-chains`). */
  readonly chains: readonly string[]
  /**
   * Whether spellings of an address that differ only in letter case are one account (EVM hex:
   * checksummed or not). Cached answers are then keyed by the lower-case address, so both
   * spellings share them; base58, SS58 and bech32 are keyed as sent.
   */
  readonly addressesIgnoreCase: boolean
  /**
   * History asked without a chain id: `every-chain` is one page over all of this source's chains,
   * its cursor spanning them; `first-chain` is the first chain's page (clients name the chain,
   * as the kit does).
   */
  readonly historyWithoutChain: 'every-chain' | 'first-chain'
  /** Whether `address` is an account of this family (decided on the decoded value). */
  isAddress(address: string): boolean
  balances(params: FamilyBalanceParams): Promise<TokenBalance[]>
  history(params: FamilyHistoryParams): Promise<HistoryResponse>
  /** The NFTs an account holds now (families that index them: EVM). */
  nfts?(params: FamilyNftParams): Promise<NftHolding[]>
  /**
   * Name, symbol, icon and price of a fungible token of one chain, or undefined when it is not
   * known (families that keep token metadata: EVM).
   */
  fungible?(params: FamilyFungibleParams): Promise<FungiblePrice | undefined>
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
