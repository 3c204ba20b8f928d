import {
  type AdapterConnection,
  type AdapterContext,
  AdapterOrConnectorNotFoundError,
  type Connector,
  DisconnectedError,
} from '@portico/core'
import {
  adapterNetworks,
  createAdapterEvents,
  createScopedClock,
  DEFAULT_REQUEST_TIMEOUT,
  type LoadOnce,
  loadOnce,
} from '@portico/core/adapter-kit'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import { loadEvmActions } from '../actions/load-actions.js'
import { connectWallet } from '../connection/connect-wallet.js'
import {
  type ConnectionTracker,
  createConnectionTracker,
} from '../connection/connection-tracker.js'
import { describeConnection } from '../connection/describe-connection.js'
import { disconnectWallet } from '../connection/disconnect-wallet.js'
import { restoreConnection } from '../connection/restore-connection.js'
import {
  approvedNetworks,
  readSmartAccountNetworks,
  walletConnectNetworks,
} from '../connection/wallet-networks.js'
import { assembleConnectors, injectedProvider } from '../connectors/assemble-connectors.js'
import {
  describeConnector,
  INJECTED_ID,
  WALLETCONNECT_ID,
} from '../connectors/describe-connector.js'
import {
  DISPLAY_URI_MESSAGE,
  SESSION_UPDATE_MESSAGE,
} from '../connectors/walletconnect-connector.js'
import {
  type AnnouncedConnectors,
  watchAnnouncedConnectors,
} from '../discovery/announced-connectors.js'
import type { EvmAdapter, EvmAdapterOptions, WalletTarget } from '../evm-adapter-types.js'
import { isEvmNetwork } from '../networks/to-viem-chain.js'
import { rpcUrlsFor, setupWagmiConfig } from '../wagmi/wagmi-config.js'
import { createProviderGuard } from '../wallet-values/guarded-provider.js'
import { actingMethods } from './acting-methods.js'
import { evmAddressCodec } from './evm-address-codec.js'
import { createInstanceSession } from './instance-session.js'
import { evmCapabilities } from './lazy-evm-adapter.js'

/** What prepareConnector reaches of WalletConnect's provider: its core's relayer and pairings. */
type PairingProvider = {
  client?: {
    core?: { relayer?: { connected?: boolean }; pairing?: { create(): Promise<unknown> } }
  }
}

function defaultTarget(): WalletTarget | undefined {
  // Looked up at setup, never at import: the adapter is SSR-safe.
  const candidate = (globalThis as { window?: unknown }).window
  return candidate && typeof (candidate as EventTarget).addEventListener === 'function'
    ? (candidate as WalletTarget)
    : undefined
}

/**
 * One eip155 adapter instance of one kit (see `evmAdapter`). Everything it starts (the wagmi
 * config's subscription, the EIP-6963 listener, wallet listeners, the WalletConnect socket,
 * timers) is released by `destroy()`; nothing is shared with another instance.
 */
export function createEvmAdapter(options: EvmAdapterOptions, context: AdapterContext): EvmAdapter {
  const warn = (message: string, details?: unknown) => context.warn(message, details)
  const events = createAdapterEvents(warn)
  const clock = createScopedClock(context.clock)
  const guard = createProviderGuard(warn)
  const releases: (() => void | Promise<void>)[] = []
  const networks = adapterNetworks(options.networks, context.networks, isEvmNetwork)
  let target: WalletTarget | undefined
  let config: Config | undefined
  let tracker: ConnectionTracker | undefined
  let announced: AnnouncedConnectors | undefined
  let embeddedId: string | undefined
  let providerCache: unknown
  let relayBound: LoadOnce<void> | undefined
  let destroyed = false

  const session = createInstanceSession({
    getConfig: () => config,
    clock,
    requestTimeout: options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT,
  })

  function offered(connector: WagmiConnector): Connector | undefined {
    if (!config) return undefined
    return describeConnector(connector, {
      config,
      announced: announced?.wallets ?? new Map(),
      injectedProvider: injectedProvider(target),
      embeddedId,
    })
  }

  function getConnectors(): readonly Connector[] {
    return (config?.connectors ?? []).map(offered).filter((c): c is Connector => c !== undefined)
  }

  function findConnector(connectorId: string): WagmiConnector | undefined {
    if (!getConnectors().some((c) => c.id === connectorId)) return undefined
    return config?.connectors.find((c) => c.id === connectorId)
  }

  function watchMessages(connector: WagmiConnector) {
    const onMessage = (message: { type: string; data?: unknown }) => {
      if (message.type === DISPLAY_URI_MESSAGE && typeof message.data === 'string')
        events.emit('displayUri', { uri: message.data })
      if (message.type !== SESSION_UPDATE_MESSAGE || config?.state.current !== connector.uid) return
      const approved = walletConnectNetworks(message.data)
      if (approved) events.emit('networksApproved', approved)
      else warn('Refused a WalletConnect session update without eip155 networks')
    }
    connector.emitter.on('message', onMessage)
    releases.push(() => connector.emitter.off('message', onMessage))
  }

  /**
   * The connection `connector` now holds, with the networks its wallet approved. A connect waits
   * (bounded) for the smart-account networks; a restore does not (a phone may be asleep at page
   * load): they follow as `networksApproved` when the wallet answers.
   */
  async function finishConnection(
    connector: WagmiConnector,
    waitForCapabilities: boolean,
  ): Promise<AdapterConnection | undefined> {
    const cfg = session.config()
    const address = cfg.state.connections.get(connector.uid)?.accounts[0]
    if (!address) return undefined
    // One provider for the approved networks, the capabilities and the cache.
    const provider = await connector.getProvider().catch(() => undefined)
    const approved = approvedNetworks(connector, provider)
    const reading = readSmartAccountNetworks(provider, { address, clock, warn })
    const smartAccountNetworks = waitForCapabilities ? await reading : undefined
    if (!waitForCapabilities)
      void reading.then((networks) => {
        // A task later, so core has taken the restored connection before its update.
        clock.setTimeout(() => {
          if (networks && config?.state.current === connector.uid)
            events.emit('networksApproved', { ...approved, smartAccountNetworks: networks })
        }, 0)
      })
    providerCache = guard.unwrap(provider)
    return describeConnection(cfg, {
      connector,
      offered: offered(connector),
      approvedNetworks: approved,
      smartAccountNetworks,
      sessionTopic: connector.type === 'walletConnect' ? sessionTopicOf(provider) : undefined,
    })
  }

  /** The WalletConnect provider's session topic (read on the parsed value: a string or nothing). */
  function sessionTopicOf(provider: unknown): string | undefined {
    const topic = (provider as { session?: { topic?: unknown } } | undefined)?.session?.topic
    return typeof topic === 'string' ? topic : undefined
  }

  function busy<T>(action: () => Promise<T>): Promise<T> {
    if (!tracker) return action()
    return tracker.whileBusy(action)
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    capabilities: evmCapabilities,
    // Made directly, its code is in already: nothing to wait for (the page's stand-in does).
    setupOnInterest: false,
    ...evmAddressCodec,

    async setup() {
      target = options.target ?? defaultTarget()
      const assembled = assembleConnectors(options, {
        storage: context.storage,
        target,
        guard,
        networks,
        rpcUrlsFor: (network) => rpcUrlsFor(options, network, context.rpcEndpoint),
        warn,
        shared: context.shared,
        embeddedWallet: context.embeddedWallet,
        clock,
      })
      if (assembled.walletConnect) releases.push(assembled.walletConnect.dispose)
      const { config: cfg, created } = await setupWagmiConfig(options, {
        networks,
        storage: context.storage,
        fns: assembled.fns,
        kitEndpoint: context.rpcEndpoint,
      })
      if (destroyed) return
      config = cfg
      created.forEach((connector, index) => {
        watchMessages(connector)
        if (index === assembled.embeddedIndex) embeddedId = connector.id
      })
      tracker = createConnectionTracker(cfg, {
        emit: events.emit,
        warn,
        onDisconnected: () => {
          providerCache = undefined
        },
        shared: options.wagmiConfig !== undefined,
      })
      releases.push(tracker.start())
      if (target) {
        const watched = watchAnnouncedConnectors(target, {
          config: cfg,
          clock,
          guard,
          onAdded: () => events.emit('connectorsChanged', { connectors: getConnectors() }),
        })
        announced = watched
        releases.push(() => watched.destroy())
      }
    },

    getConnectors,

    async connect({ connectorId, network }) {
      const cfg = session.config()
      const connector = findConnector(connectorId)
      if (!connector) throw new AdapterOrConnectorNotFoundError({ details: connectorId })
      const chainId = network ? cfg.chains.find((c) => c.id === Number(network.id))?.id : undefined
      // A relay that hands out no pairing in time is down: the connect fails, named. The bound
      // loads with the first WalletConnect connect.
      if (connector.type === 'walletConnect') {
        // A failed download is tried again on the next connect (not kept for the page's life).
        relayBound ??= loadOnce(() =>
          import('../connectors/relay-wait.js').then(({ boundRelayWait }) => {
            releases.push(
              boundRelayWait(connector, {
                clock,
                timeout: (options.walletConnect || undefined)?.relayTimeout,
              }),
            )
          }),
        )
        await relayBound()
      }
      return busy(async () => {
        await session.act(() => connectWallet(cfg, { connector, chainId }), 'eth_requestAccounts')
        const connection = await finishConnection(connector, true)
        if (!connection) throw new DisconnectedError()
        return connection
      })
    },

    async reloadAuthConnector() {
      // SPEC §4 Farcaster back: the AUTH connector's frame loads its page again (the kit's
      // connector sends RELOAD); an app's own embedded connector reloads if it offers `reload`.
      const connector = embeddedId ? findConnector(embeddedId) : undefined
      const reload = (connector as { reload?: unknown } | undefined)?.reload
      if (typeof reload === 'function') await (reload as () => Promise<void>).call(connector)
    },

    async prepareConnector(connectorId) {
      const connector = findConnector(connectorId)
      if (connector?.type !== 'walletConnect') return
      // The pick then only asks the relay for a pairing: the client is up with its socket open,
      // and the relay bound's code is in. WalletConnect 2.25 opens the socket only for a topic
      // (its first subscribe or publish): a pairing made here opens it, so the pick pays neither
      // the relay's auth token (an ed25519 signature) nor the handshake (bench trace: the socket
      // opened 68-329 ms after the click). Unused, it expires with WalletConnect's pairing TTL.
      const [provider] = await Promise.all([
        connector.getProvider() as Promise<PairingProvider>,
        import('../connectors/relay-wait.js'),
      ])
      const core = provider.client?.core
      if (core && !core.relayer?.connected) await core.pairing?.create()
    },

    async reconnect({ connectorId }) {
      const cfg = session.config()
      const connector =
        findConnector(connectorId) ??
        (announced && connectorId !== INJECTED_ID && connectorId !== WALLETCONNECT_ID
          ? await announced.waitFor(connectorId, findConnector)
          : undefined)
      if (!connector) return undefined
      return busy(async () => {
        // Already connected in a shared config (the app connected it): taken as it is.
        const restored =
          cfg.state.connections.has(connector.uid) ||
          (await session.act(() => restoreConnection(cfg, { connector })))
        return restored ? finishConnection(connector, false) : undefined
      })
    },

    async disconnect() {
      const cfg = session.config()
      await busy(() => session.act(() => disconnectWallet(cfg)))
      providerCache = undefined
    },

    on: events.on,

    async switchNetwork(network) {
      const cfg = session.config()
      const chain = session.chain(network)
      await busy(() =>
        session.act(async () => {
          const { switchChain } = await loadEvmActions()
          return switchChain(cfg, { chainId: chain.id })
        }, 'wallet_switchEthereumChain'),
      )
      // Tell core even though we asked: the wallet is now on another chain.
      events.emit('chainChanged', { chainId: chain.id })
    },

    ...actingMethods(session, warn),

    getProvider: () => providerCache,

    getWagmiConfig: () => config,

    async destroy() {
      if (destroyed) return
      destroyed = true
      for (const release of releases.splice(0).reverse()) await release()
      guard.release()
      clock.dispose()
      events.clear()
      providerCache = undefined
    },
  }
  return adapter
}
