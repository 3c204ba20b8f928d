import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_REQUEST_TIMEOUT",
      "InvalidCallTargetError",
      "InvalidTokenDecimalsError",
      "MAX_ANNOUNCED_WALLETS",
      "MAX_ICON_LENGTH",
      "MAX_NAME_GRAPHEMES",
      "MAX_TOKEN_DECIMALS",
      "TokenTransferRejectedError",
      "WALLETCONNECT_EVENTS",
      "WALLETCONNECT_METHODS",
      "WalletRequestTimeoutError",
      "checkWalletIcon",
      "cleanWalletName",
      "createEip6963Discovery",
      "createTransport",
      "errorToast",
      "evmAdapter",
      "evmAdapterOf",
      "isValidRdns",
      "parseProviderInfo",
      "toPorticoError",
      "toViemChain",
      "usdtAbi",
      "walletConnect",
    ]
  `)
})
