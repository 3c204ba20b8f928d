import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ApiClientError",
      "ApiResponseError",
      "BALANCE_CACHE_TTL_MS",
      "DATA_IMAGE_TYPES",
      "DEFAULT_MAX_RESPONSE_BYTES",
      "DEFAULT_TIMEOUT_MS",
      "FEATURED_WALLETS_COUNT",
      "HttpAbortError",
      "HttpError",
      "HttpNetworkError",
      "HttpTimeoutError",
      "INVALID_APP_CONFIGURATION_ALERT",
      "MAX_DISPLAY_GRAPHEMES",
      "MAX_EXTERNAL_URL_LENGTH",
      "NAME_CACHE_TTL_MS",
      "NEVER_SENT_EVENTS",
      "RECOMMENDED_WALLETS_COUNT",
      "SEARCH_WALLETS_ENTRIES",
      "WALLETS_PAGE_SIZE",
      "checkExternalUrl",
      "createAnalyticsClient",
      "createBlockchainApiClient",
      "createDataApi",
      "createHttpClient",
      "createTtlCache",
      "createWalletDirectoryClient",
      "safeImageUrl",
      "safeLinkUrl",
      "sanitizeDisplayText",
    ]
  `)
})
