import type { AnalyticsEvent, DataApi } from '../data/data-api.js'
import type { TokenBalance } from '../types/account.js'
import type { WalletListingEntry } from '../types/connector.js'
import type { NftHolding } from '../types/nft.js'
import type { Transaction } from '../types/transaction.js'

export interface FixtureDataApiParameters {
  /** CAIP-2 ids the "server" supports (default: eip155:1 and eip155:10). */
  supportedChains?: string[]
  /** Token balances by address (case-insensitive), or one list for every address. */
  balances?: TokenBalance[] | Record<string, TokenBalance[]>
  /** The whole history, served in pages of `pageSize` (cursor = index of the next item). */
  transactions?: Transaction[]
  pageSize?: number
  /**
   * NFTs held now, by address (case-insensitive), or one list for every address; `getNfts`
   * answers the entries on the chain asked for.
   */
  nfts?: NftHolding[] | Record<string, NftHolding[]>
  /** Zone suffix `registerName` appends to the label it registers (default `portico.test`). */
  nameSuffix?: string
  /**
   * Names registered per address (case-insensitive), newest first, as `reverseName` lists them;
   * names registered through `registerName` are added in front.
   */
  names?: Record<string, string[]>
  /** Identity by address (case-insensitive). */
  identities?: Record<string, { name: string | null; avatar: string | null }>
  wallets?: WalletListingEntry[]
  /** Calls that reject (with `Error('fixture failure')`) while listed. */
  failing?: (keyof DataApi)[]
}

/** What the fixture API received; tests read it. */
export interface FixtureDataApiRecord {
  calls: { method: keyof DataApi; params: unknown }[]
  events: AnalyticsEvent[]
}

export type FixtureDataApi = DataApi & {
  readonly fixture: {
    readonly record: FixtureDataApiRecord
    /** Change which calls fail. */
    setFailing(methods: (keyof DataApi)[]): void
  }
}

/**
 * **A test double** of the data API (`DataApi`): answers from the given fixtures, in memory, with no
 * HTTP. It records every call and can be told to fail some of them. Real deployments use
 * `@portico/api-client`.
 *
 * @example
 * const api = fixtureDataApi({ balances: [usdc], transactions: history, pageSize: 2 })
 * const kit = createAppKit({ ..., api })
 */
export function fixtureDataApi(parameters: FixtureDataApiParameters = {}): FixtureDataApi {
  let failing = new Set(parameters.failing ?? [])
  const record: FixtureDataApiRecord = { calls: [], events: [] }
  const pageSize = parameters.pageSize ?? 20

  async function call<T>(method: keyof DataApi, params: unknown, answer: () => T): Promise<T> {
    record.calls.push({ method, params })
    if (failing.has(method)) throw new Error('fixture failure')
    return answer()
  }

  const lower = (value: string) => value.toLowerCase()
  const names = new Map<string, string[]>(
    Object.entries(parameters.names ?? {}).map(([address, list]) => [lower(address), list]),
  )

  return {
    fixture: {
      record,
      setFailing(methods) {
        failing = new Set(methods)
      },
    },
    getWallets: (params) =>
      call('getWallets', params, () => {
        const all = (parameters.wallets ?? []).filter(
          (w) => !params.search || lower(w.name).includes(lower(params.search)),
        )
        const start = (params.page - 1) * params.entries
        return { count: all.length, data: all.slice(start, start + params.entries) }
      }),
    walletImageUrl: (id) => `fixture://wallet-image/${encodeURIComponent(id)}`,
    assetImageUrl: (id) => `fixture://asset-image/${encodeURIComponent(id)}`,
    getSupportedChains: () =>
      call('getSupportedChains', undefined, () => ({
        http: parameters.supportedChains ?? ['eip155:1', 'eip155:10'],
        ws: [],
      })),
    getBalances: (params) =>
      call('getBalances', params, () => {
        const { balances } = parameters
        if (!balances) return []
        if (Array.isArray(balances)) return balances
        const key = Object.keys(balances).find((k) => lower(k) === lower(params.address))
        return key ? (balances[key] ?? []) : []
      }),
    getHistory: (params) =>
      call('getHistory', params, () => {
        const all = parameters.transactions ?? []
        const start = params.cursor ? Number(params.cursor) : 0
        const end = start + pageSize
        return { data: all.slice(start, end), next: end < all.length ? String(end) : null }
      }),
    getNfts: (params) =>
      call('getNfts', params, () => {
        const { nfts } = parameters
        const list = !nfts
          ? []
          : Array.isArray(nfts)
            ? nfts
            : (nfts[Object.keys(nfts).find((k) => lower(k) === lower(params.address)) ?? ''] ?? [])
        return list.filter((nft) => nft.chainId === params.chainId)
      }),
    getIdentity: (params) =>
      call('getIdentity', params, () => {
        const ids = parameters.identities ?? {}
        const key = Object.keys(ids).find((k) => lower(k) === lower(params.address))
        return (key ? ids[key] : undefined) ?? { name: null, avatar: null }
      }),
    lookupName: (name) => call('lookupName', name, () => null),
    reverseName: (address) =>
      call('reverseName', address, () =>
        (names.get(lower(address)) ?? []).map((name) => ({ name })),
      ),
    nameSuggestions: (name) => call('nameSuggestions', name, () => []),
    registerName: (params) =>
      call('registerName', params, () => {
        // The signed message names the label; the answer is the full name, as a name service's.
        const { name } = JSON.parse(params.message) as { name: string }
        const full = `${name}.${parameters.nameSuffix ?? 'portico.test'}`.toLowerCase()
        names.set(lower(params.address), [full, ...(names.get(lower(params.address)) ?? [])])
        return {
          name: full,
          addresses: { [String(params.coin_type)]: { address: params.address.toLowerCase() } },
        }
      }),
    sendEvent: (event) =>
      call('sendEvent', event, () => {
        record.events.push(event)
      }),
  }
}
