import { loadOnce } from '@portico/core/adapter-kit'

/** The lazily loaded wallet actions module (see `evm-actions.ts`). */
export type EvmActions = typeof import('./evm-actions.js')
/** The lazily loaded ENS lookups (viem's ENS code and the ENS name normaliser). */
export type EnsActions = typeof import('./ens.js')

/**
 * Loads the wallet actions on first use and caches the module (a failed load is retried on the
 * next call).
 *
 * @example
 * const { signMessage } = await loadEvmActions()
 */
export const loadEvmActions: () => Promise<EvmActions> = loadOnce(() => import('./evm-actions.js'))

/**
 * Loads the ENS lookups on first use (the normaliser alone is ~30 KB gzipped) and caches them.
 *
 * @example
 * const { lookupEnsName } = await loadEnsActions()
 */
export const loadEnsActions: () => Promise<EnsActions> = loadOnce(() => import('./ens.js'))
