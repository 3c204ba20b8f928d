import {
  type AdapterContext,
  bitcoin,
  bitcoinRegtest,
  bitcoinTestnet,
  type Clock,
  createMemoryStorage,
} from '@portico/core'
import { systemClock } from '@portico/core/testing'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinAdapterOptions, StandardWallets } from './bitcoin-adapter-types.js'
import { createBitcoinAdapter } from './instance/create-bitcoin-adapter.js'

export const regtest = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:1' })
export const networks = [regtest, bitcoin, bitcoinTestnet]

/** A Wallet Standard registry for tests (what `getWallets()` is in a page). */
export function createStandardWallets(initial: Wallet[] = []) {
  const wallets = [...initial]
  const listeners = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  const registry: StandardWallets & { register(wallet: Wallet): void } = {
    get: () => wallets,
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(wallet) {
      wallets.push(wallet)
      for (const l of listeners.register) l(wallet)
    },
  }
  return registry
}

/** An instance on `target` with a warn log; `clock` for timeout tests. */
export function createInstance(options: BitcoinAdapterOptions & { clock?: Clock } = {}) {
  const warnings: { message: string; details: unknown }[] = []
  const context: AdapterContext = {
    storage: createMemoryStorage(),
    clock: options.clock ?? systemClock,
    networks,
    warn: (message, details) => warnings.push({ message, details }),
  }
  const adapter = createBitcoinAdapter({ wallets: createStandardWallets(), ...options }, context)
  adapter.setup()
  return { adapter, warnings }
}

/** A window-like target with sats-connect's registry listing `provider` under `id`. */
export function targetWith(
  provider: unknown,
  id = 'PorticoTest.BitcoinProvider',
  name = 'Portico Test',
) {
  const [root, leaf] = id.split('.') as [string, string]
  return {
    btc_providers: [{ id, name, icon: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }],
    [root]: { [leaf]: provider },
  }
}
