import type { ChainNamespace } from './chain.js'

/** SPEC §3 connector types. */
export type ConnectorType =
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'EXTERNAL'
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'WALLET_CONNECT'

/** A way to connect a wallet, as offered by an adapter (SPEC §3 "Connector"). */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  info?: { rdns?: string }
  explorerId?: string
  /** Installed in this browser (injected or announced and present). */
  installed?: boolean
}

/** SPEC §3 "Recent wallet". */
export interface RecentWallet {
  id: string
  rdns?: string
  name: string
}

/** SPEC §3 "Wallet listing entry": the directory's shape, defined once by its schema in api-client. */
export type { WalletListingEntry } from '@portico/api-client'
