import {
  type Address,
  bytesToHex,
  createWalletClient,
  defineChain,
  type EIP1193Provider,
  erc20Abi,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type TransactionReceipt,
  type TypedDataDefinition,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { getBalance, getTransactionReceipt, readContract } from 'viem/actions'
import { announceProvider } from './eip6963.js'
import { createEmitter } from './emitter.js'
import { promptMode, type SetModeOptions } from './prompt-mode.js'
import { defaultTestWalletInfo, type TestWalletInfo } from './wallet-info.js'
import { walletErrors } from './wallet-rpc-error.js'

/** How the wallet answers requests that need the user: approve, reject with 4001, or never answer. */
export type TestWalletMode = 'approve' | 'reject' | 'hang'

/** A request the wallet received. */
export interface TestWalletRequest {
  method: string
  params: unknown
}

/** What the wallet remembers across page reloads when given a persistence. */
export interface TestWalletPersistedState {
  authorized: boolean
  chainId: number
  rpcUrls: Record<number, string>
}

/** Where the wallet keeps its state between instances (e.g. localStorage in a page). */
export interface TestWalletPersistence {
  load(): TestWalletPersistedState | undefined
  save(state: TestWalletPersistedState): void
}

export interface CreateTestWalletOptions {
  privateKey: Hex
  /** RPC URL per chain id the wallet knows. */
  rpcUrls: Record<number, string>
  /** The chain the wallet starts on (must be in `rpcUrls`). */
  chainId: number
  /** Default `approve`. */
  mode?: TestWalletMode
  info?: Partial<TestWalletInfo>
  /** Start already connected to the dapp (eth_accounts answers without eth_requestAccounts). */
  authorized?: boolean
  persistence?: TestWalletPersistence
  /**
   * Enables ERC-7811 asset discovery: `wallet_getCapabilities` reports `assetDiscovery`, and
   * `wallet_getAssets` answers the native balance plus the held balances of these ERC-20 tokens,
   * read from the chain.
   */
  assetDiscovery?: { tokens?: Address[] }
}

/** An EIP-1193 + EIP-6963 wallet on a local private key that signs for real. */
export interface TestWallet {
  provider: EIP1193Provider
  readonly address: Address
  info: TestWalletInfo
  readonly mode: TestWalletMode
  readonly chainId: number
  /** True once the dapp was granted the account (eth_requestAccounts approved). */
  readonly authorized: boolean
  /** How prompts are answered; `{ once: true }`: the next prompt only. */
  setMode(mode: TestWalletMode, options?: SetModeOptions): void
  /** Announces the provider through EIP-6963 on `target` (default `window`); returns a stop function. */
  announce(target?: EventTarget): () => void
  /** Every request received, in order. */
  requests: TestWalletRequest[]
  /** Wallet-side account switch: emits `accountsChanged` when authorized. */
  setAccount(privateKey: Hex): void
  /** Wallet-side chain switch (chain must be known): emits `chainChanged`. */
  setChain(chainId: number): void
  /** The user disconnects the dapp in the wallet: emits `accountsChanged([])`. */
  revoke(): void
  /** The wallet loses its connection: emits `disconnect` with a 4900 error. */
  simulateDisconnect(): void
  /**
   * Emits `event` with `args` exactly as given, unchecked: a hostile or buggy wallet (e.g.
   * `chainChanged` with `'0xZZ'`), for tests of what a dapp accepts.
   */
  emitRaw(event: string, ...args: unknown[]): void
}

// Methods that ask the user, hence follow the mode.
const userMethods = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
])

// Methods that need the dapp to be authorized first.
const accountMethods = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

interface CallsBundle {
  chainId: number
  hashes: Hex[]
}

type TransactionParams = {
  from?: string
  to?: Address
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
  chainId?: Hex
}

function paramsArray(params: unknown): unknown[] {
  if (params === undefined) return []
  if (!Array.isArray(params)) throw walletErrors.invalidParams('params must be an array')
  return params
}

function toChainId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'string' && isHex(value)) return Number(BigInt(value))
  throw walletErrors.invalidParams(`bad chain id ${String(value)}`)
}

function optionalBigInt(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return BigInt(value)
  throw walletErrors.invalidParams(`bad quantity ${String(value)}`)
}

/**
 * Creates a test wallet: an EIP-1193 provider on a viem local account. Signing methods follow
 * the mode (`approve`, `reject` with 4001, `hang` never answers); reads go to the RPC URL of the
 * current chain; transactions are signed locally and sent raw.
 *
 * Browser-safe (no Node APIs): the same code runs in a page through `testWalletBrowserScript`.
 *
 * @example
 * const wallet = createTestWallet({ privateKey, rpcUrls: { 31337: devnet.chains[0].rpcUrl }, chainId: 31337 })
 * const [address] = await wallet.provider.request({ method: 'eth_requestAccounts' })
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  const persisted = options.persistence?.load()
  let account: PrivateKeyAccount = privateKeyToAccount(options.privateKey)
  const mode = promptMode<TestWalletMode>(options.mode ?? 'approve')
  const rpcUrls: Record<number, string> = { ...options.rpcUrls, ...persisted?.rpcUrls }
  let chainId = persisted?.chainId ?? options.chainId
  let authorized = persisted?.authorized ?? options.authorized ?? false
  if (!rpcUrls[chainId]) throw new Error(`Test wallet: no RPC URL for its chain ${chainId}`)
  const info = defaultTestWalletInfo(options.info)
  const emitter = createEmitter()
  const requests: TestWalletRequest[] = []
  const bundles = new Map<string, CallsBundle>()

  const save = () => options.persistence?.save({ authorized, chainId, rpcUrls: { ...rpcUrls } })
  const chainHex = () => numberToHex(chainId)
  const accounts = () => (authorized ? [account.address] : [])

  const clientFor = (id: number) => {
    const url = rpcUrls[id]
    if (!url) throw walletErrors.chainDisconnected()
    return createWalletClient({
      account,
      chain: defineChain({
        id,
        name: `Chain ${id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      }),
      transport: http(url, { retryCount: 0, timeout: 10_000 }),
    })
  }

  const switchTo = (id: number) => {
    if (id === chainId) return
    chainId = id
    save()
    emitter.emit('chainChanged', chainHex())
  }

  const assertOwnAddress = (value: unknown) => {
    if (typeof value !== 'string' || !isAddressEqual(value as Address, account.address)) {
      throw walletErrors.unauthorized()
    }
  }

  const sendTransaction = async (tx: TransactionParams): Promise<Hex> => {
    if (tx.from !== undefined) assertOwnAddress(tx.from)
    if (tx.chainId !== undefined && toChainId(tx.chainId) !== chainId) {
      throw walletErrors.invalidParams(
        `chainId ${tx.chainId} is not the current chain ${chainHex()}`,
      )
    }
    const client = clientFor(chainId)
    const data = tx.data ?? tx.input
    const gasPrice = optionalBigInt(tx.gasPrice)
    const maxFeePerGas = optionalBigInt(tx.maxFeePerGas)
    const maxPriorityFeePerGas = optionalBigInt(tx.maxPriorityFeePerGas)
    const gas = optionalBigInt(tx.gas)
    const nonce = optionalBigInt(tx.nonce)
    const value = optionalBigInt(tx.value)
    const base = {
      account,
      chain: client.chain,
      ...(tx.to ? { to: tx.to } : {}),
      ...(data ? { data } : {}),
      ...(value !== undefined ? { value } : {}),
      ...(gas !== undefined ? { gas } : {}),
      ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
    }
    if (gasPrice !== undefined) return client.sendTransaction({ ...base, gasPrice })
    return client.sendTransaction({
      ...base,
      ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
      ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
    })
  }

  const forward = (method: string, params: unknown) => {
    const url = rpcUrls[chainId]
    if (!url) throw walletErrors.chainDisconnected()
    const { request } = http(url, { retryCount: 0, timeout: 10_000 })({})
    return request({ method, params } as Parameters<typeof request>[0])
  }

  const handle = async (method: string, rawParams: unknown): Promise<unknown> => {
    const params = paramsArray(rawParams)
    if (accountMethods.has(method) && !authorized) throw walletErrors.unauthorized()
    switch (method) {
      case 'eth_accounts':
        return accounts()
      case 'eth_chainId':
        return chainHex()
      case 'net_version':
        return String(chainId)
      case 'eth_coinbase':
        return authorized ? account.address : null
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions': {
        const wasAuthorized = authorized
        authorized = true
        save()
        if (!wasAuthorized) {
          emitter.emit('connect', { chainId: chainHex() })
          emitter.emit('accountsChanged', accounts())
        }
        return method === 'eth_requestAccounts' ? accounts() : permissions()
      }
      case 'wallet_getPermissions':
        return authorized ? permissions() : []
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'personal_sign': {
        // Like MetaMask, also accept the legacy [address, message] order.
        const swapped =
          typeof params[0] === 'string' &&
          isAddress(params[0]) &&
          isAddressEqual(params[0], account.address) &&
          !(typeof params[1] === 'string' && isAddress(params[1]))
        const [message, address] = swapped ? [params[1], params[0]] : params
        assertOwnAddress(address)
        if (typeof message !== 'string')
          throw walletErrors.invalidParams('message must be a string')
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_sign': {
        const [address, message] = params
        assertOwnAddress(address)
        if (typeof message !== 'string' || !isHex(message))
          throw walletErrors.invalidParams('message must be hex')
        return account.signMessage({ message: { raw: message } })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = params
        assertOwnAddress(address)
        const parsed = (typeof typedData === 'string' ? JSON.parse(typedData) : typedData) as
          | TypedDataDefinition
          | undefined
        if (!parsed || typeof parsed !== 'object')
          throw walletErrors.invalidParams('typed data must be an object or JSON string')
        return account.signTypedData(parsed)
      }
      case 'eth_sendTransaction': {
        const [tx] = params
        if (!tx || typeof tx !== 'object') throw walletErrors.invalidParams('missing transaction')
        return sendTransaction(tx as TransactionParams)
      }
      case 'wallet_switchEthereumChain': {
        const [request] = params as [{ chainId?: unknown } | undefined]
        const id = toChainId(request?.chainId)
        if (!rpcUrls[id]) throw walletErrors.unrecognizedChain(numberToHex(id))
        switchTo(id)
        return null
      }
      case 'wallet_addEthereumChain': {
        const [request] = params as [{ chainId?: unknown; rpcUrls?: unknown } | undefined]
        const id = toChainId(request?.chainId)
        const url = Array.isArray(request?.rpcUrls) ? request.rpcUrls[0] : undefined
        if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
          throw walletErrors.invalidParams('rpcUrls must hold an http(s) URL')
        }
        // Like MetaMask: an already known chain keeps its RPC URL; the wallet then switches to it.
        rpcUrls[id] ??= url
        switchTo(id)
        save()
        return null
      }
      case 'wallet_getCapabilities': {
        const [address, ids] = params
        if (address !== undefined) assertOwnAddress(address)
        const wanted = Array.isArray(ids) ? ids.map(toChainId) : Object.keys(rpcUrls).map(Number)
        return Object.fromEntries(
          wanted
            .filter((id) => rpcUrls[id])
            .map((id) => [
              numberToHex(id),
              {
                atomic: { status: 'unsupported' },
                ...(options.assetDiscovery ? { assetDiscovery: { supported: true } } : {}),
              },
            ]),
        )
      }
      case 'wallet_getAssets': {
        if (!options.assetDiscovery) throw walletErrors.unsupportedMethod(method)
        const [request] = params as [{ account?: unknown; chainFilter?: unknown } | undefined]
        assertOwnAddress(request?.account)
        const filter = Array.isArray(request?.chainFilter)
          ? request.chainFilter.map(toChainId)
          : Object.keys(rpcUrls).map(Number)
        const entries = await Promise.all(
          filter
            .filter((id) => rpcUrls[id])
            .map(async (id) => [numberToHex(id), await assetsOn(id)] as const),
        )
        return Object.fromEntries(entries)
      }
      case 'wallet_sendCalls': {
        const [request] = params as [
          | {
              from?: string
              chainId?: unknown
              atomicRequired?: boolean
              id?: string
              calls?: { to?: Address; data?: Hex; value?: Hex }[]
            }
          | undefined,
        ]
        if (!request || !Array.isArray(request.calls)) throw walletErrors.invalidParams('calls')
        if (request.atomicRequired) throw walletErrors.atomicityNotSupported()
        if (request.chainId !== undefined && toChainId(request.chainId) !== chainId) {
          throw walletErrors.invalidParams('chainId is not the current chain')
        }
        const hashes: Hex[] = []
        for (const call of request.calls) {
          hashes.push(
            await sendTransaction({
              ...(request.from ? { from: request.from } : {}),
              ...(call.to ? { to: call.to } : {}),
              ...(call.data ? { data: call.data } : {}),
              ...(call.value ? { value: call.value } : {}),
            }),
          )
        }
        const id = request.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
        bundles.set(id, { chainId, hashes })
        return { id }
      }
      case 'wallet_getCallsStatus': {
        const [id] = params
        const bundle = typeof id === 'string' ? bundles.get(id) : undefined
        if (!bundle) throw walletErrors.unknownBundle(String(id))
        return callsStatus(id as string, bundle)
      }
      case 'wallet_showCallsStatus':
        return null
      default:
        if (method.startsWith('wallet_')) throw walletErrors.unsupportedMethod(method)
        return forward(method, rawParams)
    }
  }

  const callsStatus = async (id: string, bundle: CallsBundle) => {
    const client = clientFor(bundle.chainId)
    const receipts = await Promise.all(
      bundle.hashes.map((hash) =>
        getTransactionReceipt(client, { hash }).catch((): TransactionReceipt | null => null),
      ),
    )
    const mined = receipts.filter((receipt) => receipt !== null)
    const succeeded = mined.filter((receipt) => receipt.status === 'success').length
    const status =
      mined.length < receipts.length
        ? 100
        : succeeded === mined.length
          ? 200
          : succeeded === 0
            ? 500
            : 600
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(bundle.chainId),
      status,
      atomic: false,
      receipts: mined.map((receipt) => ({
        logs: receipt.logs.map((log) => ({
          address: log.address,
          data: log.data,
          topics: log.topics,
        })),
        status: receipt.status === 'success' ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: numberToHex(receipt.blockNumber),
        gasUsed: numberToHex(receipt.gasUsed),
        transactionHash: receipt.transactionHash,
      })),
    }
  }

  const assetsOn = async (id: number) => {
    const client = clientFor(id)
    const native = await getBalance(client, { address: account.address })
    const tokens = await Promise.all(
      (options.assetDiscovery?.tokens ?? []).map(async (token) => {
        const read = <name extends 'balanceOf' | 'decimals' | 'symbol' | 'name'>(
          functionName: name,
        ) =>
          readContract(client, {
            address: token,
            abi: erc20Abi,
            functionName,
            ...(functionName === 'balanceOf' ? { args: [account.address] } : {}),
          } as Parameters<typeof readContract>[1])
        try {
          const balance = (await read('balanceOf')) as bigint
          if (balance === 0n) return undefined
          const [decimals, symbol, name] = await Promise.all([
            read('decimals'),
            read('symbol'),
            read('name'),
          ])
          return {
            address: token,
            balance: numberToHex(balance),
            type: 'erc20',
            metadata: { name, symbol, decimals },
          }
        } catch {
          // No contract on this chain (or not an ERC-20): nothing held there.
          return undefined
        }
      }),
    )
    return [
      { address: 'native', balance: numberToHex(native), type: 'native' },
      ...tokens.filter((token) => token !== undefined),
    ]
  }

  const permissions = () => [
    {
      parentCapability: 'eth_accounts',
      invoker: typeof location === 'undefined' ? 'node' : location.origin,
      caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
    },
  ]

  const revoke = () => {
    if (!authorized) return
    authorized = false
    save()
    emitter.emit('accountsChanged', [])
  }

  const request = (args: { method: string; params?: unknown }): Promise<unknown> => {
    if (!args || typeof args.method !== 'string') {
      return Promise.reject(walletErrors.invalidParams('request needs a method'))
    }
    requests.push({ method: args.method, params: args.params })
    if (userMethods.has(args.method)) {
      const answer = mode.take()
      if (answer === 'reject') return Promise.reject(walletErrors.userRejected())
      if (answer === 'hang') return new Promise<never>(() => {})
    }
    return handle(args.method, args.params)
  }

  const provider = {
    request,
    on: emitter.on,
    removeListener: emitter.removeListener,
    isPorticoTestWallet: true,
  } as unknown as EIP1193Provider

  return {
    provider,
    get address() {
      return account.address
    },
    info,
    get mode() {
      return mode.current
    },
    get chainId() {
      return chainId
    },
    get authorized() {
      return authorized
    },
    setMode(next, modeOptions) {
      mode.set(next, modeOptions)
    },
    announce(target) {
      const eventTarget = target ?? (globalThis as { window?: EventTarget }).window
      if (!eventTarget) throw new Error('Test wallet: announce needs an EventTarget outside a page')
      return announceProvider(eventTarget, info, provider)
    },
    requests,
    setAccount(privateKey) {
      account = privateKeyToAccount(privateKey)
      if (authorized) emitter.emit('accountsChanged', accounts())
    },
    setChain(id) {
      if (!rpcUrls[id]) throw new Error(`Test wallet: unknown chain ${id}`)
      switchTo(id)
    },
    revoke,
    simulateDisconnect() {
      emitter.emit('disconnect', walletErrors.disconnected())
    },
    emitRaw(event, ...args) {
      emitter.emit(event, ...args)
    },
  }
}
