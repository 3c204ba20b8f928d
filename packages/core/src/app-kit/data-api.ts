import type { TokenBalance } from '../types/account.js'
import type { WalletListingEntry } from '../types/connector.js'
import type { Transaction } from '../types/transaction.js'

/**
 * The data calls core needs (SPEC §7). `@portico/api-client` implements it and is the default;
 * tests inject their own. Every method may throw; core turns failures into the spec's toasts.
 */
export interface DataApi {
  getWallets(params: {
    page: number
    entries: number
    search?: string
    chains?: string
    include?: string[]
    exclude?: string[]
    badge?: 'certified' | 'none'
  }): Promise<{ count: number; data: WalletListingEntry[] }>
  /** URL of a wallet / asset image by id (directory image endpoints). */
  walletImageUrl(imageId: string): string
  assetImageUrl(imageId: string): string
  getSupportedChains(): Promise<{ http: string[]; ws: string[] }>
  getBalances(params: {
    address: string
    chainId: string
    currency?: string
    forceUpdate?: boolean
  }): Promise<TokenBalance[]>
  getHistory(params: {
    address: string
    chainId?: string
    cursor?: string
  }): Promise<{ data: Transaction[]; next: string | null }>
  getIdentity(params: { address: string }): Promise<{ name: string | null; avatar: string | null }>
  lookupName(
    name: string,
  ): Promise<{ name: string; addresses: Record<string, { address: string }> } | null>
  reverseName(address: string): Promise<{ name: string }[]>
  nameSuggestions(name: string): Promise<{ name: string }[]>
  registerName(params: {
    coin_type: number
    address: string
    message: string
    signature: string
  }): Promise<boolean>
  sendEvent?(event: AnalyticsEvent): Promise<void>
  /**
   * Starts loading the implementation ahead of the first call, for an API whose code arrives on
   * demand (the default one over `apiUrl`); the UI calls it when it preloads the modal.
   */
  preload?(): Promise<unknown>
}

export interface AnalyticsEvent {
  type: 'track' | 'error'
  event: string
  properties?: Record<string, unknown>
  address?: string
}
