import { afterNextPaint } from '../adapter-kit/after-next-paint.js'
import { createAdapterInstances, destroyAdapters } from '../connection/adapter-instances.js'
import { readConnectors } from '../connection/all-connectors.js'
import { connect } from '../connection/connect.js'
import { disconnect } from '../connection/disconnect.js'
import { createRpcGate } from '../connection/rpc-gate.js'
import { selectAccount } from '../connection/select-account.js'
import { signMessage } from '../connection/wallet-actions.js'
import { defaultDataApi } from '../data/default-data-api.js'
import { lazyEmbeddedWallet } from '../embedded-wallet/index.js'
import { RequestAbortedError } from '../errors/adapter-errors.js'
import { ProjectIdRequiredError } from '../errors/app-kit-errors.js'
import { systemClock } from '../lifecycle/clock.js'
import { createKitEvents } from '../lifecycle/kit-events.js'
import { createKitLifecycle } from '../lifecycle/kit-lifecycle.js'
import { startKit } from '../lifecycle/start-kit.js'
import { createVisitorInterest } from '../lifecycle/visitor-interest.js'
import {
  closeModal,
  goBack,
  openModal,
  pushView,
  replaceView,
} from '../navigation/modal-actions.js'
import { removeNetwork, switchNetwork } from '../networks/network-actions.js'
import { rpcEndpointOf } from '../networks/rpc-endpoint.js'
import { isAccountTab } from '../rules/account-tab.js'
import { alertForError, analyticsForbiddenAlert } from '../rules/alert-rules.js'
import { canonicalLocale } from '../rules/canonical-locale.js'
import { dataApiOriginOf } from '../rules/outside-data.js'
import { lazySignInFlow } from '../sign-in/lazy-sign-in-flow.js'
import { exposeSignIn } from '../sign-in/sign-in-access.js'
import { checkSiwxConfig } from '../sign-in/siwx-config.js'
import { createAlertOnce } from '../state/alert-once.js'
import { createEmailLoginGate } from '../state/email-login-gate.js'
import { initialKitState } from '../state/initial-kit-state.js'
import { rememberInitialSnapshot } from '../state/initial-snapshot.js'
import { createKitState } from '../state/kit-state.js'
import { pairingReuse } from '../state/pairing-reuse.js'
import { startNetwork } from '../state/start-network.js'
import { createTimerFlag, SHAKE_DURATION_MS } from '../state/timer-flag.js'
import { createToastQueue } from '../state/toast-queue.js'
import { createKitStore } from '../storage/kit-store.js'
import { createLocalStorage } from '../storage/local-storage.js'
import type { ChainNamespace } from '../types/chain.js'
import type { AppKit, AppKitAlert, AppKitOptions } from './app-kit-types.js'
import { type KitContext, updateAccount } from './kit-context.js'
import { lazyViewFlows } from './lazy-view-flows.js'
import { publicState, samePublicState } from './public-state.js'
import { projectIdOf, validateOptions } from './validate-options.js'
import { startFlowsOnEntry } from './view-entry-flows.js'
import { watchSelected } from './watch-selected.js'

function defaultUserAgent(): string {
  const nav = (globalThis as { navigator?: { userAgent?: unknown } }).navigator
  return typeof nav?.userAgent === 'string' ? nav.userAgent : ''
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
  // A `siwx` value that is not a sign-in config fails here, before anything starts.
  const siwx = checkSiwxConfig(options.siwx)
  const clock = options.clock ?? systemClock
  const storage = options.storage ?? createLocalStorage()
  // `showAlert` is declared below; the API calls it only later, from an analytics answer.
  let analyticsConsent = options.analytics?.consent === true
  // Analytics: the feature on AND the user's consent, asked at emit and again right before a send.
  const analyticsAllowed = () => state.get('features').analytics && analyticsConsent
  const api = defaultDataApi(options, {
    onAlert: () => showAlert(analyticsForbiddenAlert()),
    analyticsAllowed,
  })
  const userAgent = options.userAgent ?? defaultUserAgent()
  const persisted = createKitStore(storage, { clock })

  const warn = (message: string, details?: unknown) => {
    if (options.debug) globalThis.console?.warn(`[portico] ${message}`, details ?? '')
  }
  const projectId = projectIdOf(options)
  // Without a project id the adapters keep their own nodes: the project's endpoint would refuse.
  const rpcEndpoint = projectId ? rpcEndpointOf(options.apiUrl, projectId) : undefined
  const life = createKitLifecycle(clock)
  const { track } = life
  const emailLogin = createEmailLoginGate(clock)
  // Made before the adapters, which get it in their context (the AUTH connector). Its code
  // downloads after the first paint, and only with `embeddedWallet` set; the frame's on first use.
  // `ctx` and `ready` are read only once it downloaded.
  const embedded = lazyEmbeddedWallet(options.embeddedWallet, {
    destroyed: life.destroyed,
    load: () =>
      import('../embedded-wallet/embedded-start.js').then(({ startEmbeddedWallet }) =>
        startEmbeddedWallet({ ctx, track, ready: () => ready }),
      ),
  })
  const embeddedWallet = embedded.actions
  const adapters = createAdapterInstances(options, {
    storage,
    clock,
    warn,
    ...(rpcEndpoint ? { rpcEndpoint } : {}),
    ...(options.embeddedWallet ? { embeddedWallet } : {}),
    // One per kit: adapters keep here what they share (one WalletConnect client and session).
    shared: new Map(),
  })
  const dataApiOrigin = dataApiOriginOf(options.apiUrl)
  const state = createKitState(
    initialKitState({
      options,
      adapters,
      connectors: readConnectors(adapters.values(), dataApiOrigin, warn),
      active: startNetwork(options, {
        networkId: persisted.getActiveNetworkId(),
        namespace: persisted.getActiveNamespace(),
      }),
      recentWallets: persisted.getRecentWallets(),
    }),
  )

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
  const events = createKitEvents({
    clock,
    api,
    analyticsEnabled: analyticsAllowed,
    address: () => {
      const ns = state.get('activeNamespace')
      return ns ? state.get('accounts')[ns]?.address : undefined
    },
  })

  // SPEC §8: each alert is shown once per instance (a 403 on every analytics event alerts once).
  const alertOnce = createAlertOnce()
  const showAlert = (alert: AppKitAlert) => {
    if (!alertOnce.admit(alert)) return
    state.set('alert', {
      shortMessage: alert.shortMessage,
      longMessage: alert.longMessage,
      ...(alert.code ? { code: alert.code } : {}),
    })
  }

  const ctx: KitContext = {
    options,
    state,
    adapters,
    storage,
    persisted,
    clock,
    api,
    dataApiOrigin,
    userAgent,
    toasts,
    interest: createVisitorInterest(),
    emit: events.emit,
    showAlert,
    later: life.later,
    destroyed: life.destroyed,
    warn,
    balancesStale: false,
    awaitedTransaction: undefined,
    sessionTopics: new Map(),
  }

  const rpcGate = createRpcGate(ctx)
  function setFarcasterUrl(url: string | undefined, namespace?: ChainNamespace) {
    const ns = namespace ?? state.get('activeNamespace')
    if (ns) updateAccount(ctx, ns, { farcasterUrl: url })
  }
  // Loaded on first use or `preload()`: a page that only shows the button does not download them.
  const flows = lazyViewFlows(ctx, {
    connect: (params) => connect(ctx, params),
    close: () => state.batch(() => closeModal(ctx)),
    track,
    embeddedWallet,
    setFarcasterUrl: (url) => setFarcasterUrl(url, undefined),
    kit: () => kit,
  })
  track(startFlowsOnEntry(state, flows, warn))
  // Only apps with `siwx` download the flow; it checks the account it finds (restored or not).
  const signIn = lazySignInFlow(ctx, siwx, {
    track,
    disconnect: (namespace) => disconnect(ctx, { namespace }),
    switchNetwork: (chainId) => switchNetwork(ctx, chainId),
  })
  // With `embeddedWallet`, its code arrives after the button's first paint; the saved
  // connections are restored once it is in (the AUTH connector reads the cached login data).
  const embeddedStart = options.embeddedWallet
    ? afterNextPaint()
        .then(() => embedded.load())
        .then(
          () => {},
          (error: unknown) => warn('embedded wallet did not load', error),
        )
    : undefined
  const ready = startKit(ctx, track, embeddedStart)
  // A redirect social login came back to this page: finished once the kit has started.
  if (embeddedStart) {
    void ready
      .then(() => embeddedWallet.resumeSocialRedirect())
      .catch((error: unknown) => warn('social login did not finish', error))
  }
  events.emit('MODAL_CREATED')

  const activeOr = (namespace: ChainNamespace | undefined) =>
    namespace ?? state.get('activeNamespace')

  const kit: AppKit = {
    options,
    api,
    clock,
    storage,
    ready,
    getSnapshot: () => state.snapshot(),
    subscribe: (listener) => track(state.subscribe(listener)),
    open: (params) =>
      state.batch(() => {
        void ctx.interest.show()
        // SPEC §8: a kit without a project id says so where the user looks, the modal (once).
        const missing = projectId ? undefined : alertForError(new ProjectIdRequiredError())
        if (missing) showAlert(missing)
        openModal(ctx, params)
      }),
    // SPEC §2: on the sign views with sign-in required and no session, closing only shakes.
    close: () => (signIn.closeBlocked() ? shakeFlag.raise() : state.batch(() => closeModal(ctx))),
    shake: () => shakeFlag.raise(),
    setLoading: (loading) => state.update('modal', (modal) => ({ ...modal, loading })),
    push: (view, viewData?) => state.batch(() => pushView(ctx, view, viewData)),
    replace: (view, viewData?) => replaceView(ctx, view, viewData),
    goBack: () => state.batch(() => goBack(ctx)),
    connect: (params) => connect(ctx, params),
    disconnect: (params) => disconnect(ctx, params),
    selectAccount: (params) => selectAccount(ctx, params),
    switchNetwork: (network) => switchNetwork(ctx, network),
    removeNetwork: (network) => removeNetwork(ctx, network),
    // Before any network is active, the app's first adapter.
    getAdapter: (namespace) => {
      const ns = activeOr(namespace)
      return ns ? adapters.get(ns) : adapters.values().next().value
    },
    signMessage: (message) => signMessage(ctx, message),
    signIn: () => signIn.signIn(),
    cancelSignIn: () => signIn.cancel(),
    async setPreferredAccountType(type, namespace) {
      const ns = activeOr(namespace)
      if (!ns) return
      // A connection through the embedded wallet means its code is in: the frame is told too.
      const started = embedded.loaded()
      if (started) await started.setPreferredAccountType(ns, type)
      else updateAccount(ctx, ns, { preferredAccountType: type })
    },
    registerName: flows.action('registerName'),
    suggestNames: flows.action('suggestNames'),
    setAccountTab(tab) {
      const ns = state.get('activeNamespace')
      if (ns && isAccountTab(tab)) updateAccount(ctx, ns, { currentTab: tab })
    },
    setFarcasterUrl,
    request: (request, namespace) => rpcGate.request(request, namespace),
    fetchTokenBalances: flows.action('fetchTokenBalances'),
    fetchTransactions: flows.action('fetchTransactions'),
    fetchNfts: flows.action('fetchNfts'),
    setSendDraft: (patch) => state.update('sendDraft', (draft) => ({ ...draft, ...patch })),
    sendToken: flows.action('sendToken'),
    loadSendTokenDecimals: flows.action('loadSendTokenDecimals'),
    estimateSendFee: flows.action('estimateSendFee'),
    setSendReceiver: flows.action('setSendReceiver'),
    fetchWallets: flows.action('fetchWallets'),
    fetchFeaturedWallets: flows.action('fetchFeaturedWallets'),
    searchWallets: flows.action('searchWallets'),
    showToast: (toast) => toasts.show(toast),
    dismissToast: () => toasts.dismiss(),
    showAlert,
    dismissAlert: () => state.set('alert', undefined),
    setThemeMode: (mode) => state.set('themeMode', mode),
    setLocale: (locale) =>
      state.set('locale', locale === undefined ? undefined : canonicalLocale(locale)),
    setThemeVariables: (variables) =>
      state.update('themeVariables', (current) => ({ ...current, ...variables })),
    watchEvents: (listener) => events.watch(listener),
    setAnalyticsConsent: (consent) => {
      analyticsConsent = consent
    },
    getAnalyticsConsent: () => analyticsConsent,
    getAccount: (namespace) => {
      const ns = activeOr(namespace)
      return ns ? state.get('accounts')[ns] : undefined
    },
    watchAccount: (onChange, namespace) =>
      watchSelected(
        state,
        track,
        (s) => {
          const ns = namespace ?? s.activeNamespace
          return ns ? s.accounts[ns] : undefined
        },
        Object.is,
        onChange,
      ),
    getNetwork: () => state.snapshot().activeNetwork,
    watchNetwork: (onChange) =>
      watchSelected(state, track, (s) => s.activeNetwork, Object.is, onChange),
    getState: () => publicState(state.snapshot()),
    watchState: (onChange) => watchSelected(state, track, publicState, samePublicState, onChange),
    getConnectionStatus: (namespace) => {
      const ns = activeOr(namespace)
      return (ns && state.get('connection')[ns]) || 'disconnected'
    },
    beginEmailLogin: () => emailLogin.begin(),
    embeddedWallet,
    getReusablePairing() {
      const { reuse, drop } = pairingReuse(state.get('pairing'), clock.now(), userAgent)
      if (drop) state.set('pairing', undefined)
      return reuse
    },
    retryPairing: flows.action('retryPairing'),
    retryExternalConnect: flows.action('retryExternalConnect'),
    retryFarcasterLogin: flows.action('retryFarcasterLogin'),
    finishFarcasterLogin: flows.action('finishFarcasterLogin'),
    retryEmailFrame: flows.action('retryEmailFrame'),
    // Never rejects: a pick does the work when its connector could not be made ready.
    prepareConnector: async (params) => {
      // The connector's adapter may be one that waited for this interest: set up first.
      await ctx.interest.show()
      return flows.run((f) => f.prepareConnector(params)).catch(() => {})
    },
    preload: async () => {
      // The visitor's interest sets up the adapters that waited for it; every flow calls the
      // data API: its client comes with them.
      await Promise.all([ctx.interest.show(), flows.load(), api.preload?.()])
    },
    async destroy() {
      if (!life.end()) return
      toasts.destroy()
      shakeFlag.destroy()
      events.clear()
      rpcGate.rejectAll(new RequestAbortedError())
      await destroyAdapters(adapters.values(), warn)
    },
  }
  // The sign-in package writes `signIn` through core's internal `setSignInState(kit, ...)`.
  exposeSignIn(kit, state)
  // Before any async restore: what a server renders from, so hydration matches whatever UI
  // renders this kit.
  rememberInitialSnapshot(kit)
  return kit
}
