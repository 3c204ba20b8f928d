import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, buildAuthObject, getSdkError } from '@walletconnect/utils'
import { type Address, type Hex, stringToHex } from 'viem'
import {
  createTestWallet,
  type TestWalletMode,
  type TestWalletRequest,
} from '../wallet/test-wallet.js'
import { walletErrors } from '../wallet/wallet-rpc-error.js'
import { createMemoryKeyValueStorage } from './memory-key-value-storage.js'

/**
 * The methods a WalletConnect test wallet answers one request at a time (signing, transactions,
 * accounts, chain switching, capabilities): {@link walletConnectTestWalletMethods} without the
 * EIP-5792 call batches. The lab's wallet page offers exactly these.
 */
export const walletConnectBaseMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
] as const

/** Methods the WalletConnect test wallet offers in its session namespace. */
export const walletConnectTestWalletMethods = [
  ...walletConnectBaseMethods,
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const

export interface CreateWalletConnectTestWalletOptions {
  /** `ws://127.0.0.1:PORT` of the local relay. */
  relayUrl: string
  privateKey: Hex
  /** RPC URL per chain id; transactions are sent there. */
  rpcUrls: Record<number, string>
  /** Chains the wallet approves (as `eip155:<id>`). */
  chainIds: number[]
  /** approve (default), reject (proposals rejected, requests answered 4001) or hang (no answer). */
  mode?: TestWalletMode
  /** WalletConnect storage prefix; unique per wallet by default (two clients in one process need different ones). */
  storagePrefix?: string
  /** Wallet metadata shown to the dapp. */
  metadata?: SignClientTypes.Metadata
  /** How long `pair` waits for the proposal and the session (ms). Default 15 000. */
  timeoutMs?: number
  /**
   * Other chain families the wallet also answers in the same session (solana, bip122, polkadot):
   * one handler per namespace, each signing with its own keys.
   */
  namespaces?: readonly WalletConnectNamespaceHandler[]
}

/** A non-eip155 namespace the WalletConnect test wallet offers, with its own signer. */
export interface WalletConnectNamespaceHandler {
  /** `solana`, `bip122`, `polkadot`. */
  namespace: string
  /** CAIP-2 chain ids offered (e.g. `solana:<genesis-hash-prefix>`). */
  chains: readonly string[]
  /** CAIP-10 accounts offered. */
  accounts: readonly string[]
  methods: readonly string[]
  events: readonly string[]
  /** Answers one session request on `chainId` (CAIP-2); throw `{ code, message }` errors to refuse. */
  handle(request: { method: string; params: unknown }, chainId: string): Promise<unknown>
}

/** A wallet-side WalletConnect peer (a real `@walletconnect/sign-client`) signing with a local key. */
export interface WalletConnectTestWallet {
  address: Address
  /** The sign-client underneath, for scenarios this helper does not cover. */
  client: InstanceType<typeof SignClient>
  /**
   * Pairs from a `wc:` URI and handles the session proposal by the mode: approve (resolves once the
   * dapp acknowledged the session), reject (resolves once the rejection is sent), hang (resolves once
   * the proposal arrived, leaving it unanswered). A one-click auth request (`wc_sessionAuthenticate`)
   * is handled the same way: approved with one signed CACAO per requested eip155 chain it has.
   */
  pair(uri: string): Promise<void>
  readonly mode: TestWalletMode
  setMode(mode: TestWalletMode): void
  /** Active sessions. */
  sessions(): SessionTypes.Struct[]
  /** Session requests received, in order. */
  requests: TestWalletRequest[]
  /** Emits a session event (e.g. `accountsChanged`, `chainChanged`) to the dapp on every session. */
  emitEvent(name: string, data: unknown, chainId: number): Promise<void>
  /** Disconnects every session (the dapp gets `session_delete`). */
  disconnect(): Promise<void>
  /** Closes the relay connection and timers. Idempotent. */
  stop(): Promise<void>
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`WalletConnect test wallet: ${what} within ${ms} ms`)),
      ms,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Creates a WalletConnect wallet peer on the local relay. Requests are answered by an internal
 * `createTestWallet` (real signatures, transactions sent to the devnet RPC).
 *
 * @example
 * const wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, privateKey, rpcUrls, chainIds: [31337] })
 * await wallet.pair(uri)
 */
export async function createWalletConnectTestWallet(
  options: CreateWalletConnectTestWalletOptions,
): Promise<WalletConnectTestWallet> {
  const timeoutMs = options.timeoutMs ?? 15_000
  let mode: TestWalletMode = options.mode ?? 'approve'
  const firstChain = options.chainIds[0]
  if (firstChain === undefined) throw new Error('WalletConnect test wallet: chainIds is empty')
  for (const id of options.chainIds) {
    if (!options.rpcUrls[id])
      throw new Error(`WalletConnect test wallet: no RPC URL for chain ${id}`)
  }
  const signer = createTestWallet({
    privateKey: options.privateKey,
    rpcUrls: options.rpcUrls,
    chainId: firstChain,
    authorized: true,
  })
  const address = signer.address
  const storagePrefix = options.storagePrefix ?? `portico-wc-wallet-${crypto.randomUUID()}`
  const client = await SignClient.init({
    relayUrl: options.relayUrl,
    customStoragePrefix: storagePrefix,
    storage: createMemoryKeyValueStorage(),
    logger: 'silent',
    telemetryEnabled: false,
    signConfig: { disableRequestQueue: true },
    metadata: options.metadata ?? {
      name: 'Portico WalletConnect Test Wallet',
      description: 'A wallet-side WalletConnect peer for Portico tests',
      url: 'https://wallet.portico.test',
      icons: [],
    },
  })
  const requests: TestWalletRequest[] = []

  const supportedNamespaces = () => ({
    eip155: {
      chains: options.chainIds.map((id) => `eip155:${id}`),
      methods: [...walletConnectTestWalletMethods],
      events: ['accountsChanged', 'chainChanged'],
      accounts: options.chainIds.map((id) => `eip155:${id}:${address}`),
    },
    ...Object.fromEntries(
      (options.namespaces ?? []).map((handler) => [
        handler.namespace,
        {
          chains: [...handler.chains],
          methods: [...handler.methods],
          events: [...handler.events],
          accounts: [...handler.accounts],
        },
      ]),
    ),
  })

  const proposalHandled = new Set<(outcome: Error | undefined) => void>()
  const settle = (outcome: Error | undefined) => {
    for (const done of [...proposalHandled]) done(outcome)
  }

  client.on('session_proposal', async ({ id, params }) => {
    try {
      if (mode === 'hang') return settle(undefined)
      if (mode === 'reject') {
        await client.reject({ id, reason: getSdkError('USER_REJECTED') })
        return settle(undefined)
      }
      let namespaces: SessionTypes.Namespaces
      try {
        namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: supportedNamespaces(),
        })
      } catch (cause) {
        await client.reject({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
        return settle(new Error('WalletConnect test wallet: proposal not supported', { cause }))
      }
      const { acknowledged } = await client.approve({ id, namespaces })
      await acknowledged()
      settle(undefined)
    } catch (error) {
      settle(error instanceof Error ? error : new Error(String(error)))
    }
  })

  // One-click auth (`wc_sessionAuthenticate`): one CACAO per requested chain the wallet has, each
  // the EIP-4361 text WalletConnect formats for it, signed with personal_sign (EIP-191).
  client.on('session_authenticate', async ({ id, params }) => {
    try {
      if (mode === 'hang') return settle(undefined)
      if (mode === 'reject') {
        await client.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
        return settle(undefined)
      }
      const offered = supportedNamespaces().eip155.chains
      const chains = params.authPayload.chains.filter((chain) => offered.includes(chain))
      const auths = []
      for (const chain of chains) {
        const iss = `did:pkh:${chain}:${address}`
        const message = client.formatAuthMessage({ request: params.authPayload, iss })
        const signature = (await signer.provider.request({
          method: 'personal_sign',
          params: [stringToHex(message), address],
        })) as Hex
        auths.push(buildAuthObject(params.authPayload, { t: 'eip191', s: signature }, iss))
      }
      await client.approveSessionAuthenticate({ id, auths })
      settle(undefined)
    } catch (error) {
      settle(error instanceof Error ? error : new Error(String(error)))
    }
  })

  client.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params
    requests.push({ method: request.method, params: request.params })
    if (mode === 'hang') return
    const respond = (
      response: { result: unknown } | { error: { code: number; message: string } },
    ) => client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
    if (mode === 'reject') {
      const error = walletErrors.userRejected()
      return respond({ error: { code: error.code, message: error.message } })
    }
    try {
      const handler = options.namespaces?.find((h) => chainId.startsWith(`${h.namespace}:`))
      if (handler) {
        await respond({ result: (await handler.handle(request, chainId)) ?? null })
        return
      }
      const numericChain = Number(chainId.split(':')[1])
      if (numericChain !== signer.chainId && options.rpcUrls[numericChain])
        signer.setChain(numericChain)
      const result = await signer.provider.request(
        request as Parameters<typeof signer.provider.request>[0],
      )
      await respond({ result: result ?? null })
    } catch (error) {
      const code =
        typeof (error as { code?: unknown }).code === 'number'
          ? (error as { code: number }).code
          : -32603
      const message = error instanceof Error ? error.message : 'Internal error'
      await respond({ error: { code, message } })
    }
  })

  let stopped: Promise<void> | undefined
  return {
    address,
    client,
    async pair(uri) {
      const handled = new Promise<void>((resolve, reject) => {
        const done = (outcome: Error | undefined) => {
          proposalHandled.delete(done)
          if (outcome) reject(outcome)
          else resolve()
        }
        proposalHandled.add(done)
      })
      try {
        await withTimeout(client.pair({ uri }), timeoutMs, 'pairing did not complete')
        await withTimeout(handled, timeoutMs, 'no session proposal handled')
      } finally {
        proposalHandled.clear()
      }
    },
    get mode() {
      return mode
    },
    setMode(next) {
      mode = next
    },
    sessions: () => client.session.getAll(),
    requests,
    async emitEvent(name, data, chainId) {
      for (const session of client.session.getAll()) {
        await client.emit({
          topic: session.topic,
          event: { name, data },
          chainId: `eip155:${chainId}`,
        })
      }
    },
    async disconnect() {
      for (const session of client.session.getAll()) {
        await client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
      }
    },
    stop() {
      stopped ??= stopSignClient(client, storagePrefix)
      return stopped
    },
  }
}

/**
 * Closes a sign-client's relay socket, heartbeat and expiry handlers, and forgets its global core so a later client
 * with the same storage prefix starts fresh. Use it for dapp-side clients in tests too.
 */
export async function stopSignClient(
  client: InstanceType<typeof SignClient>,
  storagePrefix?: string,
): Promise<void> {
  client.core.heartbeat.stop()
  // An expiry after the close would unsubscribe its topic, which reopens the relay socket.
  client.core.expirer.events.removeAllListeners()
  await client.core.relayer.transportClose().catch(() => undefined)
  const prefix = storagePrefix ?? client.core.customStoragePrefix
  const global = globalThis as Record<string, unknown>
  delete global[`_walletConnectCore_${prefix}`]
  delete global[`_walletConnectCore_${prefix}_count`]
}
