import { safeLinkUrl } from '@portico/api-client'
import { validate as validateCaip2 } from '../caip/caip2.js'
import { isChainNamespace } from '../caip/namespaces.js'
import { defaultSocialProviders } from '../rules/default-social-providers.js'
import type { TokenBalance } from '../types/account.js'
import type { CaipNetworkId, ChainNamespace, ConnectionStatus } from '../types/chain.js'
import type { RecentWallet } from '../types/connector.js'
import type { SocialProvider } from '../types/ui.js'
import { defineStorageItem, type StorageItem } from './storage-item.js'

/** Prefix of every key Portico writes. */
export const STORAGE_KEY_PREFIX = '@portico/'

/** Recent wallets keep at most 2 (SPEC §9). */
export const MAX_RECENT_WALLETS = 2
// SPEC §9 cache lifetimes (balances 30 s, names and identity 5 min): defined once in
// @portico/api-client, whose HTTP caches use them too.
export { BALANCE_CACHE_MS, NAME_CACHE_MS } from '@portico/api-client'

const CONNECTION_STATUSES: readonly ConnectionStatus[] = ['disconnected', 'connecting', 'connected']

const isString = (value: unknown): value is string => typeof value === 'string'
const isShortString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 512
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A CAIP-2 id with a known namespace and a reference that fits its namespace profile. */
const isStoredNetworkId = (value: unknown): value is CaipNetworkId =>
  validateCaip2(value, { checkReference: true })

const isRecentWallet = (value: unknown): value is RecentWallet =>
  isRecord(value) &&
  isShortString(value.id) &&
  isString(value.name) &&
  (value.rdns === undefined || isString(value.rdns))

/** The wallet a user picked for mobile deep links (SPEC §3 "deep-link choice"). */
export interface DeepLinkChoice {
  href: string
  name: string
}

// A stored href is put in a link again: it must pass the same check as a directory link.
const isDeepLinkChoice = (value: unknown): value is DeepLinkChoice =>
  isRecord(value) &&
  isShortString(value.href) &&
  safeLinkUrl(value.href) !== undefined &&
  isString(value.name)

/** One cached value and when it was stored (ms since epoch). */
export interface CacheEntry<T> {
  timestamp: number
  value: T
}

export type Cache<T> = Record<string, CacheEntry<T>>

/** Cached native balance of an account, as its adapter read it from the node. */
export interface NativeBalance {
  balance: string
  symbol: string
  decimals: number
}

/** Cached identity of an address (SPEC §7 /v1/identity). */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** JSON values (for name-service cache entries, whose shapes belong to the api client). */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue }

const isTokenBalance = (value: unknown): value is TokenBalance =>
  isRecord(value) &&
  isString(value.name) &&
  isString(value.symbol) &&
  isString(value.chainId) &&
  (value.address === undefined || isString(value.address)) &&
  typeof value.value === 'number' &&
  typeof value.price === 'number' &&
  isRecord(value.quantity) &&
  isString(value.quantity.decimals) &&
  isString(value.quantity.numeric) &&
  isString(value.iconUrl)

const isNativeBalance = (value: unknown): value is NativeBalance =>
  isRecord(value) &&
  isString(value.balance) &&
  isString(value.symbol) &&
  Number.isInteger(value.decimals) &&
  (value.decimals as number) >= 0 &&
  (value.decimals as number) <= 255

const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string'

const isIdentity = (value: unknown): value is Identity =>
  isRecord(value) && isNullableString(value.name) && isNullableString(value.avatar)

function isJson(value: unknown, depth = 0): value is JsonValue {
  if (depth > 16) return false
  if (value === null || ['string', 'boolean'].includes(typeof value)) return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1))
  if (isRecord(value)) return Object.values(value).every((v) => isJson(v, depth + 1))
  return false
}

const isCacheOf =
  <T>(isValue: (value: unknown) => value is T) =>
  (value: unknown): value is Cache<T> =>
    isRecord(value) &&
    Object.values(value).every(
      (entry) => isRecord(entry) && Number.isFinite(entry.timestamp) && isValue(entry.value),
    )

/** Every browser-storage item of SPEC §3, version 1. */
export const storageItems = {
  activeNamespace: defineStorageItem(`${STORAGE_KEY_PREFIX}active-namespace`, 1, isChainNamespace),
  activeNetworkId: defineStorageItem(
    `${STORAGE_KEY_PREFIX}active-network-id`,
    1,
    isStoredNetworkId,
  ),
  recentWallets: defineStorageItem(
    `${STORAGE_KEY_PREFIX}recent-wallets`,
    1,
    (value): value is RecentWallet[] => Array.isArray(value) && value.every(isRecentWallet),
  ),
  deepLinkChoice: defineStorageItem(`${STORAGE_KEY_PREFIX}deep-link-choice`, 1, isDeepLinkChoice),
  socialProvider: defineStorageItem(
    `${STORAGE_KEY_PREFIX}social-provider`,
    1,
    (value): value is SocialProvider => defaultSocialProviders.includes(value as SocialProvider),
  ),
  socialUsername: defineStorageItem(`${STORAGE_KEY_PREFIX}social-username`, 1, isShortString),
  connectionStatus: defineStorageItem(
    `${STORAGE_KEY_PREFIX}connection-status`,
    1,
    (value): value is ConnectionStatus => CONNECTION_STATUSES.includes(value as ConnectionStatus),
  ),
  connectedNamespaces: defineStorageItem(
    `${STORAGE_KEY_PREFIX}connected-namespaces`,
    1,
    (value): value is ChainNamespace[] => Array.isArray(value) && value.every(isChainNamespace),
  ),
  balanceCache: defineStorageItem(
    `${STORAGE_KEY_PREFIX}balance-cache`,
    1,
    isCacheOf((v): v is TokenBalance[] => Array.isArray(v) && v.every(isTokenBalance)),
  ),
  nativeBalanceCache: defineStorageItem(
    `${STORAGE_KEY_PREFIX}native-balance-cache`,
    2,
    isCacheOf(isNativeBalance),
  ),
  nameCache: defineStorageItem(`${STORAGE_KEY_PREFIX}name-cache`, 1, isCacheOf(isJson)),
  identityCache: defineStorageItem(`${STORAGE_KEY_PREFIX}identity-cache`, 1, isCacheOf(isIdentity)),
} as const

/** The connector id stored per namespace (SPEC §3 "connected connector id per namespace"). */
export function connectorIdItem(namespace: ChainNamespace): StorageItem<string> {
  return defineStorageItem(`${STORAGE_KEY_PREFIX}connector-id/${namespace}`, 1, isShortString)
}
