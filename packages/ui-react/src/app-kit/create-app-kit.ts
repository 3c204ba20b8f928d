import {
  type AppKit,
  type AppKitOptions,
  createAppKit as createHeadlessAppKit,
} from '@portico/core'
import { loadApiClient } from '@portico/core/internal'
import { rememberInitialSnapshot } from '../context/initial-snapshot.js'
import { lazyDataApi } from './lazy-data-api.js'

/**
 * Creates one Portico instance for a React app: core's headless `createAppKit` with
 * `@portico/api-client` as its data API (when `apiUrl` is given and no `api` is injected), loaded
 * through core's `loadApiClient`. The API client is downloaded on first use, so it is not part of
 * the page's initial JavaScript. Pass the instance to `<AppKitProvider instance={...}>`. Each call
 * makes a new, independent instance.
 *
 * @example
 * const kit = createAppKit({
 *   adapters: [evmAdapter({ networks: [mainnet], projectId })],
 *   networks: [mainnet],
 *   projectId,
 *   apiUrl: 'https://api.example.com',
 * })
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const { apiUrl, projectId } = options
  const api =
    options.api ??
    (apiUrl
      ? lazyDataApi(() =>
          loadApiClient({
            apiUrl,
            projectId,
            analytics: options.features?.analytics,
            sdkType: 'portico-react',
          }),
        )
      : undefined)
  const kit = createHeadlessAppKit(api ? { ...options, api } : options)
  // Before any async restore: what the server rendered from, so hydration matches (no flicker).
  rememberInitialSnapshot(kit)
  return kit
}
