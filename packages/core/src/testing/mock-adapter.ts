import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import type { AdapterCapabilities } from '../adapter/adapter-capabilities.js'
import type {
  AdapterConnection,
  AdapterContext,
  AdapterDefinition,
  AdapterEventMap,
  AdapterEventName,
  ApprovedNetworks,
  BalanceResult,
  ChainAdapter,
  RpcRequest,
  SendTransactionParameters,
} from '../adapter/chain-adapter.js'
import type { ExistentialDepositReader } from '../adapter/existential-deposit-reader.js'
import { validateAccountAddress } from '../caip/account-address.js'
import {
  AdapterOrConnectorNotFoundError,
  ChainNotSupportedError,
} from '../errors/adapter-errors.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import { familyRegistry } from '../families/family-registry.js'
import type { AccountEntry } from '../types/account.js'
import type { AccountType, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { Network } from '../types/network.js'

/** A failure switch: `true` throws `UserRejectedRequestError` (4001), an `Error` is thrown as is. */
export type MockFailure = boolean | Error | undefined

/** Switches a test flips to make the mock wallet misbehave. All off by default. */
export interface MockAdapterFeatures {
  /** `connect` fails. */
  connectError?: MockFailure
  /** Whether `reconnect` restores a previous connection (default `true`; `false` = wallet forgot us). */
  reconnect?: boolean
  /** `disconnect` fails. */
  disconnectError?: MockFailure
  /** `signMessage` (and `personal_sign` through `request`) fails. */
  signMessageError?: MockFailure
  /** `switchNetwork` fails. */
  switchChainError?: MockFailure
  /** `sendTransaction` (and `eth_sendTransaction` through `request`) fails. */
  sendTransactionError?: MockFailure
  /** `getBalance` fails. */
  balanceError?: MockFailure
  /** `request` fails for every method. */
  requestError?: MockFailure
  /** `estimateGas` fails (e.g. the call would revert). */
  estimateGasError?: MockFailure
}

export interface MockAdapterParameters {
  /** Namespace the adapter owns (default `eip155`). */
  namespace?: ChainNamespace
  /** Accounts the wallet exposes; the first is the active one. */
  accounts: readonly string[]
  /**
   * Networks the wallet can be on (default: the networks the app requested, given at creation).
   * `switchNetwork` to anything else throws `ChainNotSupportedError` ("Chain is not supported").
   */
  networks?: readonly Network[]
  /** Chain the wallet starts on (default: the first wallet network). */
  chainId?: number | string
  /**
   * Connectors offered (default: one installed INJECTED connector with id `mock`). `connect` with
   * another id rejects with "Adapter or connector not found for namespace".
   */
  connectors?: readonly Connector[]
  /**
   * Type of every account (default: the family's first account type — `eoa`, `payment` on bip122),
   * or one per account in order.
   */
  accountType?: AccountType | readonly AccountType[]
  /** The wallet's names of the accounts, in order (polkadot extensions name theirs). */
  accountNames?: readonly string[]
  /**
   * The wallet session reported by connect and reconnect (`AdapterConnection.sessionTopic`): two
   * mock adapters with the same topic act as one WalletConnect session carrying both namespaces.
   */
  sessionTopic?: string
  /**
   * The family fee `estimateFee` answers in the native coin's smallest unit; without it the mock
   * has no `estimateFee` (as eip155 adapters, which use gas × gas price).
   */
  fee?: bigint
  /**
   * The existential deposit `getExistentialDeposit` answers (polkadot); absent = the mock is no
   * `ExistentialDepositReader`.
   */
  existentialDeposit?: bigint
  /** Native balance in human units, per address or for all (default `'0'`). */
  balance?: string | Record<string, string>
  /**
   * Token decimals "on chain" (`getTokenDecimals`), per contract address (case-insensitive) or one
   * value for every token. A token without a value rejects, as an unreadable contract would.
   * Outside eip155 the mock reads token decimals (and so sends tokens, like SPL mints on solana)
   * only when this is set.
   */
  tokenDecimals?: number | Record<string, number>
  /** Gas units `estimateGas` answers (default `21000n`). */
  gas?: bigint
  /** Gas price in wei `eth_gasPrice` answers through `request` (default: `null`, no answer). */
  gasPrice?: bigint
  /**
   * Networks the wallet approved, reported by connect and reconnect (default: not reported, i.e.
   * every network, as an injected wallet). `emitNetworksApproved` changes it later.
   */
  approvedNetworks?: ApprovedNetworks
  /** CAIP-2 ids where the account is a smart account, reported by connect and reconnect. */
  smartAccountNetworks?: readonly string[]
  /**
   * The family's capabilities (default: what the real adapter of `namespace` declares; tokens
   * outside eip155 only with `tokenDecimals`, as the mock reads no decimals otherwise).
   */
  capabilities?: Partial<AdapterCapabilities>
  features?: MockAdapterFeatures
}

/** What the real adapter of the mock's namespace declares, unless the test says otherwise. */
function mockCapabilities(
  namespace: ChainNamespace,
  parameters: MockAdapterParameters,
): AdapterCapabilities {
  const evm = namespace === 'eip155'
  return {
    tokens: evm || parameters.tokenDecimals !== undefined,
    nfts: evm,
    names: evm,
    swaps: evm,
    feeModel: evm ? 'gas' : 'fee',
    sendFailedText: namespace === 'solana' ? 'solanaSendFailed' : 'somethingWentWrong',
    ...parameters.capabilities,
  }
}

/** What the mock did; tests read it to check what core asked the wallet. */
export interface MockAdapterRecord {
  connected: boolean
  connectorId: string | undefined
  chainId: number | string | undefined
  accounts: string[]
  signedMessages: { message: string; address: string; signature: string }[]
  sentTransactions: (SendTransactionParameters & { hash: string })[]
  /** What `estimateGas` was asked. */
  gasEstimates: (SendTransactionParameters & { from: string })[]
  requests: RpcRequest[]
  connectCalls: number
  reconnectCalls: number
  disconnectCalls: number
  /** Calls of `reloadAuthConnector` (SPEC §4 Farcaster back rule). */
  reloadAuthCalls: number
  /** Addresses `selectAccount` made active, in order. */
  selectedAccounts: string[]
  /** What `estimateFee` was asked. */
  feeEstimates: (SendTransactionParameters & { from: string })[]
  /** `destroy()` was called (by `kit.destroy()`). */
  destroyed: boolean
  /** Event listeners core holds on this instance now (0 after `kit.destroy()`). */
  readonly listenerCount: number
}

/** Test controls attached to the adapter as `adapter.mock`. */
export interface MockAdapterControls {
  /** Live record of the wallet's state and the calls it received. */
  readonly state: MockAdapterRecord
  /** Change failure switches at any time. */
  setFeatures(patch: MockAdapterFeatures): void
  /** Wallet-side account change (empty list = the wallet disconnected). */
  emitAccountsChanged(accounts: readonly string[]): void
  /** Wallet-side account change with the wallet's entries (names, types) beside the addresses. */
  emitAccountEntries(entries: AccountEntry[]): void
  /** Wallet-side network change (may be a chain the app did not request). */
  emitChainChanged(chainId: number | string): void
  /** Wallet-side end of session. */
  emitDisconnect(): void
  /** A pairing URI, as a WalletConnect connector would emit it. */
  emitDisplayUri(uri: string): void
  /**
   * The wallet approved other networks (a WalletConnect session update) or reported its
   * smart-account networks; later reconnects report the same.
   */
  emitNetworksApproved(payload: AdapterEventMap['networksApproved']): void
  /** Replace the offered connectors and emit `connectorsChanged`. */
  setConnectors(connectors: readonly Connector[]): void
}

/** One mock wallet instance, as core created it for one kit (`kit.getAdapter()`). */
export type MockAdapter = ChainAdapter &
  Partial<ExistentialDepositReader> & { readonly mock: MockAdapterControls }

/**
 * What `mockAdapter()` returns: a definition for `createAppKit({ adapters })`. `mock` controls the
 * instance created last (the usual single-kit test); `instances` lists every instance, one per kit.
 * Switches set through `mock` before any kit exists apply to the instances created afterwards.
 */
export type MockAdapterDefinition = AdapterDefinition<MockAdapter> & {
  readonly mock: MockAdapterControls
  readonly instances: readonly MockAdapter[]
}

/**
 * A chain adapter for tests, in the spirit of wagmi's `mock` connector: no wallet, no network,
 * but real state (accounts, chain, connection) and real events, with failure switches.
 *
 * **This is a mock.** Signatures are NOT cryptographic: `signMessage` returns
 * `0x` + sha256(`address` + `\n` + `message`) in hex, so the same input always gives the same
 * "signature"; transaction hashes are sha256 of the parameters and a counter.
 *
 * @example
 * const adapter = mockAdapter({ accounts: ['0x1111111111111111111111111111111111111111'] })
 * const kit = createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'test' })
 * // `adapter.mock` drives the instance this kit created (also `kit.getAdapter().mock`)
 * await kit.connect({ connectorId: 'mock' })
 * adapter.mock.emitChainChanged(10)
 * adapter.mock.setFeatures({ signMessageError: true }) // next signMessage rejects with 4001
 */
export function mockAdapter(parameters: MockAdapterParameters): MockAdapterDefinition {
  const namespace = parameters.namespace ?? 'eip155'
  const defaults: MockDefaults = {
    features: { ...parameters.features },
    connectors: parameters.connectors ?? [
      { id: 'mock', name: 'Mock Wallet', type: 'INJECTED', chain: namespace, installed: true },
    ],
  }
  const instances: MockAdapter[] = []
  const latest = (): MockAdapter => {
    const instance = instances.at(-1)
    if (!instance) throw new Error('mockAdapter: no kit has created an instance yet')
    return instance
  }
  const mock: MockAdapterControls = {
    get state() {
      return latest().mock.state
    },
    setFeatures(patch) {
      defaults.features = { ...defaults.features, ...patch }
      instances.at(-1)?.mock.setFeatures(patch)
    },
    emitAccountsChanged: (accounts) => latest().mock.emitAccountsChanged(accounts),
    emitAccountEntries: (entries) => latest().mock.emitAccountEntries(entries),
    emitChainChanged: (chainId) => latest().mock.emitChainChanged(chainId),
    emitDisconnect: () => latest().mock.emitDisconnect(),
    emitDisplayUri: (uri) => latest().mock.emitDisplayUri(uri),
    emitNetworksApproved: (payload) => latest().mock.emitNetworksApproved(payload),
    setConnectors(next) {
      defaults.connectors = next
      instances.at(-1)?.mock.setConnectors(next)
    },
  }
  return {
    namespace,
    mock,
    instances,
    create(context) {
      const instance = createMockInstance(parameters, namespace, defaults, context)
      instances.push(instance)
      return instance
    },
  }
}

interface MockDefaults {
  features: MockAdapterFeatures
  connectors: readonly Connector[]
}

function createMockInstance(
  parameters: MockAdapterParameters,
  namespace: ChainNamespace,
  defaults: MockDefaults,
  context: AdapterContext,
): MockAdapter {
  let features: MockAdapterFeatures = { ...defaults.features }
  let connectors: readonly Connector[] = defaults.connectors
  const walletNetworks: readonly Network[] = parameters.networks ?? context.networks
  const listeners = new Map<AdapterEventName, Set<(payload: never) => void>>()
  let txCounter = 0
  let approved: ApprovedNetworks | undefined = parameters.approvedNetworks
  let smartAccounts: readonly string[] | undefined = parameters.smartAccountNetworks

  const state: MockAdapterRecord = {
    connected: false,
    connectorId: undefined,
    chainId: parameters.chainId ?? walletNetworks[0]?.id,
    accounts: [...parameters.accounts],
    signedMessages: [],
    sentTransactions: [],
    gasEstimates: [],
    requests: [],
    connectCalls: 0,
    reconnectCalls: 0,
    disconnectCalls: 0,
    reloadAuthCalls: 0,
    selectedAccounts: [],
    feeEstimates: [],
    destroyed: false,
    get listenerCount() {
      let count = 0
      for (const set of listeners.values()) count += set.size
      return count
    },
  }

  function emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      ;(listener as (p: AdapterEventMap[E]) => void)(payload)
    }
  }

  function fail(failure: MockFailure): void {
    if (!failure) return
    throw failure instanceof Error ? failure : new UserRejectedRequestError()
  }

  function findNetwork(chainId: number | string): Network | undefined {
    return walletNetworks.find((n) => String(n.id) === String(chainId))
  }

  function connection(connectorId: string): AdapterConnection {
    const address = state.accounts[0]
    if (address === undefined) throw new Error('mockAdapter: no accounts configured')
    const configuredType = parameters.accountType
    const typeAt = (index: number): AccountType =>
      (Array.isArray(configuredType)
        ? (configuredType as readonly AccountType[])[index]
        : (configuredType as AccountType | undefined)) ?? familyRegistry[namespace].accountTypes[0]
    return {
      address,
      accounts: state.accounts.map((a, index) => {
        const name = parameters.accountNames?.[index]
        return { address: a, type: typeAt(index), ...(name !== undefined ? { name } : {}) }
      }),
      chainId: state.chainId ?? walletNetworks[0]?.id ?? 1,
      connectorId,
      walletInfo: { name: connectors.find((c) => c.id === connectorId)?.name ?? 'Mock Wallet' },
      ...(approved ? { approvedNetworks: approved } : {}),
      ...(smartAccounts ? { smartAccountNetworks: smartAccounts } : {}),
      ...(parameters.sessionTopic ? { sessionTopic: parameters.sessionTopic } : {}),
    }
  }

  function sign(message: string, address: string): string {
    const signature = `0x${bytesToHex(sha256(utf8ToBytes(`${address}\n${message}`)))}`
    state.signedMessages.push({ message, address, signature })
    return signature
  }

  function send(params: SendTransactionParameters): string {
    txCounter += 1
    const payload = `${params.to}|${params.value}|${params.tokenAddress ?? ''}|${params.data ?? ''}|${txCounter}`
    const hash = `0x${bytesToHex(sha256(utf8ToBytes(payload)))}`
    state.sentTransactions.push({ ...params, hash })
    return hash
  }

  const controls: MockAdapterControls = {
    state,
    setFeatures(patch) {
      features = { ...features, ...patch }
    },
    emitAccountsChanged(accounts) {
      state.accounts = [...accounts]
      if (accounts.length === 0) state.connected = false
      emit('accountsChanged', { accounts: [...accounts] })
    },
    emitAccountEntries(entries) {
      state.accounts = entries.map((entry) => entry.address)
      emit('accountsChanged', { accounts: [...state.accounts], entries })
    },
    emitChainChanged(chainId) {
      state.chainId = chainId
      emit('chainChanged', { chainId })
    },
    emitDisconnect() {
      state.connected = false
      emit('disconnect', {})
    },
    emitDisplayUri(uri) {
      emit('displayUri', { uri })
    },
    emitNetworksApproved(payload) {
      const { smartAccountNetworks, ...networks } = payload
      approved = networks
      if (smartAccountNetworks) smartAccounts = smartAccountNetworks
      emit('networksApproved', payload)
    },
    setConnectors(next) {
      connectors = next
      emit('connectorsChanged', { connectors: next })
    },
  }

  const adapter: MockAdapter = {
    namespace,
    capabilities: mockCapabilities(namespace, parameters),
    mock: controls,
    // Like a real adapter of its namespace: the namespace's own address format.
    validateAddress: (address) => validateAccountAddress(namespace, address),
    setup() {},
    destroy() {
      listeners.clear()
      state.connected = false
      state.destroyed = true
    },
    getConnectors: () => connectors,
    async connect({ connectorId, network }) {
      state.connectCalls += 1
      if (!connectors.some((c) => c.id === connectorId)) throw new AdapterOrConnectorNotFoundError()
      fail(features.connectError)
      if (network) state.chainId = network.id
      state.connected = true
      state.connectorId = connectorId
      return connection(connectorId)
    },
    async reconnect({ connectorId }) {
      state.reconnectCalls += 1
      const known = connectors.some((c) => c.id === connectorId)
      if (!known || features.reconnect === false || state.accounts.length === 0) return undefined
      state.connected = true
      state.connectorId = connectorId
      return connection(connectorId)
    },
    async disconnect() {
      state.disconnectCalls += 1
      fail(features.disconnectError)
      state.connected = false
      state.connectorId = undefined
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as (payload: never) => void)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
    async switchNetwork(network) {
      fail(features.switchChainError)
      if (!findNetwork(network.id)) throw new ChainNotSupportedError()
      state.chainId = network.id
      emit('chainChanged', { chainId: network.id })
    },
    async signMessage({ message, address }) {
      fail(features.signMessageError)
      return sign(message, address)
    },
    async sendTransaction(params) {
      fail(features.sendTransactionError)
      return send(params)
    },
    reloadAuthConnector() {
      state.reloadAuthCalls += 1
    },
    selectAccount({ address }) {
      if (!state.accounts.includes(address)) throw new Error(`mockAdapter: unknown ${address}`)
      state.selectedAccounts.push(address)
    },
    ...(parameters.fee !== undefined
      ? {
          async estimateFee(params: SendTransactionParameters & { from: string }) {
            state.feeEstimates.push(params)
            fail(features.estimateGasError)
            return parameters.fee as bigint
          },
        }
      : {}),
    ...(parameters.existentialDeposit !== undefined
      ? { getExistentialDeposit: async () => parameters.existentialDeposit as bigint }
      : {}),
    async estimateGas(params) {
      state.gasEstimates.push(params)
      fail(features.estimateGasError)
      return parameters.gas ?? 21_000n
    },
    // Families without tokens omit the member: the mock has it on eip155, or when decimals are set.
    ...(namespace === 'eip155' || parameters.tokenDecimals !== undefined
      ? {
          async getTokenDecimals({ tokenAddress }: { tokenAddress: string }) {
            const configured = parameters.tokenDecimals
            const decimals =
              typeof configured === 'number'
                ? configured
                : Object.entries(configured ?? {}).find(
                    ([address]) => address.toLowerCase() === tokenAddress.toLowerCase(),
                  )?.[1]
            if (decimals === undefined)
              throw new Error(`mockAdapter: no decimals for ${tokenAddress}`)
            return decimals
          },
        }
      : {}),
    async getBalance({ address, network }): Promise<BalanceResult> {
      fail(features.balanceError)
      const configured = parameters.balance
      const balance = typeof configured === 'string' ? configured : (configured?.[address] ?? '0')
      return {
        balance,
        symbol: network.nativeCurrency.symbol,
        decimals: network.nativeCurrency.decimals,
      }
    },
    async getCapabilities() {
      return {}
    },
    async request(request) {
      state.requests.push(request)
      fail(features.requestError)
      const params = Array.isArray(request.params) ? request.params : []
      switch (request.method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [...state.accounts]
        case 'eth_chainId':
          return `0x${Number(state.chainId ?? 0).toString(16)}`
        case 'eth_gasPrice':
          return parameters.gasPrice === undefined ? null : `0x${parameters.gasPrice.toString(16)}`
        case 'personal_sign': {
          fail(features.signMessageError)
          return sign(String(params[0] ?? ''), String(params[1] ?? state.accounts[0] ?? ''))
        }
        case 'eth_sendTransaction': {
          fail(features.sendTransactionError)
          const tx = (params[0] ?? {}) as { to?: string; value?: string }
          return send({ to: tx.to ?? '', value: BigInt(tx.value ?? 0) })
        }
        default:
          return null
      }
    },
    // A minimal EIP-1193-shaped provider over `request` while connected.
    getProvider: () =>
      state.connected ? { request: (r: RpcRequest) => adapter.request(r) } : undefined,
  }
  return adapter
}
