import type { NowClock } from './cache/ttl-cache.js'
import {
  type AnalyticsAlert,
  type AnalyticsEventInput,
  createAnalyticsClient,
} from './clients/analytics.js'
import { createBlockchainApiClient } from './clients/blockchain-api.js'
import { type ConvertApiClient, createConvertApiClient } from './clients/convert-api.js'
import { createOnRampApiClient, type OnRampApiClient } from './clients/onramp-api.js'
import {
  createWalletDirectoryClient,
  type WalletDirectoryWarning,
} from './clients/wallet-directory.js'
import type { NftHolding, TokenBalance, Transaction } from './schemas/blockchain.js'
import type { NameProfile } from './schemas/profile.js'
import type { WalletListingEntry } from './schemas/wallet-directory.js'

export interface DataApiOptions {
  /** Base URL of the blockchain data API (e.g. apps/api: `http://127.0.0.1:8787`). */
  apiUrl: string
  /** Base URL of the wallet directory (default `apiUrl`). */
  walletDirectoryUrl?: string | undefined
  /** Base URL of the analytics host (default `apiUrl`). */
  analyticsUrl?: string | undefined
  projectId: string
  clientId?: string | undefined
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  /** Analytics feature switch (default on); events go out only when the directory also says enabled. */
  analytics?: boolean | undefined
  /** Receives the "Invalid App Configuration" alert (once). */
  onAlert?: ((alert: AnalyticsAlert) => void) | undefined
  onWarning?: ((warning: WalletDirectoryWarning) => void) | undefined
  clock?: NowClock | undefined
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
  imageOrigins?: readonly string[] | undefined
}

/**
 * The data calls of SPEC §7 as the kit makes them, defined here once: core's `DataApi` is this
 * interface (with `sendEvent` optional and an optional `preload`), so the two never drift.
 */
export interface PorticoDataApi {
  getWallets(params: {
    page: number
    entries: number
    search?: string
    chains?: string
    include?: string[]
    exclude?: string[]
    badge?: 'certified' | 'none'
  }): Promise<{ count: number; data: WalletListingEntry[] }>
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
  /** NFTs the address holds now on `chainId` (one received and later sent away is not listed). */
  getNfts(params: {
    address: string
    chainId: string
    forceUpdate?: boolean
  }): Promise<NftHolding[]>
  /**
   * `POST /v1/fungible/price` for CAIP-10 token ids (the native coin as `0xeeee…eeee`); the
   * answer lists the known ones only. Optional: an injected API may have none (prices are then 0).
   */
  getFungiblePrice?(params: { currency: string; addresses: string[] }): Promise<{
    fungibles: { name: string; symbol: string; iconUrl: string; price: number }[]
  }>
  getIdentity(params: { address: string }): Promise<{ name: string | null; avatar: string | null }>
  lookupName(
    name: string,
  ): Promise<{ name: string; addresses: Record<string, { address: string }> } | null>
  reverseName(address: string): Promise<{ name: string }[]>
  /**
   * Names like `name` (`GET /v1/profile/suggestions/{name}`): the exact name first, with whether
   * it is taken (`registered`, when the service says), then free variants.
   */
  nameSuggestions(name: string): Promise<{ name: string; registered?: boolean }[]>
  /**
   * Registers the name the signed message names; resolves with the service's answer, the
   * profile as it keeps it (the name under its zone suffix, e.g. `alice.portico.id`, and the
   * address per coin type). Callers check it with `confirmedRegistration`.
   */
  registerName(params: {
    coin_type: number
    address: string
    message: string
    signature: string
  }): Promise<NameProfile>
  sendEvent(event: AnalyticsEventInput): Promise<void>
  /** SPEC §7 on-ramp calls (optional: an injected API may have none; core then falls back). */
  getOnRampOptions?: OnRampApiClient['getOnRampOptions']
  getOnRampQuote?: OnRampApiClient['getOnRampQuote']
  generateOnRampUrl?: OnRampApiClient['generateOnRampUrl']
  /** SPEC §7 swap calls (`/v1/convert/*`); optional: without them the kit offers no swaps. */
  convert?: ConvertApiClient
}

/** `eip155:1` stays; a bare `1` becomes `eip155:1`. */
function toCaip2(chainId: string | undefined): string | undefined {
  if (chainId === undefined) return undefined
  return /^\d+$/.test(chainId) ? `eip155:${chainId}` : chainId
}

/**
 * Creates the kit's data API over the wallet directory, blockchain data API and analytics
 * clients, ready for core's `createAppKit({ api: createDataApi({...}) })`.
 *
 * @example
 * const api = createDataApi({ apiUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * const { data } = await api.getWallets({ page: 1, entries: 40 })
 */
export function createDataApi(options: DataApiOptions): PorticoDataApi {
  const shared = { clientId: options.clientId, fetch: options.fetch, timeoutMs: options.timeoutMs }
  const directory = createWalletDirectoryClient({
    ...shared,
    baseUrl: options.walletDirectoryUrl ?? options.apiUrl,
    projectId: options.projectId,
    imageOrigins: options.imageOrigins,
    onWarning: options.onWarning,
  })
  const api = createBlockchainApiClient({
    ...shared,
    baseUrl: options.apiUrl,
    projectId: options.projectId,
    clock: options.clock,
  })
  const onramp = createOnRampApiClient(api.http, {
    baseUrl: options.apiUrl,
    projectId: options.projectId,
  })
  let remoteEnabled: boolean | undefined
  let remoteCheck: Promise<void> | undefined
  const analytics = createAnalyticsClient({
    ...shared,
    baseUrl: options.analyticsUrl ?? options.apiUrl,
    projectId: options.projectId,
    sdkType: options.sdkType ?? 'portico',
    sdkVersion: options.sdkVersion ?? '0.0.0',
    enabled: () => options.analytics !== false && remoteEnabled === true,
    onAlert: options.onAlert,
    clock: options.clock,
  })

  return {
    getWallets: (params) =>
      directory.getWallets({
        page: params.page,
        entries: params.entries,
        search: params.search,
        chains: params.chains,
        include: params.include,
        exclude: params.exclude,
        badge_type: params.badge,
      }),
    walletImageUrl: directory.walletImageUrl,
    assetImageUrl: directory.assetImageUrl,
    getSupportedChains: api.getSupportedChains,
    getBalances: (params) =>
      api.getBalances({
        address: params.address,
        chainId: toCaip2(params.chainId),
        currency: params.currency,
        forceUpdate: params.forceUpdate,
      }),
    getHistory: (params) =>
      api.getHistory({
        address: params.address,
        chainId: toCaip2(params.chainId),
        cursor: params.cursor,
      }),
    getNfts: (params) =>
      api.getNfts({
        address: params.address,
        chainId: toCaip2(params.chainId),
        forceUpdate: params.forceUpdate,
      }),
    getFungiblePrice: api.getFungiblePrice,
    getIdentity: (params) => api.getIdentity(params.address),
    lookupName: api.lookupName,
    reverseName: api.reverseName,
    nameSuggestions: api.nameSuggestions,
    registerName: api.registerName,
    getOnRampOptions: onramp.getOnRampOptions,
    getOnRampQuote: onramp.getOnRampQuote,
    generateOnRampUrl: onramp.generateOnRampUrl,
    convert: createConvertApiClient(api.http, { projectId: options.projectId }),
    async sendEvent(event) {
      if (options.analytics === false) return
      remoteCheck ??= directory
        .getAnalyticsConfig()
        .then((config) => {
          remoteEnabled = config.isAnalyticsEnabled
        })
        .catch(() => {
          remoteEnabled = false
        })
      await remoteCheck
      await analytics.sendEvent(event)
    },
  }
}
