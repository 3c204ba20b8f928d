import { createTtlCache, type NowClock } from '../cache/ttl-cache.js'
import { HttpError } from '../errors.js'
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http/http-client.js'
import {
  BalanceResponseSchema,
  type FungiblePriceResponse,
  FungiblePriceResponseSchema,
  type HistoryResponse,
  HistoryResponseSchema,
  type Identity,
  IdentitySchema,
  type NftHolding,
  NftHoldingsResponseSchema,
  type SupportedChains,
  SupportedChainsSchema,
  type TokenBalance,
} from '../schemas/blockchain.js'
import {
  type NameProfile,
  NameProfileSchema,
  type NameSuggestions,
  NameSuggestionsSchema,
  ReverseNamesSchema,
} from '../schemas/profile.js'
import type { RegisterNameBody } from '../schemas/requests.js'
import { BALANCE_CACHE_MS, NAME_CACHE_MS } from '../spec-constants.js'

export interface BlockchainApiClientOptions extends HttpClientOptions {
  projectId?: string | undefined
  /** Time source of the caches (balances 30 s, names and identity 5 min). */
  clock?: NowClock | undefined
}

export interface GetBalancesParams {
  address: string
  /** CAIP-2 id of the chain. */
  chainId?: string | undefined
  currency?: string | undefined
  /** Skip (and refresh) the 30 s cache. */
  forceUpdate?: boolean | undefined
  signal?: AbortSignal
}

export interface GetHistoryParams {
  address: string
  chainId?: string | undefined
  cursor?: string | undefined
  onramp?: string | undefined
  signal?: AbortSignal
}

export interface GetNftsParams {
  address: string
  /** CAIP-2 id of the chain (all indexed chains when absent). */
  chainId?: string | undefined
  /** Skip (and refresh) the 30 s cache. */
  forceUpdate?: boolean | undefined
  signal?: AbortSignal
}

export interface BlockchainApiClient {
  readonly http: HttpClient
  /** Fetched once per client; a failure is not remembered, so the next call retries. */
  getSupportedChains(): Promise<SupportedChains>
  getIdentity(address: string, signal?: AbortSignal): Promise<Identity>
  getHistory(params: GetHistoryParams): Promise<HistoryResponse>
  getBalances(params: GetBalancesParams): Promise<TokenBalance[]>
  /**
   * The NFTs the address holds now (`GET /v1/account/{address}/nfts`): one received and later
   * sent away is not listed. Cached 30 s like the portfolio.
   */
  getNfts(params: GetNftsParams): Promise<NftHolding[]>
  getFungiblePrice(params: {
    currency: string
    addresses: string[]
  }): Promise<FungiblePriceResponse>
  /** The profile of a name, or `null` when it is not registered (404). */
  lookupName(name: string): Promise<NameProfile | null>
  reverseName(address: string): Promise<NameProfile[]>
  nameSuggestions(name: string): Promise<NameSuggestions['suggestions']>
  registerName(body: RegisterNameBody): Promise<NameProfile>
}

/**
 * Client of the blockchain data API (SPEC §7): chains, identity, history, balances, prices,
 * names. Balances are cached 30 s; names and identity 5 min (SPEC §9).
 *
 * @example
 * const api = createBlockchainApiClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * const balances = await api.getBalances({ address, chainId: 'eip155:1' })
 */
export function createBlockchainApiClient(
  options: BlockchainApiClientOptions,
): BlockchainApiClient {
  const http = createHttpClient(options)
  const balances = createTtlCache<TokenBalance[]>({
    ttlMs: BALANCE_CACHE_MS,
    clock: options.clock,
  })
  // Held NFTs are part of the portfolio: the same 30 s lifetime (SPEC §9).
  const nfts = createTtlCache<NftHolding[]>({ ttlMs: BALANCE_CACHE_MS, clock: options.clock })
  const identities = createTtlCache<Identity>({ ttlMs: NAME_CACHE_MS, clock: options.clock })
  const names = createTtlCache<NameProfile | null>({
    ttlMs: NAME_CACHE_MS,
    clock: options.clock,
  })
  const reverse = createTtlCache<NameProfile[]>({ ttlMs: NAME_CACHE_MS, clock: options.clock })
  const suggestions = createTtlCache<NameSuggestions['suggestions']>({
    ttlMs: NAME_CACHE_MS,
    clock: options.clock,
  })
  const projectId = options.projectId
  let supportedChains: Promise<SupportedChains> | undefined
  const path = (value: string) => encodeURIComponent(value)

  return {
    http,
    getSupportedChains() {
      supportedChains ??= http
        .get('/v1/supported-chains', { schema: SupportedChainsSchema, query: { projectId } })
        .catch((error: unknown) => {
          supportedChains = undefined
          throw error
        })
      return supportedChains
    },
    async getIdentity(address, signal) {
      const key = address.toLowerCase()
      const cached = identities.get(key)
      if (cached) return cached
      const identity = await http.get(`/v1/identity/${path(address)}`, {
        schema: IdentitySchema,
        query: { projectId },
        signal,
      })
      identities.set(key, identity)
      return identity
    },
    getHistory(params) {
      return http.get(`/v1/account/${path(params.address)}/history`, {
        schema: HistoryResponseSchema,
        query: { projectId, cursor: params.cursor, chainId: params.chainId, onramp: params.onramp },
        signal: params.signal,
      })
    },
    async getBalances(params) {
      const currency = params.currency ?? 'usd'
      const key = `${params.address.toLowerCase()}|${params.chainId ?? ''}|${currency}`
      if (!params.forceUpdate) {
        const cached = balances.get(key)
        if (cached) return cached
      }
      const response = await http.get(`/v1/account/${path(params.address)}/balance`, {
        schema: BalanceResponseSchema,
        query: {
          projectId,
          currency,
          chainId: params.chainId,
          forceUpdate: params.forceUpdate ? 'true' : undefined,
        },
        signal: params.signal,
      })
      balances.set(key, response.balances)
      return response.balances
    },
    async getNfts(params) {
      const key = `${params.address.toLowerCase()}|${params.chainId ?? ''}`
      if (!params.forceUpdate) {
        const cached = nfts.get(key)
        if (cached) return cached
      }
      const response = await http.get(`/v1/account/${path(params.address)}/nfts`, {
        schema: NftHoldingsResponseSchema,
        query: { projectId, chainId: params.chainId },
        signal: params.signal,
      })
      nfts.set(key, response.data)
      return response.data
    },
    getFungiblePrice(params) {
      return http.post('/v1/fungible/price', {
        schema: FungiblePriceResponseSchema,
        body: { currency: params.currency, addresses: params.addresses, projectId },
      })
    },
    async lookupName(name) {
      const key = name.toLowerCase()
      const cached = names.get(key)
      if (cached !== undefined) return cached
      try {
        const profile = await http.get(`/v1/profile/account/${path(name)}`, {
          schema: NameProfileSchema,
          query: { projectId },
        })
        names.set(key, profile)
        return profile
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) {
          names.set(key, null)
          return null
        }
        throw error
      }
    },
    async reverseName(address) {
      const key = address.toLowerCase()
      const cached = reverse.get(key)
      if (cached) return cached
      const profiles = await http.get(`/v1/profile/reverse/${path(address)}`, {
        schema: ReverseNamesSchema,
        query: { projectId },
      })
      reverse.set(key, profiles)
      return profiles
    },
    async nameSuggestions(name) {
      const key = name.toLowerCase()
      const cached = suggestions.get(key)
      if (cached) return cached
      const response = await http.get(`/v1/profile/suggestions/${path(name)}`, {
        schema: NameSuggestionsSchema,
        query: { projectId },
      })
      suggestions.set(key, response.suggestions)
      return response.suggestions
    },
    async registerName(body) {
      const profile = await http.post('/v1/profile/account', {
        schema: NameProfileSchema,
        body,
        query: { projectId },
      })
      // The new name changes lookups (under any spelling), reverse lookups, suggestions and
      // the identity of that address.
      names.clear()
      reverse.delete(body.address.toLowerCase())
      identities.delete(body.address.toLowerCase())
      suggestions.clear()
      return profile
    },
  }
}
