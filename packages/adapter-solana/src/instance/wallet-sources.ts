import type { Connector } from '@portico/core'
import { createRestoreWaits, type ScopedClock } from '@portico/core/adapter-kit'
import type { Wallet } from '@wallet-standard/base'
import {
  type WalletStandardRegistry,
  watchWalletStandard,
} from '../discovery/wallet-standard-registry.js'
import { standardWalletBackend } from '../wallets/standard-wallet-backend.js'
import {
  isOfferedAdapter,
  type SolanaWalletAdapter,
  type WalletAdapterTransactionClass,
  walletAdapterBackend,
} from '../wallets/wallet-adapter-backend.js'
import type { WalletBackend } from '../wallets/wallet-backend.js'

export interface WalletSources {
  /** Every backend offered now: Wallet Standard wallets, then adapters, then WalletConnect. */
  backends(): WalletBackend[]
  connectors(): Connector[]
  find(connectorId: string): WalletBackend | undefined
  /** Waits (bounded) for a wallet of that id to register: a restore at page load may come first. */
  waitFor(connectorId: string, ms: number): Promise<WalletBackend | undefined>
  destroy(): void
}

/**
 * The wallets one instance can offer: a Wallet Standard registry of its own, the app's
 * wallet-adapter adapters (minus those whose wallet also registered through the standard) and
 * WalletConnect. One backend object per wallet, kept while the wallet stays registered.
 */
export function createWalletSources(parameters: {
  target: EventTarget | undefined
  walletAdapters: readonly SolanaWalletAdapter[]
  transactionClass: WalletAdapterTransactionClass | undefined
  walletConnect: WalletBackend | undefined
  clock: ScopedClock
  onChange(): void
  warn(message: string, details?: unknown): void
}): WalletSources {
  const standardBackends = new WeakMap<Wallet, WalletBackend>()
  const adapterBackends = new WeakMap<SolanaWalletAdapter, WalletBackend>()
  // A restore waiting for its wallet looks again at each registration or adapter change.
  const [waitRestore, checkRestores, endRestores] = createRestoreWaits(parameters.clock)
  const changed = () => {
    checkRestores()
    parameters.onChange()
  }
  const registry: WalletStandardRegistry | undefined = parameters.target
    ? watchWalletStandard(parameters.target, { onChange: changed, warn: parameters.warn })
    : undefined

  // An adapter becoming installed (extension injected late) changes what is offered.
  const releaseAdapters = parameters.walletAdapters.map((adapter) => {
    const listener = () => changed()
    try {
      adapter.on('readyStateChange', listener)
    } catch (error) {
      parameters.warn('A wallet adapter refused a listener', error)
    }
    return () => adapter.off('readyStateChange', listener)
  })

  function backends(): WalletBackend[] {
    const standard = (registry?.wallets() ?? []).map((wallet) => {
      let backend = standardBackends.get(wallet)
      if (!backend) {
        backend = standardWalletBackend(wallet)
        standardBackends.set(wallet, backend)
      }
      return backend
    })
    const names = new Set(standard.map((b) => b.connector.name))
    const adapters = parameters.walletAdapters
      .filter((adapter) => isOfferedAdapter(adapter) && !names.has(adapter.name))
      .map((adapter) => {
        let backend = adapterBackends.get(adapter)
        if (!backend) {
          backend = walletAdapterBackend(adapter, parameters.transactionClass)
          adapterBackends.set(adapter, backend)
        }
        return backend
      })
    return [
      ...standard,
      ...adapters,
      ...(parameters.walletConnect ? [parameters.walletConnect] : []),
    ]
  }

  const find = (connectorId: string) => backends().find((b) => b.connector.id === connectorId)

  return {
    backends,
    connectors: () => backends().map((b) => b.connector),
    find,
    waitFor: (connectorId, ms) => waitRestore(() => find(connectorId), ms),
    destroy() {
      registry?.destroy()
      for (const release of releaseAdapters) release()
      endRestores()
    },
  }
}
