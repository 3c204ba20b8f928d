import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ApiClientError",
      "ApiResponseError",
      "BALANCE_CACHE_MS",
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
      "NAME_CACHE_MS",
      "NEVER_SENT_EVENTS",
      "RECOMMENDED_WALLETS_COUNT",
      "WALLET_LIST_PAGE_SIZE",
      "WALLET_SEARCH_PAGE_SIZE",
      "checkExternalUrl",
      "confirmedRegistration",
      "createAnalyticsClient",
      "createBlockchainApiClient",
      "createConvertApiClient",
      "createDataApi",
      "createHttpClient",
      "createOnRampApiClient",
      "createTtlCache",
      "createWalletDirectoryClient",
      "safeImageUrl",
      "safeLinkUrl",
      "sanitizeDisplayText",
    ]
  `)
})
