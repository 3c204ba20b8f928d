import {
  type AdapterConnection,
  type AdapterContext,
  AdapterOrConnectorNotFoundError,
  ChainNotSupportedError,
  type Network,
  UnauthorizedError,
  ValidationError,
} from '@portico/core'
import {
  adapterNetworks,
  type CheckedAddress,
  createAdapterEvents,
  createScopedClock,
  DEFAULT_REQUEST_TIMEOUT,
  DEFAULT_RESTORE_WAIT,
  lazyAddressCodec,
  loadSolanaAddress,
} from '@portico/core/adapter-kit'
import { chainsInclude, isSolanaNetwork, rpcUrlOf } from '../networks/clusters.js'
import type { SolanaAdapter, SolanaAdapterOptions } from '../solana-adapter-types.js'
import { createWalletConnectBackend } from '../walletconnect/walletconnect-backend.js'
import type { WalletBackend } from '../wallets/wallet-backend.js'
import { actingMethods } from './acting-methods.js'
import { type ActiveWallet, createInstanceSession } from './instance-session.js'
import { requestMethod } from './request-method.js'
import { solanaCapabilities } from './solana-capabilities.js'
import { createWalletSources } from './wallet-sources.js'

// The kit's one restore wait for a wallet injected late, still exported by this package.
export { DEFAULT_RESTORE_WAIT }

function defaultTarget(): EventTarget | undefined {
  // Looked up at setup, never at import: the adapter is SSR-safe.
  const candidate = (globalThis as { window?: unknown }).window
  return candidate && typeof (candidate as EventTarget).addEventListener === 'function'
    ? (candidate as EventTarget)
    : undefined
}

/**
 * One solana adapter instance of one kit (see `solanaAdapter`). It owns its Wallet Standard
 * registry, its wallet listeners, timers and WalletConnect client; `destroy()` releases them all.
 */
export function createSolanaAdapter(
  options: SolanaAdapterOptions,
  context: AdapterContext,
): SolanaAdapter {
  const warn = (message: string, details?: unknown) => context.warn(message, details)
  const events = createAdapterEvents(warn)
  const clock = createScopedClock(context.clock)
  const networks = adapterNetworks(options.networks, context.networks, isSolanaNetwork)
  let network: Network = networks[0] as Network
  let active: ActiveWallet | undefined
  let sources: ReturnType<typeof createWalletSources> | undefined
  let destroyed = false
  // The address codec (base58, @scure/base) downloads with setup() and before a connection is
  // read, not with the page; until it is in, no address is accepted.
  const addressCodec = lazyAddressCodec(loadSolanaAddress)

  const walletConnect = options.walletConnect
    ? createWalletConnectBackend(options.walletConnect, {
        context,
        networks,
        rpcUrlOf: (n) => rpcUrlOf(n, options.rpcUrls, context.rpcEndpoint),
        warn,
        onDisplayUri: (uri) => events.emit('displayUri', { uri }),
      })
    : undefined

  const session = createInstanceSession({
    networks,
    getNetwork: () => network,
    getActive: () => active,
    rpcUrlOf: (n) => rpcUrlOf(n, options.rpcUrls, context.rpcEndpoint),
    clock,
    requestTimeout: options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT,
  })

  /** The wallet's accounts that are Solana addresses (outside data: the rest is refused). */
  function checkedAddresses(
    codec: { check(value: unknown): CheckedAddress<'solana'> | undefined },
    addresses: readonly unknown[],
  ): CheckedAddress<'solana'>[] {
    const valid = addresses
      .map((a) => codec.check(a))
      .filter((a): a is CheckedAddress<'solana'> => a !== undefined)
    if (valid.length !== addresses.length)
      warn('Refused malformed accounts from the wallet', addresses)
    return [...new Set(valid)]
  }

  function release(): void {
    active?.stopWatching()
    active = undefined
  }

  function onAccounts(backend: WalletBackend, reported: readonly unknown[]) {
    // A watched wallet was opened with the codec in (see open).
    const codec = addressCodec.loaded
    if (active?.backend !== backend || !codec) return
    const addresses = checkedAddresses(codec, reported)
    // Only refused accounts is a malformed report (warned above), not the wallet disconnecting.
    if (addresses.length === 0 && reported.length > 0) return
    if (addresses.length === 0) {
      release()
      events.emit('accountsChanged', { accounts: [] })
      return
    }
    // A session update that repeats the accounts is no change (core would resync for nothing).
    if (addresses.join() === active.addresses.join()) return
    active.addresses = addresses
    events.emit('accountsChanged', { accounts: addresses })
  }

  function onChains(backend: WalletBackend, chains: readonly string[]) {
    if (active?.backend !== backend) return
    // A WalletConnect session approves clusters: core offers only those.
    if (backend.connector.type === 'WALLET_CONNECT')
      events.emit('networksApproved', { caipNetworkIds: [...chains], supportsAllNetworks: false })
    if (chainsInclude(chains, network)) return
    // The wallet left the cluster we act on: follow it when it is one of ours.
    const next = networks.find((n) => chainsInclude(chains, n))
    if (!next) return
    network = next
    events.emit('chainChanged', { chainId: next.id })
  }

  async function open(
    backend: WalletBackend,
    target: Network,
    silent: boolean,
  ): Promise<AdapterConnection | undefined> {
    // Timed in both cases: a wallet that never answers a silent connect must not hold the restore.
    const [codec, reported] = await Promise.all([
      addressCodec.load(),
      session.act(() => backend.connect({ silent, network: target }), 'standard:connect'),
    ])
    if (!reported) return undefined
    const addresses = checkedAddresses(codec, reported.addresses)
    // Only malformed accounts is the wallet answering garbage; none at all is it keeping them.
    if (addresses.length === 0)
      throw reported.addresses.length > 0
        ? new ValidationError()
        : new UnauthorizedError({ details: 'No Solana account' })
    if (active && active.backend !== backend) release()
    active?.stopWatching()
    network = target
    const stopWatching = backend.watch({
      accounts: (list) => onAccounts(backend, list),
      chains: (chains) => onChains(backend, chains),
    })
    active = { backend, addresses, stopWatching }
    const { connector } = backend
    const approved = backend.connector.type === 'WALLET_CONNECT' ? backend.chains() : undefined
    const sessionTopic = backend.sessionTopic?.()
    return {
      address: addresses[0] as string,
      accounts: addresses.map((address) => ({ address, type: 'eoa' as const })),
      chainId: target.id,
      connectorId: connector.id,
      walletInfo: {
        name: connector.name,
        ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
        type: connector.type,
      },
      ...(approved
        ? { approvedNetworks: { caipNetworkIds: approved, supportsAllNetworks: false } }
        : {}),
      ...(sessionTopic ? { sessionTopic } : {}),
    }
  }

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    capabilities: solanaCapabilities,

    async setup() {
      if (destroyed) return
      sources = createWalletSources({
        target: options.target ?? defaultTarget(),
        walletAdapters: options.walletAdapters ?? [],
        transactionClass: options.walletAdapterTransaction,
        walletConnect,
        clock,
        warn,
        onChange: () => events.emit('connectorsChanged', { connectors: adapter.getConnectors() }),
      })
      // In by the time the kit reads a connection; a failed download is tried again by connect.
      await addressCodec
        .load()
        .catch((error: unknown) => warn('The Solana address codec did not load', error))
    },

    getConnectors: () => sources?.connectors() ?? [],

    async connect({ connectorId, network: asked }) {
      const backend = sources?.find(connectorId)
      if (!backend) throw new AdapterOrConnectorNotFoundError({ details: connectorId })
      const connection = await open(backend, session.ownNetwork(asked), false)
      if (!connection) throw new UnauthorizedError({ details: 'The wallet gave no account' })
      return connection
    },

    async reconnect({ connectorId, network: asked }) {
      const backend = await sources?.waitFor(
        connectorId,
        options.restoreWait ?? DEFAULT_RESTORE_WAIT,
      )
      if (!backend || destroyed) return undefined
      try {
        return await open(backend, session.ownNetwork(asked), true)
      } catch (error) {
        warn('Restoring the Solana wallet failed', error)
        return undefined
      }
    },

    async disconnect() {
      const current = active
      release()
      if (current) await session.act(() => current.backend.disconnect())
    },

    on: events.on,

    async switchNetwork(asked) {
      const target = session.ownNetwork(asked)
      const backend = active?.backend
      // A WalletConnect session approves clusters; an injected wallet signs for any.
      if (backend?.connector.type === 'WALLET_CONNECT' && !chainsInclude(backend.chains(), target))
        throw new ChainNotSupportedError({ details: target.caipNetworkId })
      network = target
      events.emit('chainChanged', { chainId: target.id })
    },

    ...actingMethods(session, addressCodec.load),

    request: (request) => requestMethod(session, request),

    getProvider: () => active?.backend.provider(),

    getNetwork: () => network,

    // Before the codec is in, an address is refused, never accepted unchecked.
    validateAddress: (address) => addressCodec.loaded?.check(address) !== undefined,

    async destroy() {
      if (destroyed) return
      destroyed = true
      active?.stopWatching()
      active = undefined
      sources?.destroy()
      await walletConnect?.release?.()
      clock.dispose()
      events.clear()
    },
  }
  return adapter
}
