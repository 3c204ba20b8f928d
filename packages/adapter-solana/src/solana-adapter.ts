import { defineAdapter } from '@portico/core'
import { lazySolanaAdapter } from './instance/lazy-solana-adapter.js'
import type {
  SolanaAdapter,
  SolanaAdapterDefinition,
  SolanaAdapterOptions,
} from './solana-adapter-types.js'

export { DEFAULT_REQUEST_TIMEOUT, DEFAULT_RESTORE_WAIT } from '@portico/core/adapter-kit'

/**
 * The solana chain adapter on the Wallet Standard and `@solana/kit`, as a definition:
 * `createAppKit` creates one instance per kit from it. An instance offers every registered Wallet
 * Standard wallet with `standard:connect` and Solana features (late registrations too), the app's
 * `@solana/wallet-adapter-base` adapters and, when configured, WalletConnect's `solana` namespace;
 * it signs messages and transactions, sends SOL and SPL / Token-2022 tokens, and throws core's
 * typed errors. The instance's code (discovery, the wallet backends) downloads with the kit's
 * start-up, after the page's first paint (for a visitor with nothing to restore, at the first sign
 * of interest); signing, sending and token code is loaded on first use.
 *
 * @example
 * const kit = createAppKit({
 *   adapters: [
 *     solanaAdapter({
 *       walletAdapters: [new PhantomWalletAdapter()],
 *       walletConnect: { projectId },
 *     }),
 *   ],
 *   networks: [solana, solanaDevnet],
 *   projectId,
 * })
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapterDefinition {
  return defineAdapter<SolanaAdapter>('solana', (context) => lazySolanaAdapter(options, context))
}
