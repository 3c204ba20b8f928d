import type { ChainAdapter, Unsubscribe } from '../adapter/chain-adapter.js'
import { RequestAbortedError } from '../errors/adapter-errors.js'
import { EmailCooldownError } from '../errors/app-kit-errors.js'
import { routerAt } from '../navigation/router.js'
import { emptyAccountState } from '../state/account-state.js'
import { emailCooldownSeconds } from '../state/email-cooldown.js'
import { resolveFeatures } from '../state/features.js'
import { createKitState, type KitStateShape } from '../state/kit-state.js'
import { isPairingExpired, shouldReusePairing } from '../state/pairing.js'
import { emptySendDraft } from '../state/send-draft.js'
import { createTimerFlag, SHAKE_DURATION_MS } from '../state/timer-flag.js'
import { createToastQueue } from '../state/toast-queue.js'
import { initialTokenBalancesState } from '../state/token-balances.js'
import { initialTransactionsState } from '../state/transactions.js'
import { createKitStore } from '../storage/kit-store.js'
import { createLocalStorage } from '../storage/local-storage.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Network } from '../types/network.js'
import { createAdapterInstances, destroyAdapters } from './adapter-instances.js'
import type {
  AppKit,
  AppKitOptions,
  AppKitPublicState,
  AppKitSnapshot,
  NetworkState,
} from './app-kit-types.js'
import { systemClock } from './clock.js'
import {
  allConnectors,
  connect,
  disconnect,
  restoreConnections,
  savedConnections,
  watchAdapter,
} from './connection-actions.js'
import { createDataActions } from './data-actions.js'
import { defaultDataApi } from './default-data-api.js'
import { type KitContext, updateAccount } from './kit-context.js'
import { createKitEvents } from './kit-events.js'
import { closeModal, goBack, openModal, pushView, replaceView } from './modal-actions.js'
import { registerName } from './name-actions.js'
import { removeNetwork, switchNetwork } from './network-actions.js'
import { createRpcGate } from './rpc-gate.js'
import { validateOptions } from './validate-options.js'
import { sendToken, signMessage } from './wallet-actions.js'

function defaultUserAgent(): string {
  const nav = (globalThis as { navigator?: { userAgent?: unknown } }).navigator
  return typeof nav?.userAgent === 'string' ? nav.userAgent : ''
}

function initialNetworkState(requested: Network[], active: Network | undefined): NetworkState {
  return {
    caipNetwork: active ?? requested[0],
    requestedCaipNetworks: requested,
    approvedCaipNetworkIds: [],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    unsupported: false,
  }
}

/** Connectors the adapters offer before setup (often none yet); a throwing adapter offers none. */
function initialConnectors(adapters: Iterable<ChainAdapter>) {
  return [...adapters].flatMap((adapter) => {
    try {
      return [...adapter.getConnectors()]
    } catch {
      return []
    }
  })
}

/** The starting active network: the stored one when still requested, else `defaultNetwork`, else the first. */
function startNetwork(options: AppKitOptions, storedId: string | undefined): Network {
  const stored = options.networks.find((n) => n.caipNetworkId === storedId)
  const fallback = options.networks.find(
    (n) => n.caipNetworkId === options.defaultNetwork?.caipNetworkId,
  )
  return stored ?? fallback ?? options.networks[0]
}

/**
 * Create a headless Portico instance: its own store, storage, clock, data API and adapters.
 * Two instances never share state. A saved connection is restored in the background; await
 * `kit.ready` to know when.
 *
 * @example
 * const kit = createAppKit({ adapters: [evmAdapter()], networks: [mainnet], projectId: 'my-project' })
 * await kit.ready
 * kit.open()
 * kit.subscribe(() => render(kit.getSnapshot()))
 */
export function createAppKit(options: AppKitOptions): AppKit {
  validateOptions(options)
  const clock = options.clock ?? systemClock
  const storage = options.storage ?? createLocalStorage()
  const api = defaultDataApi(options)
  const userAgent = options.userAgent ?? defaultUserAgent()
  const persisted = createKitStore(storage, { clock })

  const warn = (message: string, details?: unknown) => {
    if (options.debug) globalThis.console?.warn(`[portico] ${message}`, details ?? '')
  }
  const adapters = createAdapterInstances(options, { storage, clock, warn })

  const active = startNetwork(options, persisted.getActiveNetworkId())
  const namespaces = [
    ...new Set<ChainNamespace>([
      ...options.networks.map((n) => n.chainNamespace),
      ...adapters.keys(),
    ]),
  ]
  const initial: KitStateShape = {
    activeNamespace: active.chainNamespace,
    accounts: Object.fromEntries(namespaces.map((ns) => [ns, emptyAccountState()])),
    networks: Object.fromEntries(
      namespaces.map((ns) => [
        ns,
        initialNetworkState(
          options.networks.filter((n) => n.chainNamespace === ns),
          ns === active.chainNamespace ? active : undefined,
        ),
      ]),
    ),
    connection: Object.fromEntries(namespaces.map((ns) => [ns, 'disconnected' as const])),
    connectors: initialConnectors(adapters.values()),
    recentWallets: persisted.getRecentWallets(),
    modal: { open: false, loading: false, shake: false },
    router: routerAt('Connect'),
    toast: undefined,
    sendDraft: emptySendDraft(),
    transactions: initialTransactionsState(),
    tokenBalances: initialTokenBalancesState(),
    pairing: undefined,
    features: resolveFeatures(options.features),
    themeMode: options.themeMode ?? 'dark',
    themeVariables: { ...options.themeVariables },
    transactionStack: [],
    actionNotAllowed: undefined,
    alert: undefined,
  }
  const state = createKitState(initial)

  let destroyed = false
  const timers = new Set<unknown>()
  const cleanups = new Set<Unsubscribe>()
  /** Track an unsubscribe so `destroy` runs it; calling the returned function forgets it. */
  const track = (unsubscribe: Unsubscribe): Unsubscribe => {
    cleanups.add(unsubscribe)
    return () => {
      cleanups.delete(unsubscribe)
      unsubscribe()
    }
  }
  const toasts = createToastQueue({
    clock,
    read: () => state.get('toast'),
    write: (toast) => state.set('toast', toast),
  })
  const shakeFlag = createTimerFlag({
    clock,
    ms: SHAKE_DURATION_MS,
    write: (shake) => state.update('modal', (modal) => ({ ...modal, shake })),
  })
  const activeAddress = () => {
    const ns = state.get('activeNamespace')
    return ns ? state.get('accounts')[ns]?.address : undefined
  }
  const events = createKitEvents({
    clock,
    api,
    analyticsEnabled: () => state.get('features').analytics,
    address: activeAddress,
  })

  const ctx: KitContext = {
    options,
    state,
    adapters,
    storage,
    persisted,
    clock,
    api,
    userAgent,
    toasts,
    emit: events.emit,
    later(fn, ms) {
      if (destroyed) return
      const handle = clock.setTimeout(() => {
        timers.delete(handle)
        if (!destroyed) fn()
      }, ms)
      timers.add(handle)
    },
    destroyed: () => destroyed,
    balancesStale: false,
    awaitedTransaction: undefined,
  }

  const rpcGate = createRpcGate(ctx)
  const data = createDataActions(ctx)
  let lastEmailLoginAt: number | undefined
  const shownAlerts = new Set<string>()

  // SPEC §4: the saved status is read at start; `connecting` while restoring.
  const saved = savedConnections(ctx)
  for (const { namespace } of saved) {
    state.update('connection', (c) => ({ ...c, [namespace]: 'connecting' }))
    state.update('accounts', (accounts) => {
      const account = accounts[namespace]
      return account ? { ...accounts, [namespace]: { ...account, status: 'connecting' } } : accounts
    })
  }
  for (const adapter of adapters.values()) track(watchAdapter(ctx, adapter))

  const ready = (async () => {
    for (const adapter of adapters.values()) {
      try {
        await adapter.setup()
      } catch (error) {
        events.emit(
          'ERROR',
          { message: 'Adapter setup failed', namespace: adapter.namespace },
          'error',
        )
        if (options.debug) globalThis.console?.warn('[portico] adapter setup failed', error)
      }
    }
    if (destroyed) return
    state.set('connectors', allConnectors(ctx))
    await restoreConnections(ctx, saved)
  })().catch((error: unknown) => {
    // `ready` never rejects: a restore problem must not break the host page.
    events.emit('ERROR', { message: 'Restoring the connection failed' }, 'error')
    if (options.debug) globalThis.console?.warn('[portico] restore failed', error)
  })
  events.emit('MODAL_CREATED')

  function watchSelected<T>(
    select: (snapshot: AppKitSnapshot) => T,
    equal: (a: T, b: T) => boolean,
    onChange: (value: T, previous: T) => void,
  ): Unsubscribe {
    let previous = select(state.snapshot())
    return track(
      state.subscribe(() => {
        const next = select(state.snapshot())
        if (equal(next, previous)) return
        const before = previous
        previous = next
        onChange(next, before)
      }),
    )
  }

  const publicState = (snapshot: AppKitSnapshot): AppKitPublicState => ({
    open: snapshot.modal.open,
    loading: snapshot.modal.loading,
    activeNamespace: snapshot.activeNamespace,
    selectedNetworkId: snapshot.activeNetwork?.caipNetworkId,
  })

  return {
    options,
    api,
    clock,
    storage,
    ready,
    getSnapshot: () => state.snapshot(),
    subscribe: (listener) => track(state.subscribe(listener)),
    open: (params) => state.batch(() => openModal(ctx, params)),
    close: () => state.batch(() => closeModal(ctx)),
    shake: () => shakeFlag.raise(),
    setLoading: (loading) => state.update('modal', (modal) => ({ ...modal, loading })),
    push: (view, viewData) => state.batch(() => pushView(ctx, view, viewData)),
    replace: (view, viewData) => replaceView(ctx, view, viewData),
    goBack: () => state.batch(() => goBack(ctx)),
    connect: (params) => connect(ctx, params),
    disconnect: (params) => disconnect(ctx, params),
    switchNetwork: (network) => switchNetwork(ctx, network),
    removeNetwork: (network) => removeNetwork(ctx, network),
    getAdapter: (namespace) => adapters.get(namespace ?? state.get('activeNamespace') ?? 'eip155'),
    signMessage: (message) => signMessage(ctx, message),
    setPreferredAccountType(type, namespace) {
      const ns = namespace ?? state.get('activeNamespace')
      if (ns) updateAccount(ctx, ns, { preferredAccountType: type })
    },
    registerName: (name) => registerName(ctx, name),
    setAccountTab(tab) {
      const ns = state.get('activeNamespace')
      if (ns && Number.isInteger(tab) && tab >= 0 && tab <= 2)
        updateAccount(ctx, ns, { currentTab: tab })
    },
    setFarcasterUrl(url, namespace) {
      const ns = namespace ?? state.get('activeNamespace')
      if (ns) updateAccount(ctx, ns, { farcasterUrl: url })
    },
    request: (request, namespace) => rpcGate.request(request, namespace),
    fetchTokenBalances: (params) => data.fetchTokenBalances(params),
    fetchTransactions: (params) => data.fetchTransactions(params),
    setSendDraft: (patch) => state.update('sendDraft', (draft) => ({ ...draft, ...patch })),
    sendToken: () => sendToken(ctx),
    showToast: (toast) => toasts.show(toast),
    dismissToast: () => toasts.dismiss(),
    showAlert(alert) {
      const key = `${alert.shortMessage}\n${alert.longMessage}`
      if (shownAlerts.has(key)) return
      shownAlerts.add(key)
      state.set('alert', { shortMessage: alert.shortMessage, longMessage: alert.longMessage })
    },
    dismissAlert: () => state.set('alert', undefined),
    setThemeMode: (mode) => state.set('themeMode', mode),
    setThemeVariables: (variables) =>
      state.update('themeVariables', (current) => ({ ...current, ...variables })),
    watchEvents: (listener) => events.watch(listener),
    getAccount: (namespace) => {
      const ns = namespace ?? state.get('activeNamespace')
      return ns ? state.get('accounts')[ns] : undefined
    },
    watchAccount: (onChange, namespace) =>
      watchSelected(
        (s) => {
          const ns = namespace ?? s.activeNamespace
          return ns ? s.accounts[ns] : undefined
        },
        Object.is,
        onChange,
      ),
    getNetwork: () => state.snapshot().activeNetwork,
    watchNetwork: (onChange) => watchSelected((s) => s.activeNetwork, Object.is, onChange),
    getState: () => publicState(state.snapshot()),
    watchState: (onChange) =>
      watchSelected(
        publicState,
        (a, b) =>
          a.open === b.open &&
          a.loading === b.loading &&
          a.activeNamespace === b.activeNamespace &&
          a.selectedNetworkId === b.selectedNetworkId,
        onChange,
      ),
    getConnectionStatus: (namespace) => {
      const ns = namespace ?? state.get('activeNamespace')
      return (ns && state.get('connection')[ns]) || 'disconnected'
    },
    beginEmailLogin() {
      const now = clock.now()
      const seconds = emailCooldownSeconds(lastEmailLoginAt, now)
      if (seconds > 0) throw new EmailCooldownError(seconds)
      lastEmailLoginAt = now
    },
    getReusablePairing() {
      const pairing = state.get('pairing')
      const now = clock.now()
      if (pairing && isPairingExpired(pairing, now)) state.set('pairing', undefined)
      return shouldReusePairing(pairing, now, userAgent) ? pairing : undefined
    },
    async destroy() {
      if (destroyed) return
      destroyed = true
      for (const handle of timers) clock.clearTimeout(handle)
      timers.clear()
      toasts.destroy()
      shakeFlag.destroy()
      for (const cleanup of [...cleanups]) cleanup()
      cleanups.clear()
      events.clear()
      rpcGate.rejectAll(new RequestAbortedError())
      await destroyAdapters(adapters.values(), warn)
    },
  }
}
