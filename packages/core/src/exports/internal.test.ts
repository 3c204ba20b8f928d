import { expect, it } from 'vitest'
import * as exports from './internal.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AlertText",
      "DATA_IMAGE_TYPES",
      "DEBOUNCE_DEFAULT_MS",
      "HttpRequestError",
      "IMAGE_PRELOAD_GIVE_UP_MS",
      "MAX_TOKEN_DECIMALS",
      "MIN_NAME_LENGTH",
      "SignInStateError",
      "ToastText",
      "amountProblem",
      "checkExternalUrl",
      "connectorGroup",
      "connectorGroupOrder",
      "dataApiOriginOf",
      "emptyAccountState",
      "faultOf",
      "formatAmount",
      "formatDeepLinkUrl",
      "formatMonthTitle",
      "formatUnits",
      "formatUsd",
      "hasInsufficientGas",
      "isCloseDisabled",
      "isMobileUserAgent",
      "isValidNameToRegister",
      "joinSharedWalletConnect",
      "leaveSharedWalletConnect",
      "parseAmount",
      "resolvePreferredAccountType",
      "safeImageUrl",
      "sanitizeDisplayText",
      "setSignInState",
      "sharedWalletConnectClient",
      "shownWallets",
      "sortConnectors",
      "systemClock",
      "truncateAddress",
      "truncateAmount",
    ]
  `)
})
