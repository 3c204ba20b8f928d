import {
  AdapterRequiredError,
  NetworkNotFoundError,
  SiweAndSiwxConflictError,
} from '../errors/app-kit-errors.js'
import type { AppKitOptions } from './app-kit-types.js'

/**
 * SPEC §5 option rules: `siweConfig` and `siwx` are mutually exclusive ("Cannot set both
 * `siweConfig` and `siwx` options"); at least one network ("Network not found"); at least one
 * adapter (`AdapterRequiredError`: Portico has no adapter-less WalletConnect mode, so SPEC §2's
 * no-adapter start view is never reached; the core README says why). `customWallets`
 * is checked where the wallet list first reads it (`customWalletsOf`, in the views' lazy code, so
 * the check's texts are not in every app's start-up). A missing project id does not stop the kit:
 * it starts and says so with the "Project ID Not Configured" alert (SPEC §8, `projectIdOf`).
 */
export function validateOptions(options: AppKitOptions): void {
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new SiweAndSiwxConflictError()
  }
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw new NetworkNotFoundError({ details: 'At least one network is required.' })
  }
  if (!Array.isArray(options.adapters) || options.adapters.length === 0) {
    throw new AdapterRequiredError({
      details:
        'Pass the adapter of each chain family the app connects, e.g. `adapters: [evmAdapter()]`.',
    })
  }
}

/**
 * The app's project id, or `undefined` when it gave none (a blank text or, from plain JavaScript,
 * no text at all). Without one the kit runs what needs none (wallets' own connections) and refuses
 * the project's services (data API, its RPC endpoint) with `ProjectIdRequiredError`.
 *
 * @example
 * projectIdOf({ ...options, projectId: ' ' }) // undefined
 */
export function projectIdOf(options: Pick<AppKitOptions, 'projectId'>): string | undefined {
  const { projectId } = options as { projectId?: unknown }
  return typeof projectId === 'string' && projectId.trim() !== '' ? projectId : undefined
}
