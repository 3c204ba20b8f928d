import { chainNamespaces } from '../caip/namespaces.js'
import type { TokenBalance } from '../types/account.js'
import type { CaipNetworkId, ChainNamespace, ConnectionStatus } from '../types/chain.js'
import type { RecentWallet } from '../types/connector.js'
import type { SocialProvider } from '../types/ui.js'
import type { KitStorage } from './kit-storage.js'
import {
  consoleStorageLogger,
  readStorageItem,
  type StorageItem,
  type StorageLogger,
  writeStorageItem,
} from './storage-item.js'
import {
  BALANCE_CACHE_MS,
  type Cache,
  connectorIdItem,
  type DeepLinkChoice,
  type Identity,
  type JsonValue,
  MAX_RECENT_WALLETS,
  NAME_CACHE_MS,
  type NativeBalance,
  storageItems,
} from './storage-items.js'

export interface KitStoreOptions {
  /** Receives a warning when a stored value is dropped; default `console.warn`. */
  logger?: StorageLogger
  /** Time source for cache expiry; default `Date.now`. */
  clock?: { now(): number }
}

/** Typed access to every persisted item of SPEC §3 over one `KitStorage`. */
export interface KitStore {
  getActiveNamespace(): ChainNamespace | undefined
  setActiveNamespace(namespace: ChainNamespace | undefined): void
  getActiveNetworkId(): CaipNetworkId | undefined
  setActiveNetworkId(id: CaipNetworkId | undefined): void
  getConnectorId(namespace: ChainNamespace): string | undefined
  setConnectorId(namespace: ChainNamespace, id: string | undefined): void
  /** Newest first, at most 2. */
  getRecentWallets(): RecentWallet[]
  /** Puts the wallet first (deduplicated by id), keeps at most 2; returns the new list. */
  addRecentWallet(wallet: RecentWallet): RecentWallet[]
  getDeepLinkChoice(): DeepLinkChoice | undefined
  setDeepLinkChoice(choice: DeepLinkChoice | undefined): void
  getSocialProvider(): SocialProvider | undefined
  setSocialProvider(provider: SocialProvider | undefined): void
  getSocialUsername(): string | undefined
  setSocialUsername(username: string | undefined): void
  getConnectionStatus(): ConnectionStatus | undefined
  setConnectionStatus(status: ConnectionStatus | undefined): void
  getConnectedNamespaces(): ChainNamespace[]
  setConnectedNamespaces(namespaces: ChainNamespace[]): void
  addConnectedNamespace(namespace: ChainNamespace): void
  removeConnectedNamespace(namespace: ChainNamespace): void
  /** Token balances of a CAIP address, if cached less than 30 s ago. */
  getCachedBalance(caipAddress: string): TokenBalance[] | undefined
  setCachedBalance(caipAddress: string, balances: TokenBalance[]): void
  /** Native balance of a CAIP address, if cached less than 30 s ago. */
  getCachedNativeBalance(caipAddress: string): NativeBalance | undefined
  setCachedNativeBalance(caipAddress: string, balance: NativeBalance): void
  /** A name-service answer (lookup, reverse, suggestions) by key, if cached less than 5 min ago. */
  getCachedName(key: string): JsonValue | undefined
  setCachedName(key: string, value: JsonValue): void
  /** Identity of an address, if cached less than 5 min ago. */
  getCachedIdentity(address: string): Identity | undefined
  setCachedIdentity(address: string, identity: Identity): void
  /** Removes the balance, native balance, name and identity caches. */
  clearCaches(): void
  /** Removes the social login data (provider and username), e.g. on sign-out. */
  clearSocialLogin(): void
  /** Removes every item Portico stores. */
  clear(): void
}

/**
 * Wraps a `KitStorage` with typed, versioned, validated items. Reads never throw: bad values are
 * dropped with a warning to `logger`.
 *
 * @example
 * const store = createKitStore(createLocalStorage(), { clock })
 * store.setActiveNetworkId('eip155:1')
 * store.getActiveNetworkId() // 'eip155:1'
 */
export function createKitStore(storage: KitStorage, options: KitStoreOptions = {}): KitStore {
  const logger = options.logger ?? consoleStorageLogger
  const now = () => (options.clock ?? Date).now()
  const read = <T>(item: StorageItem<T>) => readStorageItem(storage, item, logger)
  const write = <T>(item: StorageItem<T>, value: T | undefined) =>
    writeStorageItem(storage, item, value, logger)

  function cacheGet<T>(item: StorageItem<Cache<T>>, key: string, maxAgeMs: number): T | undefined {
    const entry = read(item)?.[key]
    if (!entry) return undefined
    const age = now() - entry.timestamp
    return age >= 0 && age < maxAgeMs ? entry.value : undefined
  }

  function cacheSet<T>(item: StorageItem<Cache<T>>, key: string, value: T, maxAgeMs: number): void {
    const time = now()
    const next: Cache<T> = {}
    // Expired entries are pruned on each write so the cache does not grow without bound.
    for (const [k, entry] of Object.entries(read(item) ?? {})) {
      if (time - entry.timestamp < maxAgeMs) next[k] = entry
    }
    next[key] = { timestamp: time, value }
    write(item, next)
  }

  const store: KitStore = {
    getActiveNamespace: () => read(storageItems.activeNamespace),
    setActiveNamespace: (namespace) => write(storageItems.activeNamespace, namespace),
    getActiveNetworkId: () => read(storageItems.activeNetworkId),
    setActiveNetworkId: (id) => write(storageItems.activeNetworkId, id),
    getConnectorId: (namespace) => read(connectorIdItem(namespace)),
    setConnectorId: (namespace, id) => write(connectorIdItem(namespace), id),
    getRecentWallets: () => (read(storageItems.recentWallets) ?? []).slice(0, MAX_RECENT_WALLETS),
    addRecentWallet(wallet) {
      const next = [wallet, ...store.getRecentWallets().filter((w) => w.id !== wallet.id)].slice(
        0,
        MAX_RECENT_WALLETS,
      )
      write(storageItems.recentWallets, next)
      return next
    },
    getDeepLinkChoice: () => read(storageItems.deepLinkChoice),
    setDeepLinkChoice: (choice) => write(storageItems.deepLinkChoice, choice),
    getSocialProvider: () => read(storageItems.socialProvider),
    setSocialProvider: (provider) => write(storageItems.socialProvider, provider),
    getSocialUsername: () => read(storageItems.socialUsername),
    setSocialUsername: (username) => write(storageItems.socialUsername, username),
    getConnectionStatus: () => read(storageItems.connectionStatus),
    setConnectionStatus: (status) => write(storageItems.connectionStatus, status),
    getConnectedNamespaces: () => read(storageItems.connectedNamespaces) ?? [],
    setConnectedNamespaces: (namespaces) =>
      write(storageItems.connectedNamespaces, [...new Set(namespaces)]),
    addConnectedNamespace: (namespace) =>
      store.setConnectedNamespaces([...store.getConnectedNamespaces(), namespace]),
    removeConnectedNamespace: (namespace) =>
      store.setConnectedNamespaces(store.getConnectedNamespaces().filter((n) => n !== namespace)),
    getCachedBalance: (caipAddress) =>
      cacheGet(storageItems.balanceCache, caipAddress, BALANCE_CACHE_MS),
    setCachedBalance: (caipAddress, balances) =>
      cacheSet(storageItems.balanceCache, caipAddress, balances, BALANCE_CACHE_MS),
    getCachedNativeBalance: (caipAddress) =>
      cacheGet(storageItems.nativeBalanceCache, caipAddress, BALANCE_CACHE_MS),
    setCachedNativeBalance: (caipAddress, balance) =>
      cacheSet(storageItems.nativeBalanceCache, caipAddress, balance, BALANCE_CACHE_MS),
    getCachedName: (key) => cacheGet(storageItems.nameCache, key, NAME_CACHE_MS),
    setCachedName: (key, value) => cacheSet(storageItems.nameCache, key, value, NAME_CACHE_MS),
    getCachedIdentity: (address) => cacheGet(storageItems.identityCache, address, NAME_CACHE_MS),
    setCachedIdentity: (address, identity) =>
      cacheSet(storageItems.identityCache, address, identity, NAME_CACHE_MS),
    clearCaches() {
      write(storageItems.balanceCache, undefined)
      write(storageItems.nativeBalanceCache, undefined)
      write(storageItems.nameCache, undefined)
      write(storageItems.identityCache, undefined)
    },
    clearSocialLogin() {
      write(storageItems.socialProvider, undefined)
      write(storageItems.socialUsername, undefined)
    },
    clear() {
      for (const item of Object.values(storageItems)) write(item as StorageItem<unknown>, undefined)
      for (const namespace of chainNamespaces) write(connectorIdItem(namespace), undefined)
    },
  }
  return store
}
