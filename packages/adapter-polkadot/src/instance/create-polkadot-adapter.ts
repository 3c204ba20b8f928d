import {
  type AccountEntry,
  type AdapterConnection,
  type AdapterContext,
  AdapterOrConnectorNotFoundError,
  ChainNotSupportedError,
  type ConnectedWalletInfo,
  InvalidAddressError,
  type Network,
  UnauthorizedError,
  UnsupportedMethodError,
} from '@portico/core'
import {
  adapterNetworks,
  createAdapterEvents,
  createScopedClock,
  DEFAULT_REQUEST_TIMEOUT,
  lazyAddressCodec,
} from '@portico/core/adapter-kit'
import { joinSharedWalletConnect, leaveSharedWalletConnect } from '@portico/core/internal'
import type { ExtensionAccount } from '../accounts/extension-accounts.js'
import { createChainConnections } from '../chain/chain-connections.js'
import { type DocumentLike, whenDocumentLoaded } from '../discovery/document-loaded.js'
import { extensionConnector, readInjectedExtensions } from '../discovery/injected-extensions.js'
import { act } from '../errors/to-portico-error.js'
import { ss58PrefixOf } from '../networks/network-params.js'
import type { PolkadotAdapter, PolkadotAdapterOptions } from '../polkadot-adapter-types.js'
import { loadSigning } from '../signing/load-signing.js'
import {
  loadWalletConnectSession,
  polkadotProposal,
  WALLETCONNECT_CONNECTOR,
} from '../walletconnect/walletconnect-connector.js'
import type { UniversalProvider } from '../walletconnect/walletconnect-provider.js'
import { createChainMethods } from './chain-methods.js'
import { polkadotCapabilities } from './polkadot-capabilities.js'
import { createWalletRequests } from './wallet-requests.js'
import { extensionSession, type WalletSession } from './wallet-session.js'

/** The account parsing on the SS58 codec (checksum: blake2b), loaded with the first connection. */
type AccountCodec = typeof import('../accounts/extension-accounts.js')

interface Connected {
  /** Every account below came through it, and later reports go through it too. */
  codec: AccountCodec
  session: WalletSession
  raw: unknown
  accounts: ExtensionAccount[]
  active: ExtensionAccount
  unsubscribe: () => void
}

/**
 * One polkadot adapter instance per kit: extensions found in `injectedWeb3`, enabled one at a
 * time; the chain client and the signature verifier load on first use.
 */
export function createPolkadotAdapter(
  options: PolkadotAdapterOptions,
  context: AdapterContext,
): PolkadotAdapter {
  const target = options.target ?? (globalThis as PolkadotAdapterOptions['target'])
  const networks = adapterNetworks(
    options.networks,
    context.networks,
    (n) => n.chainNamespace === 'polkadot',
  )
  const emitter = createAdapterEvents(context.warn)
  // The request timeouts' timers: cleared at destroy, none started after it.
  const clock = createScopedClock(context.clock)
  const requests = createWalletRequests(clock, options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT)
  const chains = createChainConnections(options.rpcUrls)
  let network: Network = networks[0]!
  let connected: Connected | undefined
  let generation = 0
  let destroyed = false
  const accountCodec = lazyAddressCodec(() => import('../accounts/extension-accounts.js'))

  const origin = () =>
    options.appName ?? (globalThis as { location?: { host?: string } }).location?.host ?? 'Portico'
  /** The wallet's accounts for the network; `malformed` when the wallet sent only malformed ones. */
  const parse = (codec: AccountCodec, raw: unknown) => {
    const refused: unknown[] = []
    const accounts = codec.parseExtensionAccounts(
      raw,
      { ss58Prefix: ss58PrefixOf(network), chainReference: String(network.id) },
      (entry) => refused.push(entry),
    )
    if (refused.length > 0) context.warn('Refused malformed accounts from the wallet', refused)
    return Object.assign(accounts, { malformed: accounts.length === 0 && refused.length > 0 })
  }
  const ordered = (state: Connected) => [
    state.active.address,
    ...state.accounts.filter((a) => a !== state.active).map((a) => a.address),
  ]

  // The names go with the addresses, so a network switch (re-encoded SS58) keeps them.
  const entriesOf = (state: Connected): AccountEntry[] =>
    ordered(state).map((address) => {
      const name = state.accounts.find((a) => a.address === address)?.name
      return { address, type: 'eoa', ...(name ? { name } : {}) }
    })

  /** Applies a new account list (from the extension or a network switch) and tells core. */
  function applyAccounts(state: Connected, raw: unknown): void {
    const before = ordered(state).join()
    const accounts = parse(state.codec, raw)
    // Only malformed accounts is a refused report (warned), not the wallet letting go.
    if (accounts.malformed) return
    state.raw = raw
    state.accounts = accounts
    const active =
      state.codec.findAccount(state.accounts, state.active.address) ?? state.accounts[0]
    if (!active) {
      emitter.emit('accountsChanged', { accounts: [] })
      void release()
      return
    }
    state.active = active
    if (ordered(state).join() !== before)
      emitter.emit('accountsChanged', { accounts: ordered(state), entries: entriesOf(state) })
  }

  const walletConnect = options.walletConnect
    ? {
        options: options.walletConnect,
        slot: joinSharedWalletConnect<UniversalProvider>(
          context,
          'polkadot',
          polkadotProposal(networks),
        ),
      }
    : undefined

  const connectors = () => [
    ...readInjectedExtensions(target).map(extensionConnector),
    ...(walletConnect ? [WALLETCONNECT_CONNECTOR] : []),
  ]

  /** The wallet session behind a connector: the extension's enable, or WalletConnect's session. */
  const hasExtension = (id: string) => readInjectedExtensions(target).some((e) => e.id === id)

  async function startSession(
    connectorId: string,
    silent: boolean,
  ): Promise<{ session: WalletSession; walletInfo: ConnectedWalletInfo } | undefined> {
    if (connectorId === WALLETCONNECT_CONNECTOR.id && walletConnect) {
      const { openWalletConnectSession } = await loadWalletConnectSession()
      const events = {
        onDisplayUri: (uri: string) => emitter.emit('displayUri', { uri }),
        network: () => network,
      }
      const session = await act(() =>
        openWalletConnectSession(walletConnect, context, events, silent),
      )
      return session && { session, walletInfo: { name: 'WalletConnect', type: 'WALLET_CONNECT' } }
    }
    const entry = readInjectedExtensions(target).find((e) => e.id === connectorId)
    if (!entry) {
      if (silent) return undefined
      throw new AdapterOrConnectorNotFoundError({ details: `No extension ${connectorId}.` })
    }
    // Only this extension is asked; it remembers an origin it authorised (no prompt on restore).
    const injected = await requests.ask('enable', () => entry.enable(origin()))
    return {
      session: extensionSession(entry.id, injected),
      walletInfo: { name: entry.name, type: 'INJECTED' },
    }
  }

  async function open(
    connectorId: string,
    requested: Network | undefined,
    silent: boolean,
  ): Promise<AdapterConnection | undefined> {
    if (requested) network = supported(requested)
    await release()
    const mine = ++generation
    // The codec downloads while the wallet answers: no account is read without its checksum.
    const [codec, started] = await Promise.all([
      accountCodec.load(),
      startSession(connectorId, silent),
    ])
    if (!started) return undefined
    const { session, walletInfo } = started
    const raw = await requests.ask('accounts.get', () => session.getAccounts())
    const accounts = parse(codec, raw)
    const [first] = accounts
    if (!first) throw codec.noAccountError(accounts.malformed)
    if (mine !== generation)
      throw new UnauthorizedError({ details: 'A newer connection replaced this one.' })
    const state: Connected = {
      codec,
      session,
      raw,
      accounts,
      active: first,
      unsubscribe: () => {},
    }
    connected = state
    state.unsubscribe = session.subscribeAccounts((list) => {
      if (connected === state) applyAccounts(state, list)
    })
    return {
      address: first.address,
      accounts: accounts.map((a) => ({
        address: a.address,
        type: 'eoa',
        ...(a.name ? { name: a.name } : {}),
      })),
      chainId: network.id,
      connectorId: session.connectorId,
      walletInfo,
      ...(session.connectorId === WALLETCONNECT_CONNECTOR.id
        ? {
            approvedNetworks: {
              caipNetworkIds: [network.caipNetworkId],
              supportsAllNetworks: false,
            },
          }
        : {}),
    }
  }

  async function release(): Promise<void> {
    const state = connected
    connected = undefined
    if (!state) return
    state.unsubscribe()
    await state.session.close()
  }

  function supported(candidate: Network): Network {
    const known = networks.find((n) => n.caipNetworkId === candidate.caipNetworkId)
    if (!known) throw new ChainNotSupportedError({ details: candidate.caipNetworkId })
    return known
  }

  function requireConnected(): Connected {
    if (!connected) throw new UnauthorizedError({ details: 'No extension is connected.' })
    return connected
  }

  return {
    namespace: 'polkadot',
    capabilities: polkadotCapabilities,
    async setup() {
      // Extensions inject from content scripts: read injectedWeb3 once the page has loaded.
      const before = readInjectedExtensions(target).length
      await whenDocumentLoaded(target?.document as DocumentLike | undefined, context.clock)
      if (readInjectedExtensions(target).length !== before)
        emitter.emit('connectorsChanged', { connectors: connectors() })
    },
    async destroy() {
      destroyed = true
      generation++
      await release()
      emitter.clear()
      clock.dispose()
      await Promise.all([
        chains.destroy(),
        walletConnect && leaveSharedWalletConnect(walletConnect.slot),
      ])
    },
    getConnectors: connectors,
    async connect({ connectorId, network: requested }) {
      const connection = await open(connectorId, requested, false)
      if (!connection) throw new UnauthorizedError({ details: 'The wallet gave no session.' })
      return connection
    },
    async reconnect({ connectorId, network: requested }) {
      try {
        if (connectorId !== WALLETCONNECT_CONNECTOR.id && !hasExtension(connectorId)) {
          // The saved extension may inject after the app started: restore it when it comes (the
          // wait downloads only then, never with the page).
          const { whenExtensionInjected } = await import('../discovery/extension-injected.js')
          const injected = await whenExtensionInjected(target, connectorId, {
            clock: context.clock,
            stopped: () => destroyed,
          })
          if (!injected || destroyed) return undefined
          emitter.emit('connectorsChanged', { connectors: connectors() })
        }
        return await open(connectorId, requested, true)
      } catch (error) {
        context.warn('The polkadot wallet did not restore the connection', error)
        return undefined
      }
    },
    async disconnect() {
      generation++
      const state = connected
      await release()
      await state?.session.disconnect()
    },
    on: emitter.on,
    async switchNetwork(next) {
      network = supported(next)
      const state = connected
      if (!state) return
      applyAccounts(state, state.raw)
      if (connected === state) emitter.emit('chainChanged', { chainId: network.id })
    },
    async signMessage({ message, address }) {
      const state = requireConnected()
      const account = state.codec.findAccount(state.accounts, address)
      if (!account) throw new InvalidAddressError(address.slice(0, 100))
      const { signMessageWithExtension } = await loadSigning()
      return requests.ask('signRaw', () =>
        signMessageWithExtension(state.session.signRaw, { address: account.address, message }),
      )
    },
    ...createChainMethods({
      chains,
      clock: context.clock,
      network: () => network,
      supported,
      signing: () => {
        const state = requireConnected()
        const session = { ...state.session, signer: requests.signer(state.session.signer) }
        return { from: state.active.address, session }
      },
    }),
    getCapabilities: async () => ({}),
    async request({ method }) {
      throw new UnsupportedMethodError({ details: `${method} is not a polkadot wallet request.` })
    },
    getProvider: () => connected?.session.provider,
    // Core checks the addresses a connection or an account event brought, which came through
    // the codec; before its code is in, an address is refused, never accepted unchecked.
    validateAddress: (address) =>
      accountCodec.loaded?.isNetworkAccountAddress(address, ss58PrefixOf(network)) ?? false,
    selectAccount({ address }) {
      const state = requireConnected()
      const account = state.codec.findAccount(state.accounts, address)
      if (!account) throw new InvalidAddressError(address.slice(0, 100))
      state.active = account
    },
    getAccounts() {
      const state = connected
      if (!state) return []
      return state.accounts.map((a) => ({
        address: a.address,
        name: a.name,
        type: a.type,
        active: a === state.active,
      }))
    },
  }
}
