import { expect, it } from 'vitest'
import * as exports from './internal.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DATA_IMAGE_TYPES",
      "DEBOUNCE_DEFAULT_MS",
      "HttpRequestError",
      "IMAGE_PRELOAD_GIVE_UP_MS",
      "MAX_TOKEN_DECIMALS",
      "ToastText",
      "amountProblem",
      "checkExternalUrl",
      "connectMethodOrder",
      "connectorGroup",
      "connectorGroupOrder",
      "dataApiOriginOf",
      "familyRegistry",
      "faultOf",
      "formatAmount",
      "formatDeepLinkUrl",
      "formatMonthTitle",
      "formatUnits",
      "formatUsd",
      "hasInsufficientGas",
      "initialSnapshotOf",
      "isCloseDisabled",
      "isInMessengerBrowser",
      "isInstalledWalletConnector",
      "isMobileUserAgent",
      "isValidNameToRegister",
      "joinSharedWalletConnect",
      "leaveSharedWalletConnect",
      "parseAmount",
      "rememberInitialSnapshot",
      "resolvePreferredAccountType",
      "safeImageUrl",
      "sanitizeDisplayText",
      "sharedWalletConnectClient",
      "shownWallets",
      "socialProvidersFor",
      "sortConnectors",
      "truncateAddress",
      "truncateAmount",
    ]
  `)
})
