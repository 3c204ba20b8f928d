import type {
  AdapterConnection,
  AdapterEventMap,
  AdapterEventName,
  ChainAdapter,
  Unsubscribe,
} from '../adapter/chain-adapter.js'
import * as Caip2 from '../caip/caip2.js'
import * as EvmAddress from '../caip/evm-address.js'
import { AdapterForNamespaceMissingError } from '../errors/adapter-errors.js'
import { DisconnectFailedError } from '../errors/app-kit-errors.js'
import { InvalidAddressError, InvalidCaip2NetworkIdError } from '../errors/caip-errors.js'
import { shouldOpenUnsupportedChain } from '../navigation/unsupported-chain.js'
import { preferredAccountTypeToSet } from '../rules/account-type.js'
import { alertForError } from '../rules/alert-rules.js'
import {
  cleanConnector,
  cleanIdentity,
  cleanWalletInfo,
  dataApiOriginOf,
} from '../rules/outside-data.js'
import { resetAccountState } from '../state/account-state.js'
import { createPairing } from '../state/pairing.js'
import { addRecentWallet } from '../state/recent-wallets.js'
import { emptySendDraft } from '../state/send-draft.js'
import { initialTokenBalancesState } from '../state/token-balances.js'
import { initialTransactionsState } from '../state/transactions.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ConnectorType } from '../types/connector.js'
import type { Network } from '../types/network.js'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
  networkSwitchEnabled,
  requestedNetworksOf,
  updateAccount,
  updateNetworkState,
} from './kit-context.js'
import { closeModal, pushView } from './modal-actions.js'
import { findRequestedNetwork, toCaipAddress, unknownNetwork } from './network-resolution.js'

/** A chain reference a wallet reported, checked as CAIP-2 syntax (hostile wallets send anything). */
export function isValidChainReference(namespace: ChainNamespace, chainId: unknown): boolean {
  return (
    (typeof chainId === 'number' || typeof chainId === 'string') &&
    Caip2.validate(`${namespace}:${chainId}`)
  )
}

/**
 * An address a wallet reported, checked for its namespace by the adapter's `validateAddress`, or by
 * core's EIP-55 rule on eip155 (`undefined` = unknown format, kept).
 */
export function isValidAccountAddress(
  adapter: Pick<ChainAdapter, 'namespace' | 'validateAddress'>,
  address: unknown,
): address is string {
  if (typeof address !== 'string') return false
  if (adapter.validateAddress) return adapter.validateAddress(address) !== false
  return adapter.namespace === 'eip155' ? EvmAddress.validate(address) : true
}

/** Refuse a connection whose address or chain id is malformed, before it reaches state. */
function assertValidConnection(adapter: ChainAdapter, connection: AdapterConnection): void {
  if (!isValidAccountAddress(adapter, connection.address)) {
    throw new InvalidAddressError(String(connection.address).slice(0, 100))
  }
  if (!isValidChainReference(adapter.namespace, connection.chainId)) {
    throw new InvalidCaip2NetworkIdError({ details: 'The wallet reported a malformed chain id.' })
  }
}

function adapterFor(ctx: KitContext, namespace: ChainNamespace | undefined): ChainAdapter {
  const adapter = namespace ? ctx.adapters.get(namespace) : undefined
  if (!adapter) {
    throw new AdapterForNamespaceMissingError({ details: `No adapter for "${namespace}".` })
  }
  return adapter
}

function setStatus(
  ctx: KitContext,
  namespace: ChainNamespace,
  status: 'disconnected' | 'connecting' | 'connected',
): void {
  ctx.state.update('connection', (connection) => ({ ...connection, [namespace]: status }))
  updateAccount(ctx, namespace, { status })
}

function persistConnectedNamespaces(ctx: KitContext): void {
  const connection = ctx.state.get('connection')
  const connected = (Object.keys(connection) as ChainNamespace[]).filter(
    (ns) => connection[ns] === 'connected',
  )
  ctx.persisted.setConnectedNamespaces(connected)
  ctx.persisted.setConnectionStatus(connected.length > 0 ? 'connected' : 'disconnected')
}

/**
 * Put `namespace` on the wallet's chain: the requested network with that id, or an "unknown
 * network" stand-in flagged `unsupported` (SPEC §4). Opens UnsupportedChain by the SPEC §2 rule
 * when the namespace is the active one.
 */
export function applyChain(
  ctx: KitContext,
  namespace: ChainNamespace,
  chainId: number | string,
): Network {
  const requested = requestedNetworksOf(ctx, namespace)
  const known = findRequestedNetwork(requested, chainId)
  const current = networkStateOf(ctx, namespace)?.caipNetwork
  const network = known ?? unknownNetwork(namespace, chainId, current)
  const changed = current?.caipNetworkId !== network.caipNetworkId
  updateNetworkState(ctx, namespace, { caipNetwork: network, unsupported: known === undefined })
  if (changed && namespace === activeNamespaceOf(ctx)) {
    // SPEC §4: switching the active network resets the send form; lists of the old chain go too
    // (SPEC §5: only the connected chain's transactions are shown).
    ctx.state.set('sendDraft', emptySendDraft())
    ctx.state.set('transactions', initialTransactionsState())
    updateAccount(ctx, namespace, { tokenBalance: [] })
  }
  const address = accountOf(ctx, namespace)?.address
  if (address)
    updateAccount(ctx, namespace, { caipAddress: toCaipAddress(namespace, network.id, address) })
  if (namespace === activeNamespaceOf(ctx)) {
    ctx.persisted.setActiveNetworkId(network.caipNetworkId)
    const open = shouldOpenUnsupportedChain({
      activeCaipNetworkId: network.caipNetworkId,
      requested,
      networkSwitchEnabled: networkSwitchEnabled(ctx),
    })
    const router = ctx.state.get('router')
    if (open && !(ctx.state.get('modal').open && router.view === 'UnsupportedChain')) {
      pushView(ctx, 'UnsupportedChain')
    } else if (!open && ctx.state.get('modal').open && router.view === 'UnsupportedChain') {
      closeModal(ctx)
    }
  }
  return network
}

/** SPEC §4 after connect / account change: resync balance and identity (failures are ignored). */
export async function syncAccountDetails(
  ctx: KitContext,
  namespace: ChainNamespace,
): Promise<void> {
  const account = accountOf(ctx, namespace)
  const network = networkStateOf(ctx, namespace)?.caipNetwork
  const adapter = ctx.adapters.get(namespace)
  const address = account?.address
  if (!address || !network || !adapter) return
  // A misbehaving adapter or API that throws synchronously is treated like a rejection.
  const balance = Promise.resolve()
    .then(() => adapter.getBalance({ address, network }))
    .then(
      (result) => {
        if (accountOf(ctx, namespace)?.address !== address) return
        updateAccount(ctx, namespace, { balance: result.balance, balanceSymbol: result.symbol })
      },
      () => undefined,
    )
  const applyIdentity = (result: { name: string | null; avatar: string | null }) => {
    if (accountOf(ctx, namespace)?.address !== address) return
    const identity = cleanIdentity(result, dataApiOriginOf(ctx.options.apiUrl))
    updateAccount(ctx, namespace, {
      profileName: identity.name,
      profileImage: identity.avatar,
    })
  }
  // SPEC §9: names work on eip155 only; identities are cached for 5 min.
  const cached = namespace === 'eip155' ? ctx.persisted.getCachedIdentity(address) : undefined
  if (cached) applyIdentity(cached)
  const identity =
    namespace === 'eip155' && !cached
      ? Promise.resolve()
          .then(() => ctx.api.getIdentity({ address }))
          .then(
            (result) => {
              ctx.persisted.setCachedIdentity(address, result)
              applyIdentity(result)
            },
            () => undefined,
          )
      : Promise.resolve()
  await Promise.all([balance, identity])
}

function connectorTypeOf(
  ctx: KitContext,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectorType | undefined {
  return ctx.adapters
    .get(namespace)
    ?.getConnectors()
    .find((c) => c.id === connectorId)?.type
}

function applyConnection(
  ctx: KitContext,
  namespace: ChainNamespace,
  connection: AdapterConnection,
): void {
  ctx.state.batch(() => applyConnectionNow(ctx, namespace, connection))
}

function applyConnectionNow(
  ctx: KitContext,
  namespace: ChainNamespace,
  connection: AdapterConnection,
): void {
  const connector = ctx.adapters
    .get(namespace)
    ?.getConnectors()
    .find((c) => c.id === connection.connectorId)
  updateAccount(ctx, namespace, (account) => {
    // SPEC §4: set to the configured default for the chain, unless it already matches.
    const toSet = preferredAccountTypeToSet(account.preferredAccountType, {
      namespace,
      configured: ctx.options.defaultAccountTypes,
    })
    return {
      ...account,
      address: connection.address,
      allAccounts: connection.accounts,
      connectedWalletInfo: cleanWalletInfo(
        connection.walletInfo ?? (connector ? { name: connector.name } : undefined),
        dataApiOriginOf(ctx.options.apiUrl),
      ),
      preferredAccountType: toSet ?? account.preferredAccountType,
      user: connection.user,
      socialProvider: connection.socialProvider,
      smartAccountDeployed: connection.smartAccountDeployed ?? false,
    }
  })
  applyChain(ctx, namespace, connection.chainId)
  setStatus(ctx, namespace, 'connected')
  ctx.persisted.setConnectorId(namespace, connection.connectorId)
  if (connection.socialProvider) ctx.persisted.setSocialProvider(connection.socialProvider)
  if (connection.user?.userName) ctx.persisted.setSocialUsername(connection.user.userName)
  persistConnectedNamespaces(ctx)
}

/** SPEC §4 connect: stores the connector id and recent wallet, sets the account type, syncs details. */
export async function connect(
  ctx: KitContext,
  params: { connectorId: string; namespace?: ChainNamespace; network?: Network },
): Promise<void> {
  const namespace = params.namespace ?? params.network?.chainNamespace ?? activeNamespaceOf(ctx)
  const adapter = adapterFor(ctx, namespace)
  const ns = adapter.namespace
  const network = params.network ?? networkStateOf(ctx, ns)?.caipNetwork
  setStatus(ctx, ns, 'connecting')
  let connection: AdapterConnection
  try {
    connection = await adapter.connect({ connectorId: params.connectorId, network })
    assertValidConnection(adapter, connection)
  } catch (error) {
    setStatus(ctx, ns, 'disconnected')
    // SPEC §8: a misconfigured project (origin, clock, key) is an alert, not just a failed connect.
    const alert = alertForError(error)
    if (alert) ctx.showAlert(alert)
    ctx.emit(
      'CONNECT_ERROR',
      { connectorId: params.connectorId, message: messageOf(error) },
      'error',
    )
    throw error
  }
  ctx.state.set('activeNamespace', ns)
  ctx.persisted.setActiveNamespace(ns)
  applyConnection(ctx, ns, connection)
  const connector = adapter.getConnectors().find((c) => c.id === params.connectorId)
  const recent = addRecentWallet(ctx.state.get('recentWallets'), {
    id: params.connectorId,
    name: connector?.name ?? connection.walletInfo?.name ?? params.connectorId,
    ...(connector?.info?.rdns ? { rdns: connector.info.rdns } : {}),
  })
  ctx.state.set('recentWallets', recent)
  ctx.persisted.addRecentWallet(recent[0]!)
  ctx.emit('CONNECT_SUCCESS', { connectorId: params.connectorId, namespace: ns })
  await syncAccountDetails(ctx, ns)
}

/** The namespaces a previous session left connected, with their connector ids. */
export function savedConnections(
  ctx: KitContext,
): { namespace: ChainNamespace; connectorId: string }[] {
  const namespaces = ctx.persisted.getConnectedNamespaces()
  const saved: { namespace: ChainNamespace; connectorId: string }[] = []
  for (const namespace of namespaces) {
    if (!ctx.adapters.has(namespace)) continue
    const connectorId = ctx.persisted.getConnectorId(namespace)
    if (connectorId) saved.push({ namespace, connectorId })
  }
  return saved
}

/**
 * SPEC §4: restore the saved connections at start. The namespaces are `connecting` meanwhile
 * (set by the caller before adapters finish setup), then connected or disconnected. Never throws.
 */
export async function restoreConnections(
  ctx: KitContext,
  saved: readonly { namespace: ChainNamespace; connectorId: string }[],
): Promise<void> {
  await Promise.all(
    saved.map(async ({ namespace, connectorId }) => {
      const adapter = ctx.adapters.get(namespace)
      if (!adapter) return
      let connection: AdapterConnection | undefined
      try {
        connection = await adapter.reconnect({
          connectorId,
          network: networkStateOf(ctx, namespace)?.caipNetwork,
        })
        if (connection) assertValidConnection(adapter, connection)
      } catch {
        connection = undefined
      }
      if (ctx.destroyed()) return
      if (!connection) {
        resetNamespace(ctx, namespace)
        return
      }
      applyConnection(ctx, namespace, {
        ...connection,
        connectorId: connection.connectorId || connectorId,
      })
      await syncAccountDetails(ctx, namespace)
    }),
  )
}

/**
 * SPEC §4 reset: clears every account field, the stored connector id, pairing data and the saved
 * deep link, and resets transactions and token-balance state.
 */
export function resetNamespace(ctx: KitContext, namespace: ChainNamespace): void {
  ctx.state.batch(() => resetNamespaceNow(ctx, namespace))
}

function resetNamespaceNow(ctx: KitContext, namespace: ChainNamespace): void {
  updateAccount(ctx, namespace, (account) => resetAccountState(account))
  setStatus(ctx, namespace, 'disconnected')
  updateNetworkState(ctx, namespace, { unsupported: false })
  ctx.persisted.setConnectorId(namespace, undefined)
  ctx.persisted.setDeepLinkChoice(undefined)
  // SPEC §4 sign-out: cached login data goes too.
  ctx.persisted.clearSocialLogin()
  ctx.state.set('pairing', undefined)
  ctx.state.set('transactions', initialTransactionsState())
  ctx.state.set('tokenBalances', initialTokenBalancesState())
  persistConnectedNamespaces(ctx)
}

/** Connector types whose session spans namespaces (SPEC §4). */
const SHARED_SESSION_TYPES: readonly ConnectorType[] = ['WALLET_CONNECT', 'AUTH']

/**
 * SPEC §4 disconnect. Without a namespace every connected namespace goes. With one, the other
 * namespaces connected through the same connector type (WalletConnect or embedded auth) go too.
 * A wallet failure throws "Failed to disconnect" and emits DISCONNECT_ERROR.
 */
export async function disconnect(
  ctx: KitContext,
  params: { namespace?: ChainNamespace } = {},
): Promise<void> {
  const connection = ctx.state.get('connection')
  const connected = (Object.keys(connection) as ChainNamespace[]).filter(
    (ns) => connection[ns] !== 'disconnected',
  )
  let targets: ChainNamespace[]
  if (params.namespace) {
    targets = [params.namespace]
    const connectorId = ctx.persisted.getConnectorId(params.namespace)
    const type = connectorId ? connectorTypeOf(ctx, params.namespace, connectorId) : undefined
    if (type && SHARED_SESSION_TYPES.includes(type)) {
      for (const other of connected) {
        if (other === params.namespace) continue
        const otherId = ctx.persisted.getConnectorId(other)
        if (otherId && connectorTypeOf(ctx, other, otherId) === type) targets.push(other)
      }
    }
  } else {
    targets = connected
  }
  const failures: unknown[] = []
  for (const namespace of targets) {
    try {
      await ctx.adapters.get(namespace)?.disconnect()
      resetNamespace(ctx, namespace)
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length > 0) {
    const error = new DisconnectFailedError({ cause: failures[0] })
    ctx.emit('DISCONNECT_ERROR', { message: error.message }, 'error')
    throw error
  }
  ctx.emit('DISCONNECT_SUCCESS', { namespaces: targets })
  if (ctx.state.get('modal').open && !ctx.options.enableEmbedded) closeModal(ctx)
}

/** Subscribe to one adapter's wallet events (SPEC §4 "after connect"). */
export function watchAdapter(ctx: KitContext, adapter: ChainAdapter): Unsubscribe {
  const ns = adapter.namespace
  const isConnected = () => ctx.state.get('connection')[ns] === 'connected'
  // Each wallet event reaches subscribers as one change.
  const on = <E extends AdapterEventName>(event: E, fn: (payload: AdapterEventMap[E]) => void) =>
    adapter.on(event, (payload) => ctx.state.batch(() => fn(payload)))
  const offs = [
    on('accountsChanged', ({ accounts }) => {
      if (!isConnected() || !Array.isArray(accounts)) return
      const [address] = accounts
      if (address !== undefined && !isValidAccountAddress(adapter, address)) {
        ctx.emit('ERROR', { message: 'Ignored a malformed account from the wallet' }, 'error')
        return
      }
      if (address === undefined) {
        resetNamespace(ctx, ns)
        ctx.emit('DISCONNECT_SUCCESS', { namespaces: [ns], reason: 'accountsChanged' })
        return
      }
      const chainId = networkStateOf(ctx, ns)?.caipNetwork?.id
      const before = accountOf(ctx, ns)?.address
      updateAccount(ctx, ns, (account) => ({
        ...account,
        address,
        caipAddress:
          chainId !== undefined ? toCaipAddress(ns, chainId, address) : account.caipAddress,
        allAccounts: accounts
          .filter((a) => isValidAccountAddress(adapter, a))
          .map(
            (a) => account.allAccounts.find((e) => e.address === a) ?? { address: a, type: 'eoa' },
          ),
        balance: undefined,
        balanceSymbol: undefined,
        profileName: undefined,
        profileImage: undefined,
        tokenBalance: [],
      }))
      // The history was the previous account's: it is fetched again for this one.
      if (before !== address && ns === activeNamespaceOf(ctx))
        ctx.state.set('transactions', initialTransactionsState())
      void syncAccountDetails(ctx, ns)
    }),
    on('chainChanged', ({ chainId }) => {
      if (!isConnected()) return
      if (!isValidChainReference(ns, chainId)) {
        ctx.emit('ERROR', { message: 'Ignored a malformed chain id from the wallet' }, 'error')
        return
      }
      if (String(networkStateOf(ctx, ns)?.caipNetwork?.id) === String(chainId)) return
      applyChain(ctx, ns, chainId)
      ctx.emit('SWITCH_NETWORK', { network: `${ns}:${chainId}` })
      void syncAccountDetails(ctx, ns)
    }),
    on('disconnect', () => {
      if (ctx.state.get('connection')[ns] === 'disconnected') return
      resetNamespace(ctx, ns)
      ctx.emit('DISCONNECT_SUCCESS', { namespaces: [ns], reason: 'wallet' })
    }),
    on('displayUri', ({ uri }) => {
      ctx.state.set('pairing', createPairing(uri, ctx.clock.now()))
    }),
    on('connectorsChanged', () => {
      ctx.state.set('connectors', allConnectors(ctx))
    }),
  ]
  return () => {
    for (const off of offs) off()
  }
}

export function allConnectors(ctx: KitContext) {
  const origin = dataApiOriginOf(ctx.options.apiUrl)
  return [...ctx.adapters.values()].flatMap((adapter) =>
    adapter.getConnectors().map((connector) => cleanConnector(connector, origin)),
  )
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
