import {
  type AdapterConnection,
  type AdapterContext,
  AdapterOrConnectorNotFoundError,
  type BalanceResult,
  ChainNotSupportedError,
  type Clock,
  type Connector,
  DisconnectedError,
  type Network,
  type RpcRequest,
  type SendTransactionParameters,
  systemClock,
} from '@portico/core'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  injected,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  type signTypedData as wagmiSignTypedData,
} from '@wagmi/core'
import { type Address, type Chain, getAddress, isAddress, type Transport } from 'viem'
import { loadEnsActions, loadEvmActions } from './actions/load-actions.js'
import { restoreConnection } from './actions/restore-connection.js'
import { createAdapterEvents } from './adapter-events.js'
import {
  describeConnector,
  INJECTED_ID,
  WALLETCONNECT_ID,
} from './connectors/describe-connector.js'
import { DISPLAY_URI_MESSAGE, walletConnect } from './connectors/walletconnect-connector.js'
import { type Eip1193Provider, isEip1193Provider } from './discovery/eip1193-provider.js'
import {
  type AnnouncedWallet,
  createEip6963Discovery,
  type Eip6963Discovery,
} from './discovery/eip6963-discovery.js'
import { toPorticoError } from './errors/to-portico-error.js'
import type { EvmAdapter, EvmAdapterOptions, WalletTarget } from './evm-adapter-types.js'
import { isEvmNetwork, toViemChain } from './networks/to-viem-chain.js'
import { createWagmiStorage } from './storage/wagmi-storage.js'
import { walletConnectPrefix } from './storage/walletconnect-prefix.js'
import { createWalletConnectStorage } from './storage/walletconnect-storage.js'
import { createTransport } from './transports/create-transport.js'
import { type ConnectionSnapshot, connectionEvents, connectionSnapshot } from './wallet-events.js'
import { withTimeout } from './with-timeout.js'

/** Default time a wallet may take to answer a prompt (longer than the 4-minute pairing lifetime). */
export const DEFAULT_REQUEST_TIMEOUT = 300_000

/** How long a restore waits for its wallet's EIP-6963 announcement. */
export const ANNOUNCEMENT_WAIT_MS = 1_000

function defaultTarget(): WalletTarget | undefined {
  // Looked up at setup, never at import: the adapter is SSR-safe.
  const candidate = (globalThis as { window?: unknown }).window
  return candidate && typeof (candidate as EventTarget).addEventListener === 'function'
    ? (candidate as WalletTarget)
    : undefined
}

/**
 * The eip155 chain adapter on wagmi + viem. Offers the injected wallet (`window.ethereum`),
 * wallets announced through EIP-6963 (validated, one per rdns), WalletConnect (its code loaded only
 * when picked) and an optional embedded-wallet connector. Every action throws core's typed errors
 * (see {@link toPorticoError}).
 *
 * @example
 * const kit = createAppKit({
 *   adapters: [evmAdapter({ networks, projectId, relayUrl: 'ws://127.0.0.1:4444' })],
 *   networks,
 *   projectId,
 * })
 */
export function evmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const events = createAdapterEvents()
  const requestTimeout = options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT
  let context: AdapterContext | undefined
  let config: Config | undefined
  let discovery: Eip6963Discovery | undefined
  let target: WalletTarget | undefined
  let embeddedId: string | undefined
  const announced = new Map<string, AnnouncedWallet>()
  const cleanups: (() => void)[] = []
  let walletConnectFn: ReturnType<typeof walletConnect> | undefined
  /** While > 0 the adapter itself is changing the connection: state changes are not events. */
  let busy = 0
  let last: ConnectionSnapshot = { accounts: [], chainId: undefined, connected: false }

  const evmNetworks = options.networks.filter(isEvmNetwork)

  function requireConfig(): Config {
    if (!config)
      throw new AdapterOrConnectorNotFoundError({ details: 'evmAdapter: setup() not called' })
    return config
  }

  function clock(): Clock {
    return context?.clock ?? systemClock
  }

  function timed<T>(promise: Promise<T>, method: string): Promise<T> {
    return withTimeout(promise, { clock: clock(), timeout: requestTimeout, method })
  }

  async function run<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action()
    } catch (error) {
      throw toPorticoError(error)
    }
  }

  function currentConnection(cfg: Config) {
    const state = cfg.state
    return state.current ? state.connections.get(state.current) : undefined
  }

  function requireAccount(): Address {
    const connection = config && currentConnection(config)
    const account = connection?.accounts[0]
    if (!account) throw new DisconnectedError()
    return account
  }

  function rpcUrlsFor(network: Network): readonly string[] {
    return options.rpcUrls?.[Number(network.id)] ?? network.rpcUrls.default.http
  }

  function injectedProvider(): Eip1193Provider | undefined {
    const provider = target?.ethereum
    return isEip1193Provider(provider) ? provider : undefined
  }

  function connectorFns(storage: AdapterContext['storage']): CreateConnectorFn[] {
    const fns: CreateConnectorFn[] = []
    if (injectedProvider()) {
      fns.push(
        injected({
          target: {
            id: INJECTED_ID,
            name: 'Browser Wallet',
            // biome-ignore lint/suspicious/noExplicitAny: wagmi's provider type is its own EIP-1193 shape
            provider: () => injectedProvider() as any,
          },
        }),
      )
    }
    if (options.walletConnect !== false) {
      const wc = options.walletConnect ?? {}
      walletConnectFn = walletConnect({
        projectId: options.projectId,
        relayUrl: wc.relayUrl ?? options.relayUrl,
        metadata: wc.metadata,
        storage: createWalletConnectStorage(storage),
        customStoragePrefix: wc.customStoragePrefix ?? walletConnectPrefix(storage),
        skipVerify: wc.skipVerify,
        rpcMap: Object.fromEntries(evmNetworks.map((n) => [Number(n.id), rpcUrlsFor(n)[0] ?? ''])),
      })
      fns.push(walletConnectFn)
    }
    return fns
  }

  function addConnectors(cfg: Config, fns: readonly CreateConnectorFn[]): WagmiConnector[] {
    const added = fns.map((fn) => cfg._internal.connectors.setup(fn))
    cfg._internal.connectors.setState((existing) => [
      ...existing.filter((c) => !added.some((a) => a.id === c.id)),
      ...added,
    ])
    return added
  }

  function watchConnectorMessages(connector: WagmiConnector) {
    const onMessage = (message: { type: string; data?: unknown }) => {
      if (message.type === DISPLAY_URI_MESSAGE && typeof message.data === 'string')
        events.emit('displayUri', { uri: message.data })
    }
    connector.emitter.on('message', onMessage)
    cleanups.push(() => connector.emitter.off('message', onMessage))
  }

  function onAnnouncements(wallets: readonly AnnouncedWallet[]) {
    const cfg = config
    if (!cfg) return
    const fresh = wallets.filter((w) => !announced.has(w.info.rdns))
    if (fresh.length === 0) return
    for (const wallet of fresh) announced.set(wallet.info.rdns, wallet)
    // A passed wagmi config may have made a connector for this wallet already (its own EIP-6963
    // discovery): it is kept, and offered with the info we validated.
    const missing = fresh.filter((w) => !cfg.connectors.some((c) => c.id === w.info.rdns))
    addConnectors(
      cfg,
      missing.map((wallet) =>
        injected({
          target: {
            id: wallet.info.rdns,
            name: wallet.info.name,
            ...(wallet.info.icon ? { icon: wallet.info.icon } : {}),
            // biome-ignore lint/suspicious/noExplicitAny: wagmi's provider type is its own EIP-1193 shape
            provider: () => wallet.provider as any,
          },
        }),
      ),
    )
    events.emit('connectorsChanged', { connectors: getConnectors() })
  }

  function toCoreConnector(connector: WagmiConnector): Connector | undefined {
    if (!config) return undefined
    return describeConnector(connector, {
      config,
      announced,
      injectedProvider: injectedProvider(),
      embeddedId,
    })
  }

  function getConnectors(): readonly Connector[] {
    if (!config) return []
    return config.connectors.map(toCoreConnector).filter((c): c is Connector => c !== undefined)
  }

  function findConnector(connectorId: string): WagmiConnector | undefined {
    if (!config) return undefined
    if (!getConnectors().some((c) => c.id === connectorId)) return undefined
    return config.connectors.find((c) => c.id === connectorId)
  }

  /** Turns wagmi state changes the wallet caused into adapter events. */
  function onStateChange() {
    if (!config) return
    const next = connectionSnapshot(config)
    const previous = last
    last = next
    if (!next.connected) providerCache = undefined
    if (busy > 0) return
    for (const event of connectionEvents(previous, next)) events.emit(event.name, event.payload)
  }

  async function toAdapterConnection(
    cfg: Config,
    connector: WagmiConnector,
  ): Promise<AdapterConnection | undefined> {
    const connection = cfg.state.connections.get(connector.uid)
    if (!connection?.accounts[0]) return undefined
    const core = toCoreConnector(connector)
    return {
      address: connection.accounts[0],
      accounts: connection.accounts.map((address) => ({ address, type: 'eoa' as const })),
      chainId: connection.chainId,
      connectorId: connector.id,
      walletInfo: {
        name: core?.name ?? connector.name,
        ...(core?.imageUrl ? { icon: core.imageUrl } : {}),
        ...(core?.info?.rdns ? { rdns: core.info.rdns } : {}),
        ...(core?.type ? { type: core.type } : {}),
      },
    }
  }

  async function connectedProvider(): Promise<Eip1193Provider> {
    const cfg = requireConfig()
    const connection = currentConnection(cfg)
    if (!connection) throw new DisconnectedError()
    const provider = await connection.connector.getProvider({ chainId: connection.chainId })
    if (!isEip1193Provider(provider)) throw new DisconnectedError()
    return provider
  }

  async function request(req: RpcRequest): Promise<unknown> {
    return run(async () => {
      const provider = await connectedProvider()
      return timed(provider.request({ method: req.method, params: req.params }), req.method)
    })
  }

  function chainFor(network: Network): Chain | undefined {
    return requireConfig().chains.find((c) => c.id === Number(network.id))
  }

  /**
   * A wallet restored at start may announce itself a moment after the app starts (extensions
   * inject late): wait a bounded time for its EIP-6963 announcement.
   */
  function waitForAnnouncement(connectorId: string): Promise<WagmiConnector | undefined> {
    if (!discovery || connectorId === INJECTED_ID || connectorId === WALLETCONNECT_ID)
      return Promise.resolve(undefined)
    const current = discovery
    return new Promise((resolve) => {
      let unsubscribe = () => {}
      const handle = clock().setTimeout(() => {
        unsubscribe()
        resolve(undefined)
      }, ANNOUNCEMENT_WAIT_MS)
      unsubscribe = current.subscribe(() => {
        const connector = findConnector(connectorId)
        if (!connector) return
        clock().clearTimeout(handle)
        unsubscribe()
        resolve(connector)
      })
    })
  }

  let providerCache: unknown
  async function refreshProviderCache() {
    const connection = config && currentConnection(config)
    providerCache = connection
      ? await connection.connector.getProvider().catch(() => undefined)
      : undefined
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',

    async setup(ctx) {
      context = ctx
      target = options.target ?? defaultTarget()
      const fns = connectorFns(ctx.storage)
      const embeddedIndex = options.embeddedWallet ? fns.push(options.embeddedWallet) - 1 : -1
      fns.push(...(options.connectors ?? []))

      let created: readonly WagmiConnector[]
      if (options.wagmiConfig) {
        config = options.wagmiConfig
        created = addConnectors(config, fns)
      } else {
        const networks = evmNetworks.length > 0 ? evmNetworks : ctx.networks.filter(isEvmNetwork)
        const chains = networks.map(toViemChain)
        if (chains.length === 0)
          throw new ChainNotSupportedError({
            details: 'evmAdapter needs at least one eip155 network',
          })
        const transports: Record<number, Transport> = {}
        for (const network of networks) {
          const id = Number(network.id)
          transports[id] = options.transports?.[id] ?? createTransport(rpcUrlsFor(network))
        }
        config = createConfig({
          chains: chains as [Chain, ...Chain[]],
          transports,
          connectors: fns,
          storage: createWagmiStorage(ctx.storage),
          multiInjectedProviderDiscovery: false,
        })
        created = config.connectors
      }
      created.forEach((connector, index) => {
        watchConnectorMessages(connector)
        if (index === embeddedIndex) embeddedId = connector.id
      })
      // Wait for wagmi's persisted state before anyone reconnects (it would overwrite it later).
      // (`persist` is absent when a passed config has no storage.)
      const store = config._internal.store as unknown as {
        persist?: { rehydrate(): Promise<void> | void }
      }
      await store.persist?.rehydrate()
      last = connectionSnapshot(config)
      cleanups.push(config.subscribe((state) => state, onStateChange))

      if (target) {
        discovery = createEip6963Discovery(target)
        cleanups.push(discovery.subscribe(onAnnouncements))
        onAnnouncements(discovery.getWallets())
      }
    },

    getConnectors,

    async connect({ connectorId, network }) {
      const cfg = requireConfig()
      const connector = findConnector(connectorId)
      if (!connector) throw new AdapterOrConnectorNotFoundError({ details: connectorId })
      busy++
      try {
        // One wallet per namespace: another connected wallet is let go first.
        const current = currentConnection(cfg)
        if (current && current.connector.uid !== connector.uid)
          await wagmiDisconnect(cfg, { connector: current.connector }).catch(() => undefined)
        const existing = cfg.state.connections.get(connector.uid)
        if (!existing) {
          const chain = network ? chainFor(network) : undefined
          await run(() =>
            timed(
              wagmiConnect(cfg, { connector, ...(chain ? { chainId: chain.id } : {}) }),
              'eth_requestAccounts',
            ),
          )
        }
        const connection = await toAdapterConnection(cfg, connector)
        if (!connection) throw new DisconnectedError()
        await refreshProviderCache()
        return connection
      } finally {
        busy--
        last = connectionSnapshot(cfg)
      }
    },

    async reconnect({ connectorId }) {
      const cfg = requireConfig()
      const connector = findConnector(connectorId) ?? (await waitForAnnouncement(connectorId))
      if (!connector) return undefined
      busy++
      try {
        const restored = await run(() => restoreConnection(cfg, connector))
        if (!restored) return undefined
        const connection = await toAdapterConnection(cfg, connector)
        await refreshProviderCache()
        return connection
      } finally {
        busy--
        last = connectionSnapshot(cfg)
      }
    },

    async disconnect() {
      const cfg = requireConfig()
      busy++
      try {
        const connection = currentConnection(cfg)
        if (connection) await run(() => wagmiDisconnect(cfg, { connector: connection.connector }))
        providerCache = undefined
      } finally {
        busy--
        last = connectionSnapshot(cfg)
      }
    },

    on: events.on,

    async switchNetwork(network) {
      const cfg = requireConfig()
      const chain = chainFor(network)
      if (!chain) throw new ChainNotSupportedError({ details: network.caipNetworkId })
      busy++
      try {
        await run(async () => {
          const { switchChain } = await loadEvmActions()
          return timed(switchChain(cfg, { chainId: chain.id }), 'wallet_switchEthereumChain')
        })
      } finally {
        busy--
        last = connectionSnapshot(cfg)
      }
      // Tell core even though we asked: the wallet is now on another chain.
      events.emit('chainChanged', { chainId: chain.id })
    },

    async signMessage({ message, address }) {
      const cfg = requireConfig()
      return run(async () => {
        const { signMessage } = await loadEvmActions()
        return timed(signMessage(cfg, { message, account: getAddress(address) }), 'personal_sign')
      })
    },

    async signTypedData({ typedData, address }) {
      const cfg = requireConfig()
      return run(async () => {
        const { signTypedData } = await loadEvmActions()
        return timed(
          signTypedData(cfg, {
            ...(typedData as Parameters<typeof wagmiSignTypedData>[1]),
            account: getAddress(address),
          }),
          'eth_signTypedData_v4',
        )
      })
    },

    async sendTransaction(params: SendTransactionParameters) {
      const cfg = requireConfig()
      if (params.tokenAddress)
        return adapter.transferToken({
          tokenAddress: params.tokenAddress,
          to: params.to,
          value: params.value,
        })
      return run(async () => {
        const account = requireAccount()
        const to = getAddress(params.to)
        const { getGasPrice, sendTransaction } = await loadEvmActions()
        const gasPrice = params.gasPrice ?? (await getGasPrice(cfg))
        return timed(
          sendTransaction(cfg, {
            account,
            to,
            value: params.value,
            gasPrice,
            ...(params.data ? { data: params.data } : {}),
          }),
          'eth_sendTransaction',
        )
      })
    },

    async transferToken({ tokenAddress, to, value }) {
      const cfg = requireConfig()
      return run(async () => {
        const account = requireAccount()
        const { transferToken } = await loadEvmActions()
        return timed(
          transferToken(cfg, {
            tokenAddress: getAddress(tokenAddress),
            to: getAddress(to),
            value,
            account,
          }),
          'eth_sendTransaction',
        )
      })
    },

    async estimateGas(params) {
      const cfg = requireConfig()
      return run(async () => {
        const token = params.tokenAddress ? getAddress(params.tokenAddress) : undefined
        const to = getAddress(params.to)
        const { encodeFunctionData, erc20Abi, estimateGas } = await loadEvmActions()
        return estimateGas(cfg, {
          account: getAddress(params.from),
          to: token ?? to,
          value: token ? 0n : params.value,
          data: token
            ? encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [to, params.value],
              })
            : params.data,
        })
      })
    },

    async getBalance({ address, network }) {
      const cfg = requireConfig()
      const chain = chainFor(network)
      if (!chain) throw new ChainNotSupportedError({ details: network.caipNetworkId })
      return run(async (): Promise<BalanceResult> => {
        const { formatUnits, getBalance } = await loadEvmActions()
        const { value } = await getBalance(cfg, {
          address: getAddress(address),
          chainId: chain.id,
        })
        const { decimals, symbol } = network.nativeCurrency
        return { balance: formatUnits(value, decimals), symbol, decimals }
      })
    },

    async getCapabilities({ address }) {
      const result = await request({
        method: 'wallet_getCapabilities',
        params: [getAddress(address)],
      })
      return result !== null && typeof result === 'object'
        ? (result as Record<string, unknown>)
        : {}
    },

    async getAssets({ address, chainIds }) {
      const cfg = requireConfig()
      return run(async () => {
        const { getWalletAssets } = await loadEvmActions()
        return getWalletAssets((r) => request(r), {
          address: getAddress(address),
          chainIds: chainIds ?? cfg.chains.map((c) => c.id),
        })
      })
    },

    async sendCalls(params) {
      const cfg = requireConfig()
      return run(async () => {
        const account = requireAccount()
        const { sendEvmCalls } = await loadEvmActions()
        return timed(
          sendEvmCalls(cfg, {
            calls: params.calls,
            account,
            chainId: params.chainId,
            forceAtomic: params.forceAtomic,
            capabilities: params.capabilities,
          }),
          'wallet_sendCalls',
        )
      })
    },

    async getCallsStatus({ id }) {
      const cfg = requireConfig()
      return run(async () => {
        const { callsStatus } = await loadEvmActions()
        return callsStatus(cfg, { id })
      })
    },

    grantPermissions: (params) => request({ method: 'wallet_grantPermissions', params: [params] }),
    revokePermissions: (params) =>
      request({ method: 'wallet_revokePermissions', params: [params] }),

    async getEnsName({ address, chainId }) {
      if (!config || !isAddress(address)) return null
      const cfg = config
      const { lookupEnsName } = await loadEnsActions()
      return lookupEnsName(cfg, { address, chainId })
    },

    async getEnsAvatar({ name, chainId }) {
      if (!config) return null
      const cfg = config
      const { lookupEnsAvatar } = await loadEnsActions()
      return lookupEnsAvatar(cfg, { name, chainId })
    },

    request,

    getProvider: () => providerCache,

    getWagmiConfig: () => config,

    async destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup()
      discovery?.destroy()
      discovery = undefined
      await walletConnectFn?.dispose()
    },
  }
  return adapter
}
