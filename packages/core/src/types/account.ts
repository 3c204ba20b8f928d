import type { TokenBalance } from '@portico/api-client'
import type { AccountType, CaipAddress, ConnectionStatus } from './chain.js'
import type { NftHolding } from './nft.js'

/** SPEC §3 "Token balance": the data API's shape, defined once by its schema in api-client. */
export type { TokenBalance } from '@portico/api-client'

export interface AccountEntry {
  address: string
  type: AccountType
  /** The wallet's label for the account (polkadot extensions name theirs); untrusted text. */
  name?: string
}

/** SPEC §3 "Connected user (embedded wallet)". */
export interface ConnectedUser {
  email?: string | null
  address: string
  chainId: string | number
  accounts: AccountEntry[]
  userName?: string
  smartAccountDeployed: boolean
  preferredAccountType: AccountType
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
  type?: string
}

/** SPEC §3 "Account state per chain". */
export interface AccountState {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  tokenBalance: TokenBalance[]
  status: ConnectionStatus
  allAccounts: AccountEntry[]
  addressLabels: Record<string, string>
  smartAccountDeployed: boolean
  currentTab: number
  user: ConnectedUser | undefined
  socialProvider: string | undefined
  farcasterUrl: string | undefined
  preferredAccountType: AccountType | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
  /**
   * The NFTs the account holds, as `kit.fetchNfts` last read them (the Account view's NFTs tab
   * has them read while it is shown); absent until a first read, cleared by a disconnect.
   */
  nfts?: NftHoldingsState
}

/** The last NFT read of an account (`kit.fetchNfts`): loading, then its holdings or a failure. */
export interface NftHoldingsState {
  /** The account and network (`chain:address`) the read was for. */
  caipAddress: CaipAddress
  nfts: readonly NftHolding[]
  loading: boolean
  /** The read failed ("Failed to fetch NFTs" in the view). */
  failed: boolean
}
