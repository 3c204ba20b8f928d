import { defineAdapter } from '@portico/core'
import { createSolanaAdapter } from './instance/create-solana-adapter.js'
import type {
  SolanaAdapter,
  SolanaAdapterDefinition,
  SolanaAdapterOptions,
} from './solana-adapter-types.js'

export { DEFAULT_REQUEST_TIMEOUT } from '@portico/core/adapter-kit'
export { DEFAULT_RESTORE_WAIT } from './instance/create-solana-adapter.js'

/**
 * The solana chain adapter on the Wallet Standard and `@solana/kit`, as a definition:
 * `createAppKit` creates one instance per kit from it. An instance offers every registered Wallet
 * Standard wallet with `standard:connect` and Solana features (late registrations too), the app's
 * `@solana/wallet-adapter-base` adapters and, when configured, WalletConnect's `solana` namespace;
 * it signs messages and transactions, sends SOL and SPL / Token-2022 tokens, and throws core's
 * typed errors. Signing, sending and token code is loaded on first use.
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
  return defineAdapter<SolanaAdapter>('solana', (context) => createSolanaAdapter(options, context))
}
