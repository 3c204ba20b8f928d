import type { AppKitOptions } from '../app-kit/app-kit-types.js'
import { projectIdOf } from '../app-kit/validate-options.js'
import { ProjectIdRequiredError } from '../errors/app-kit-errors.js'
import { SDK_TYPE, SDK_VERSION } from '../lifecycle/sdk-version.js'
import type { DataApi } from './data-api.js'
import { lazyDataApi } from './lazy-data-api.js'
import { loadApiClient } from './load-api-client.js'
import { createNoDataApi } from './no-data-api.js'

/**
 * The data API an instance uses: the injected `api`, else `@portico/api-client` over `apiUrl`
 * (downloaded on the first data call or `preload()`, so it stays out of the page's initial
 * JavaScript), else one whose every call rejects with `DataApiMissingError` (or, with `apiUrl`
 * but no project id, `ProjectIdRequiredError`). `hooks.onAlert` is
 * called when analytics answers 403; `hooks.analyticsAllowed` (feature on and the user's consent)
 * is asked by the client at every send, right before the POST. Core owns this
 * wiring so a headless kit and the React kit behave the same.
 *
 * @example
 * const api = defaultDataApi({ ...options, apiUrl: 'https://api.example.com' })
 * await api.getWallets({ page: 1, entries: 40 })
 */
export function defaultDataApi(
  options: AppKitOptions,
  hooks: { onAlert?: () => void; analyticsAllowed?: () => boolean } = {},
): DataApi {
  if (options.api) return options.api
  const { apiUrl } = options
  if (!apiUrl) return createNoDataApi()
  const projectId = projectIdOf(options)
  // The project's services answer only for a project: each call says which setting is missing.
  if (!projectId)
    return createNoDataApi(
      (call) => new ProjectIdRequiredError({ details: `"${call}" needs \`projectId\`.` }),
    )
  const { analyticsAllowed } = hooks
  // From a plain-JavaScript app too: only a non-empty text goes on the query.
  const clientId =
    typeof options.clientId === 'string' && options.clientId ? options.clientId : undefined
  return lazyDataApi(() =>
    loadApiClient({
      apiUrl,
      projectId,
      clientId,
      // SPEC §7: analytics names the kit and its version (`st`, `sv`).
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      // A getter: the client reads `analytics` at each send, after it has loaded and read the
      // remote switch, so consent withdrawn while an event waits stops that event too.
      get analytics() {
        return analyticsAllowed ? analyticsAllowed() : options.features?.analytics
      },
      // SPEC §7: an analytics 403 (origin not on the allowlist) reaches the user as an alert.
      onAlert: hooks.onAlert,
    }),
  )
}
