/** The lazily loaded wallet actions module (see `evm-actions.ts`). */
export type EvmActions = typeof import('./evm-actions.js')
/** The lazily loaded ENS lookups (viem's ENS code and the ENS name normaliser). */
export type EnsActions = typeof import('./ens.js')

let evmActions: Promise<EvmActions> | undefined
let ensActions: Promise<EnsActions> | undefined

/**
 * Loads the wallet actions on first use and caches the module (a failed load is retried on the
 * next call).
 *
 * @example
 * const { signMessage } = await loadEvmActions()
 */
export function loadEvmActions(): Promise<EvmActions> {
  evmActions ??= import('./evm-actions.js').catch((error: unknown) => {
    evmActions = undefined
    throw error
  })
  return evmActions
}

/**
 * Loads the ENS lookups on first use (the normaliser alone is ~30 KB gzipped) and caches them.
 *
 * @example
 * const { lookupEnsName } = await loadEnsActions()
 */
export function loadEnsActions(): Promise<EnsActions> {
  ensActions ??= import('./ens.js').catch((error: unknown) => {
    ensActions = undefined
    throw error
  })
  return ensActions
}
