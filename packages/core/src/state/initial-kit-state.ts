import type { ChainAdapter } from '../adapter/chain-adapter.js'
import type { AppKitOptions, NetworkState } from '../app-kit/app-kit-types.js'
import { initialExternalConnectState } from '../connection/external-connect-state.js'
import { initialNameSuggestionsState } from '../data/name-suggestions-state.js'
import { routerAt } from '../navigation/router.js'
import { canonicalLocale } from '../rules/canonical-locale.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Connector, RecentWallet } from '../types/connector.js'
import type { Network } from '../types/network.js'
import { emptyAccountState } from './account-state.js'
import { initialEmailFrameState } from './email-frame-state.js'
import { initialFarcasterLoginState } from './farcaster-login-state.js'
import { resolveFeatures } from './features.js'
import type { KitStateShape } from './kit-state.js'
import { initialPairingFlowState } from './pairing-flow.js'
import { emptySendDraft } from './send-draft.js'
import { initialSignInState } from './sign-in.js'
import { initialTokenBalancesState } from './token-balances.js'
import { initialTransactionsState } from './transactions.js'
import { initialWalletDirectoryState } from './wallet-directory.js'

/**
 * A namespace's network state before any wallet spoke: every network counts as approved until a
 * wallet session says otherwise (`supportsAllNetworks`), so nothing is greyed out while disconnected.
 */
export function initialNetworkState(
  requested: Network[],
  active: Network | undefined,
): NetworkState {
  return {
    caipNetwork: active ?? requested[0],
    requestedCaipNetworks: requested,
    approvedCaipNetworkIds: [],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    unsupported: false,
  }
}

export interface InitialKitStateParameters {
  options: AppKitOptions
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** The start network (see `startNetwork`). */
  active: Network
  /** The connectors the adapters offer before setup (often none yet), already read and cleaned. */
  connectors: Connector[]
  recentWallets: RecentWallet[]
}

/**
 * Everything a new instance starts with: one account, network and connection entry per namespace
 * that has a requested network or an adapter, the modal closed on Connect, and the option-driven
 * features and theme.
 */
export function initialKitState(parameters: InitialKitStateParameters): KitStateShape {
  const { options, adapters, active } = parameters
  const namespaces = [
    ...new Set<ChainNamespace>([
      ...options.networks.map((n) => n.chainNamespace),
      ...adapters.keys(),
    ]),
  ]
  const perNamespace = <T>(value: (ns: ChainNamespace) => T) =>
    Object.fromEntries(namespaces.map((ns) => [ns, value(ns)]))
  return {
    activeNamespace: active.chainNamespace,
    accounts: perNamespace(() => emptyAccountState()),
    networks: perNamespace((ns) =>
      initialNetworkState(
        options.networks.filter((n) => n.chainNamespace === ns),
        ns === active.chainNamespace ? active : undefined,
      ),
    ),
    connection: perNamespace(() => 'disconnected' as const),
    connectors: parameters.connectors,
    recentWallets: parameters.recentWallets,
    modal: { open: false, loading: false, shake: false },
    router: routerAt('Connect'),
    toast: undefined,
    sendDraft: emptySendDraft(),
    transactions: initialTransactionsState(),
    tokenBalances: initialTokenBalancesState(),
    pairing: undefined,
    pairingFlow: initialPairingFlowState(),
    externalConnect: initialExternalConnectState(),
    nameSuggestions: initialNameSuggestionsState(),
    farcasterLogin: initialFarcasterLoginState(),
    emailFrame: initialEmailFrameState(),
    signIn: initialSignInState(),
    features: resolveFeatures(options.features),
    themeMode: options.themeMode ?? 'dark',
    themeVariables: { ...options.themeVariables },
    locale: options.locale === undefined ? undefined : canonicalLocale(options.locale),
    transactionStack: [],
    actionNotAllowed: undefined,
    alert: undefined,
    walletDirectory: initialWalletDirectoryState(),
  }
}
