import { type Connector, UnsupportedMethodError } from '@portico/core'
import type { TransactionVersion, WalletBackend } from './wallet-backend.js'

/**
 * The part of a `@solana/wallet-adapter-base` adapter (`BaseWalletAdapter` and its signer
 * subclasses) Portico uses, typed structurally so an app's existing adapter list is accepted
 * without Portico depending on `@solana/web3.js`.
 */
export interface SolanaWalletAdapter {
  readonly name: string
  readonly icon: string
  readonly url?: string
  /** `Installed`, `Loadable`, `NotDetected` or `Unsupported`. */
  readonly readyState: string
  readonly publicKey: { toBase58(): string } | null
  readonly supportedTransactionVersions?: ReadonlySet<TransactionVersion | number> | null
  connect(): Promise<void>
  autoConnect?(): Promise<void>
  disconnect(): Promise<void>
  on(
    event: 'connect' | 'disconnect' | 'readyStateChange',
    listener: (...args: unknown[]) => void,
  ): unknown
  off(
    event: 'connect' | 'disconnect' | 'readyStateChange',
    listener: (...args: unknown[]) => void,
  ): unknown
  signMessage?(message: Uint8Array): Promise<Uint8Array>
  /** Signs a `@solana/web3.js` transaction object (see `walletAdapterTransaction`). */
  signTransaction?(transaction: never): Promise<unknown>
}

/**
 * How wire bytes become the transaction object a wallet-adapter adapter signs: pass
 * `VersionedTransaction` from `@solana/web3.js` (its `deserialize` and `serialize`).
 */
export interface WalletAdapterTransactionClass {
  deserialize(bytes: Uint8Array): { serialize(): Uint8Array }
}

/** Ready states in which an adapter can connect (the wallet is installed or loads on demand). */
const OFFERED_STATES = new Set(['Installed', 'Loadable'])

/** Whether the adapter can be offered now. */
export function isOfferedAdapter(adapter: SolanaWalletAdapter): boolean {
  return OFFERED_STATES.has(adapter.readyState)
}

export function walletAdapterConnector(adapter: SolanaWalletAdapter): Connector {
  return {
    id: adapter.name,
    name: adapter.name,
    type: 'EXTERNAL',
    chain: 'solana',
    ...(typeof adapter.icon === 'string' ? { imageUrl: adapter.icon } : {}),
    installed: adapter.readyState === 'Installed',
  }
}

function addressOf(adapter: SolanaWalletAdapter): string | undefined {
  try {
    return adapter.publicKey?.toBase58()
  } catch {
    return undefined
  }
}

/**
 * A `@solana/wallet-adapter-base` adapter. It signs messages and transactions (with
 * `transactionClass` to build the web3.js object it expects); sending goes through the cluster's
 * RPC, since `sendTransaction` of an adapter needs a web3.js `Connection`.
 */
export function walletAdapterBackend(
  adapter: SolanaWalletAdapter,
  transactionClass: WalletAdapterTransactionClass | undefined,
): WalletBackend {
  return {
    connector: walletAdapterConnector(adapter),

    async connect({ silent }) {
      if (silent) {
        // Restoring: only a wallet that is there; autoConnect is the adapter's quiet connect.
        if (adapter.readyState !== 'Installed') return undefined
        await (adapter.autoConnect ?? adapter.connect).call(adapter)
      } else {
        await adapter.connect()
      }
      const address = addressOf(adapter)
      return address ? { addresses: [address] } : undefined
    },

    async disconnect() {
      await adapter.disconnect()
    },

    watch(watchers) {
      const onConnect = () => {
        const address = addressOf(adapter)
        if (address) watchers.accounts([address])
      }
      const onDisconnect = () => watchers.accounts([])
      adapter.on('connect', onConnect)
      adapter.on('disconnect', onDisconnect)
      return () => {
        adapter.off('connect', onConnect)
        adapter.off('disconnect', onDisconnect)
      }
    },

    chains: () => [],

    transactionVersions() {
      const supported = adapter.supportedTransactionVersions
      if (!supported) return ['legacy']
      return [...supported].filter((v): v is TransactionVersion => v === 'legacy' || v === 0)
    },

    async signMessage(_address, message) {
      if (!adapter.signMessage)
        throw new UnsupportedMethodError({ details: `${adapter.name} cannot sign messages` })
      return adapter.signMessage(message)
    },

    async signTransaction(_address, transaction) {
      const sign = adapter.signTransaction as ((tx: unknown) => Promise<unknown>) | undefined
      if (!sign || !transactionClass)
        throw new UnsupportedMethodError({
          details: `${adapter.name}: signing needs signTransaction and the walletAdapterTransaction option`,
        })
      const signed = await sign.call(adapter, transactionClass.deserialize(transaction))
      const serialize = (signed as { serialize?: unknown } | null)?.serialize
      if (typeof serialize !== 'function')
        throw new TypeError('signTransaction returned no transaction')
      return new Uint8Array(serialize.call(signed) as Uint8Array)
    },

    provider: () => adapter,
  }
}
