import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_REQUEST_TIMEOUT",
      "InvalidCallTargetError",
      "InvalidTokenDecimalsError",
      "MAX_TOKEN_DECIMALS",
      "TokenTransferRejectedError",
      "WalletRequestTimeoutError",
      "evmAdapter",
      "evmAdapterOf",
    ]
  `)
})
