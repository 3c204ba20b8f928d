import { loadOnce } from '@portico/core/adapter-kit'

/** The lazily loaded chain module (see `solana-actions.ts`). */
export type SolanaActions = typeof import('./solana-actions.js')

/**
 * Loads the signing, sending and token code on first use and caches the module (a failed load is
 * retried on the next call). The module holds no state, so one copy serves every instance.
 *
 * @example
 * const { buildTransfer } = await loadSolanaActions()
 */
export const loadSolanaActions: () => Promise<SolanaActions> = loadOnce(
  () => import('./solana-actions.js'),
)
