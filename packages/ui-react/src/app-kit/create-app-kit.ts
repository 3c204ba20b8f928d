import { createDataApi } from '@portico/api-client'
import {
  type AppKit,
  type AppKitOptions,
  createAppKit as createHeadlessAppKit,
} from '@portico/core'
import { rememberInitialSnapshot } from '../context/initial-snapshot.js'

/**
 * Creates one Portico instance for a React app: core's headless `createAppKit` with
 * `@portico/api-client` as its data API (when `apiUrl` is given and no `api` is injected). Pass it
 * to `<AppKitProvider instance={...}>`. Each call makes a new, independent instance.
 *
 * @example
 * const kit = createAppKit({
 *   adapters: [evmAdapter()],
 *   networks: [mainnet],
 *   projectId: 'my-project',
 *   apiUrl: 'https://api.example.com',
 * })
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const api =
    options.api ??
    (options.apiUrl
      ? createDataApi({
          apiUrl: options.apiUrl,
          projectId: options.projectId,
          analytics: options.features?.analytics,
          sdkType: 'portico-react',
        })
      : undefined)
  const kit = createHeadlessAppKit(api ? { ...options, api } : options)
  // Before any async restore: what the server rendered from, so hydration matches (no flicker).
  rememberInitialSnapshot(kit)
  return kit
}
