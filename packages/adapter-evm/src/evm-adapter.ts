import { defineAdapter } from '@portico/core'
import type { EvmAdapter, EvmAdapterDefinition, EvmAdapterOptions } from './evm-adapter-types.js'
import { lazyEvmAdapter } from './instance/lazy-evm-adapter.js'

export { DEFAULT_REQUEST_TIMEOUT } from '@portico/core/adapter-kit'

/**
 * The eip155 chain adapter on wagmi + viem, as a definition: `createAppKit` creates one instance
 * per kit from it, so one definition in two kits gives two independent instances. An instance
 * offers the injected wallet (`window.ethereum`), wallets announced through EIP-6963 (validated,
 * one per rdns), WalletConnect (given `walletConnect` options; its code loaded only when picked)
 * and an optional embedded-wallet connector; every action throws core's typed errors, and
 * `kit.destroy()` releases everything it started (window and wallet listeners, the wagmi
 * subscription, the WalletConnect socket, timers). The instance's code (wagmi, viem, discovery)
 * downloads with the kit's start-up, after the page's own JavaScript, so the page paints its
 * button without parsing it.
 *
 * @example
 * const kit = createAppKit({
 *   adapters: [
 *     evmAdapter({ networks, walletConnect: { projectId, relayUrl: 'ws://127.0.0.1:4444' } }),
 *   ],
 *   networks,
 *   projectId,
 * })
 */
export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapterDefinition {
  return defineAdapter<EvmAdapter>('eip155', (context) => lazyEvmAdapter(options, context))
}
