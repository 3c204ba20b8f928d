import type { ChainAdapter } from '../adapter/chain-adapter.js'
import type { DataApi } from '../data/data-api.js'
import type { Clock } from '../lifecycle/clock.js'
import type { VisitorInterest } from '../lifecycle/visitor-interest.js'
import type { KitState } from '../state/kit-state.js'
import type { ToastQueue } from '../state/toast-queue.js'
import type { KitStorage } from '../storage/kit-storage.js'
import type { KitStore } from '../storage/kit-store.js'
import type { AccountState } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Network } from '../types/network.js'
import type { AppKitAlert, AppKitEventName, AppKitOptions, NetworkState } from './app-kit-types.js'

/** Everything an action of one instance works with. Internal: never exported from the package. */
export interface KitContext {
  readonly options: AppKitOptions
  readonly state: KitState
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  readonly storage: KitStorage
  /** Typed access to the persisted items over `storage`. */
  readonly persisted: KitStore
  readonly clock: Clock
  readonly api: DataApi
  /** The origin of `options.apiUrl` (parsed once): images from it may be plain http. */
  readonly dataApiOrigin: string | undefined
  readonly userAgent: string
  readonly toasts: ToastQueue
  /**
   * The visitor's first sign of interest in connecting: `show()` it where the visitor points at
   * the kit (preload, open, a connect); it sets up the adapters that waited for it.
   */
  readonly interest: VisitorInterest
  /** Emit an instance event (and send it to analytics when enabled). */
  emit(event: AppKitEventName, properties?: Record<string, unknown>, type?: 'track' | 'error'): void
  /** Shows a SPEC §8 alert (each one once per instance). */
  showAlert(alert: AppKitAlert): void
  /** `clock.setTimeout` whose handle `destroy()` clears. */
  later(fn: () => void, ms: number): void
  /** True once `destroy()` ran. */
  destroyed(): boolean
  /**
   * Report something refused or failed that the host cannot see otherwise (a malformed wallet
   * value, a failed adapter setup): `console.warn` when `options.debug` is on, silent otherwise.
   */
  warn(message: string, details?: unknown): void
  /**
   * Set after a send changed the holdings: the next token-balance
   * fetch skips the 30 s portfolio cache.
   */
  balancesStale: boolean
  /**
   * A sent transaction the history does not list yet (the data API indexes it a moment later):
   * a first-page fetch that misses it fetches again, a bounded number of times.
   */
  awaitedTransaction: { hash: string; caipAddress: string; polls: number } | undefined
  /**
   * The wallet session each connected namespace belongs to, when its adapter reported one
   * (`AdapterConnection.sessionTopic`): namespaces on one session are disconnected together.
   */
  readonly sessionTopics: Map<ChainNamespace, string>
}

export function activeNamespaceOf(ctx: KitContext): ChainNamespace | undefined {
  return ctx.state.get('activeNamespace')
}

export function accountOf(ctx: KitContext, namespace: ChainNamespace): AccountState | undefined {
  return ctx.state.get('accounts')[namespace]
}

export function networkStateOf(
  ctx: KitContext,
  namespace: ChainNamespace,
): NetworkState | undefined {
  return ctx.state.get('networks')[namespace]
}

export function updateAccount(
  ctx: KitContext,
  namespace: ChainNamespace,
  patch: Partial<AccountState> | ((current: AccountState) => AccountState),
): void {
  ctx.state.update('accounts', (accounts) => {
    const current = accounts[namespace]
    if (!current) return accounts
    const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch }
    return { ...accounts, [namespace]: next }
  })
}

export function updateNetworkState(
  ctx: KitContext,
  namespace: ChainNamespace,
  patch: Partial<NetworkState>,
): void {
  ctx.state.update('networks', (networks) => {
    const current = networks[namespace]
    if (!current) return networks
    return { ...networks, [namespace]: { ...current, ...patch } }
  })
}

/** The networks of `namespace` the app requested (live: `removeNetwork` shrinks it). */
export function requestedNetworksOf(ctx: KitContext, namespace: ChainNamespace): Network[] {
  return networkStateOf(ctx, namespace)?.requestedCaipNetworks ?? []
}

/** The networks the app requested, every namespace's (live: `removeNetwork` shrinks it). */
export function allRequestedNetworksOf(ctx: KitContext): Network[] {
  const networks = ctx.state.get('networks')
  return (Object.keys(networks) as ChainNamespace[]).flatMap(
    (ns) => networks[ns]?.requestedCaipNetworks ?? [],
  )
}

/** Whether network switching UI is on (SPEC §2 UnsupportedChain rule). */
export function networkSwitchEnabled(ctx: KitContext): boolean {
  return ctx.options.enableNetworkSwitch !== false && ctx.options.allowUnsupportedChain !== true
}
