import {
  type AdapterConnection,
  type AdapterContext,
  AdapterOrConnectorNotFoundError,
  ChainNotSupportedError,
  InvalidAddressError,
  type Network,
  PolkadotAddress,
  UnauthorizedError,
  UnsupportedMethodError,
} from '@portico/core'
import {
  type ExtensionAccount,
  findAccount,
  parseExtensionAccounts,
} from '../accounts/extension-accounts.js'
import { createChainConnections } from '../chain/chain-connections.js'
import { extensionConnector, readInjectedExtensions } from '../discovery/injected-extensions.js'
import { toPorticoError } from '../errors/to-portico-error.js'
import { formatPlanck, ss58PrefixOf } from '../networks/network-params.js'
import type { PolkadotAdapter, PolkadotAdapterOptions } from '../polkadot-adapter-types.js'
import { loadSigning } from '../signing/load-signing.js'
import { createAdapterEmitter } from './adapter-emitter.js'
import { extensionSession, type WalletSession } from './wallet-session.js'

interface Connected {
  session: WalletSession
  raw: unknown
  accounts: ExtensionAccount[]
  active: ExtensionAccount
  unsubscribe: () => void
}

/** Runs a wallet call, mapping what it throws to core's typed errors. */
async function act<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toPorticoError(error)
  }
}

/**
 * One polkadot adapter instance per kit: extensions found in `injectedWeb3`, enabled one at a
 * time; the chain client and the signature verifier load on first use.
 */
export function createPolkadotAdapter(
  options: PolkadotAdapterOptions,
  context: AdapterContext,
): PolkadotAdapter {
  const target = options.window ?? (globalThis as PolkadotAdapterOptions['window'])
  const emitter = createAdapterEmitter()
  const chains = createChainConnections(options.rpcUrls)
  let network: Network = context.networks[0]!
  let connected: Connected | undefined
  let generation = 0

  const origin = () =>
    options.appName ?? (globalThis as { location?: { host?: string } }).location?.host ?? 'Portico'
  const parse = (raw: unknown) =>
    parseExtensionAccounts(raw, {
      ss58Prefix: ss58PrefixOf(network),
      chainReference: String(network.id),
    })
  const ordered = (state: Connected) => [
    state.active.address,
    ...state.accounts.filter((a) => a !== state.active).map((a) => a.address),
  ]

  /** Applies a new account list (from the extension or a network switch) and tells core. */
  function applyAccounts(state: Connected, raw: unknown): void {
    const before = ordered(state).join()
    state.raw = raw
    state.accounts = parse(raw)
    const active = findAccount(state.accounts, state.active.address) ?? state.accounts[0]
    if (!active) {
      emitter.emit('accountsChanged', { accounts: [] })
      void release()
      return
    }
    state.active = active
    if (ordered(state).join() !== before)
      emitter.emit('accountsChanged', { accounts: ordered(state) })
  }

  async function open(
    connectorId: string,
    target_network: Network | undefined,
  ): Promise<AdapterConnection> {
    if (target_network) network = supported(target_network)
    const entry = readInjectedExtensions(target).find((e) => e.id === connectorId)
    if (!entry)
      throw new AdapterOrConnectorNotFoundError({ details: `No extension ${connectorId}.` })
    await release()
    const mine = ++generation
    const session = extensionSession(entry.id, await act(() => entry.enable(origin())))
    const raw = await act(() => session.getAccounts())
    const accounts = parse(raw)
    const [first] = accounts
    if (!first)
      throw new UnauthorizedError({ details: 'The extension exposes no Substrate account.' })
    if (mine !== generation)
      throw new UnauthorizedError({ details: 'A newer connection replaced this one.' })
    const state: Connected = { session, raw, accounts, active: first, unsubscribe: () => {} }
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
      connectorId: entry.id,
      walletInfo: { name: entry.name, type: 'INJECTED' },
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
    const known = context.networks.find((n) => n.caipNetworkId === candidate.caipNetworkId)
    if (!known) throw new ChainNotSupportedError({ details: candidate.caipNetworkId })
    return known
  }

  function requireConnected(): Connected {
    if (!connected) throw new UnauthorizedError({ details: 'No extension is connected.' })
    return connected
  }

  function checkReceiver(address: string): string {
    const decoded = PolkadotAddress.decode(address)
    if (decoded?.publicKey.length !== 32) throw new InvalidAddressError(address.slice(0, 100))
    return address
  }

  async function fee(params: { to: string; value: bigint; from: string }): Promise<bigint> {
    const { chain, api } = await chains.get(network)
    return chain.estimateTransferFee(api, {
      from: params.from,
      to: checkReceiver(params.to),
      value: params.value,
    })
  }

  return {
    namespace: 'polkadot',
    setup() {},
    async destroy() {
      generation++
      await release()
      emitter.clear()
      await chains.destroy()
    },
    getConnectors: () => readInjectedExtensions(target).map(extensionConnector),
    connect: ({ connectorId, network: requested }) => open(connectorId, requested),
    async reconnect({ connectorId, network: requested }) {
      // The extension remembers the origin it authorised: enable() answers without a prompt.
      if (!readInjectedExtensions(target).some((e) => e.id === connectorId)) return undefined
      try {
        return await open(connectorId, requested)
      } catch (error) {
        context.warn('The polkadot extension did not restore the connection', error)
        return undefined
      }
    },
    async disconnect() {
      generation++
      await release()
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
      const account = findAccount(state.accounts, address)
      if (!account) throw new InvalidAddressError(address.slice(0, 100))
      const { signMessageWithExtension } = await loadSigning()
      return act(() =>
        signMessageWithExtension(state.session.signRaw, { address: account.address, message }),
      )
    },
    async sendTransaction({ to, value, tokenAddress }) {
      if (tokenAddress !== undefined)
        throw new UnsupportedMethodError({ details: 'Only the native token can be sent.' })
      const state = requireConnected()
      checkReceiver(to)
      const { chain, api } = await chains.get(network)
      return act(() =>
        chain.sendTransfer(api, {
          from: state.active.address,
          to,
          value,
          signer: state.session.signer,
        }),
      )
    },
    estimateGas: (params) => fee(params),
    estimateFee: (params) => fee(params),
    async getBalance({ address, network: on }) {
      const balances = await this.getBalances({ address, network: on })
      return {
        balance: formatPlanck(balances.transferable, balances.decimals),
        symbol: balances.symbol,
        decimals: balances.decimals,
      }
    },
    async getBalances({ address, network: on }) {
      const { chain, api } = await chains.get(supported(on))
      const balances = await chain.readBalances(api, checkReceiver(address))
      return { ...balances, decimals: on.nativeCurrency.decimals, symbol: on.nativeCurrency.symbol }
    },
    async getExistentialDeposit({ network: on }) {
      const { chain, api } = await chains.get(supported(on))
      return chain.existentialDeposit(api)
    },
    getCapabilities: async () => ({}),
    async request({ method }) {
      throw new UnsupportedMethodError({ details: `${method} is not a polkadot wallet request.` })
    },
    getProvider: () => connected?.session.provider,
    validateAddress(address) {
      const decoded = PolkadotAddress.decode(address)
      return (
        decoded !== undefined &&
        decoded.publicKey.length === 32 &&
        decoded.prefix === ss58PrefixOf(network)
      )
    },
    selectAccount({ address }) {
      const state = requireConnected()
      const account = findAccount(state.accounts, address)
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
