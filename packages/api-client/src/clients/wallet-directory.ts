import * as v from 'valibot'
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http/http-client.js'
import { sanitizeImageUrl, sanitizeLink } from '../schemas/image-url.js'
import {
  AnalyticsConfigSchema,
  GetWalletsEnvelopeSchema,
  type GetWalletsResult,
  type WalletListingEntry,
  WalletListingEntrySchema,
} from '../schemas/wallet-directory.js'
import {
  FEATURED_WALLETS_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from '../spec-constants.js'

export interface GetWalletsParams {
  page?: number
  entries?: number
  search?: string | undefined
  /** CAIP-2 ids, comma-joined on the wire. */
  chains?: string | readonly string[] | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  badge_type?: 'certified' | 'none' | undefined
  signal?: AbortSignal
}

export interface WalletDirectoryWarning {
  code: 'invalid-entry' | 'duplicate-id' | 'image-url-rejected' | 'link-rejected'
  message: string
  id?: string
}

export interface WalletDirectoryClientOptions extends HttpClientOptions {
  projectId?: string | undefined
  /** Extra origins image URLs may load from (the directory's own origin is always allowed). */
  imageOrigins?: readonly string[] | undefined
  /** Longest accepted `data:image/...` URI (default 65 536 characters). */
  maxDataUriLength?: number | undefined
  /** Called for every entry dropped or field cleaned (the adversarial cases ask to log them). */
  onWarning?: ((warning: WalletDirectoryWarning) => void) | undefined
}

export interface WalletDirectoryClient {
  readonly http: HttpClient
  getWallets(params?: GetWalletsParams): Promise<GetWalletsResult>
  /** The featured wallets: `include` = ids, 4 entries. */
  getFeaturedWallets(ids: readonly string[], signal?: AbortSignal): Promise<GetWalletsResult>
  /** Recommended wallets for the chains, excluding ids already shown: 4 entries. */
  getRecommendedWallets(params?: {
    chains?: string | readonly string[]
    exclude?: readonly string[]
  }): Promise<GetWalletsResult>
  /** A search: 100 entries of page 1. */
  searchWallets(
    search: string,
    params?: Omit<GetWalletsParams, 'search' | 'page' | 'entries'>,
  ): Promise<GetWalletsResult>
  getAnalyticsConfig(signal?: AbortSignal): Promise<{ isAnalyticsEnabled: boolean }>
  walletImageUrl(imageId: string): string
  assetImageUrl(imageId: string): string
  currencyImageUrl(imageId: string): string
  tokenImageUrl(imageId: string): string
}

/**
 * Client of the wallet directory (SPEC §7). Each listing entry is validated on its own: invalid
 * entries are dropped, duplicate ids keep the first, unsafe image URLs and links are removed.
 *
 * @example
 * const directory = createWalletDirectoryClient({ baseUrl: 'http://127.0.0.1:8787' })
 * const { count, data } = await directory.getWallets({ page: 1, entries: WALLET_LIST_PAGE_SIZE })
 */
export function createWalletDirectoryClient(
  options: WalletDirectoryClientOptions,
): WalletDirectoryClient {
  const http = createHttpClient(options)
  const ownOrigin = new URL(http.baseUrl).origin
  const policy = {
    allowedOrigins: [ownOrigin, ...(options.imageOrigins ?? [])],
    maxDataUriLength: options.maxDataUriLength,
  }
  const warn = (warning: WalletDirectoryWarning) => options.onWarning?.(warning)
  const imageUrl = (path: string, id: string) => http.url(`${path}/${encodeURIComponent(id)}`)

  function cleanEntry(raw: unknown, index: number): WalletListingEntry | undefined {
    const parsed = v.safeParse(WalletListingEntrySchema, raw)
    if (!parsed.success) {
      warn({ code: 'invalid-entry', message: `entry ${index}: ${v.summarize(parsed.issues)}` })
      return undefined
    }
    const entry = { ...parsed.output }
    if (entry.image_url !== undefined) {
      const safe = sanitizeImageUrl(entry.image_url, policy)
      if (safe === undefined) {
        warn({
          code: 'image-url-rejected',
          message: `entry ${entry.id}: image_url rejected`,
          id: entry.id,
        })
        delete entry.image_url
      } else entry.image_url = safe
    }
    for (const key of ['mobile_link', 'desktop_link', 'webapp_link', 'homepage'] as const) {
      const link = entry[key]
      if (link === undefined || link === null) continue
      const safe = sanitizeLink(link)
      if (safe === null)
        warn({ code: 'link-rejected', message: `entry ${entry.id}: ${key} rejected`, id: entry.id })
      entry[key] = safe
    }
    return entry
  }

  async function getWallets(params: GetWalletsParams = {}): Promise<GetWalletsResult> {
    const envelope = await http.get('/getWallets', {
      schema: GetWalletsEnvelopeSchema,
      signal: params.signal,
      query: {
        page: params.page ?? 1,
        entries: params.entries ?? WALLET_LIST_PAGE_SIZE,
        search: params.search || undefined,
        chains: typeof params.chains === 'string' ? params.chains : params.chains?.join(','),
        include: params.include?.length ? params.include : undefined,
        exclude: params.exclude?.length ? params.exclude : undefined,
        badge_type: params.badge_type,
        projectId: options.projectId,
      },
    })
    const raw = envelope.data ?? envelope.wallets ?? []
    const seen = new Set<string>()
    const data: WalletListingEntry[] = []
    raw.forEach((item, index) => {
      const entry = cleanEntry(item, index)
      if (!entry) return
      if (seen.has(entry.id)) {
        warn({
          code: 'duplicate-id',
          message: `duplicate wallet id ${entry.id}: first kept`,
          id: entry.id,
        })
        return
      }
      seen.add(entry.id)
      data.push(entry)
    })
    const dropped = raw.length - data.length
    return { count: Math.max(0, (envelope.count ?? raw.length) - dropped), data }
  }

  return {
    http,
    getWallets,
    getFeaturedWallets: (ids, signal) =>
      ids.length === 0
        ? Promise.resolve({ count: 0, data: [] })
        : getWallets({
            page: 1,
            entries: FEATURED_WALLETS_COUNT,
            include: ids,
            ...(signal ? { signal } : {}),
          }),
    getRecommendedWallets: (params = {}) =>
      getWallets({
        page: 1,
        entries: RECOMMENDED_WALLETS_COUNT,
        chains: params.chains,
        exclude: params.exclude,
      }),
    searchWallets: (search, params = {}) =>
      getWallets({ ...params, search, page: 1, entries: WALLET_SEARCH_PAGE_SIZE }),
    getAnalyticsConfig: (signal) =>
      http.get('/getAnalyticsConfig', {
        schema: AnalyticsConfigSchema,
        signal,
        query: { projectId: options.projectId },
      }),
    walletImageUrl: (id) => imageUrl('/getWalletImage', id),
    assetImageUrl: (id) => imageUrl('/public/getAssetImage', id),
    currencyImageUrl: (id) => imageUrl('/public/getCurrencyImage', id),
    tokenImageUrl: (id) => imageUrl('/public/getTokenImage', id),
  }
}
