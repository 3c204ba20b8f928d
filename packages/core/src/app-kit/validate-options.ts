import {
  NetworkNotFoundError,
  ProjectIdRequiredError,
  SiweAndSiwxConflictError,
} from '../errors/app-kit-errors.js'
import type { AppKitOptions } from './app-kit-types.js'
import { checkCustomWallets } from './custom-wallets.js'

/**
 * SPEC §5 option rules: a project id is required; `siweConfig` and `siwx` are mutually exclusive
 * ("Cannot set both `siweConfig` and `siwx` options"); at least one network ("Network not found");
 * `customWallets` entries safe to show (`InvalidCustomWalletError`).
 */
export function validateOptions(options: AppKitOptions): void {
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') {
    throw new ProjectIdRequiredError()
  }
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new SiweAndSiwxConflictError()
  }
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw new NetworkNotFoundError({ details: 'At least one network is required.' })
  }
  checkCustomWallets(options.customWallets)
}
