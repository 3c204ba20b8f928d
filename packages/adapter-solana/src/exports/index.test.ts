import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_REQUEST_TIMEOUT",
      "DEFAULT_RESTORE_WAIT",
      "InvalidSignatureError",
      "MAX_STANDARD_WALLETS",
      "SOLANA_WALLETCONNECT_EVENTS",
      "SOLANA_WALLETCONNECT_METHODS",
      "TransactionSendFailedError",
      "WalletRequestTimeoutError",
      "solanaAdapter",
      "solanaAdapterOf",
      "standardChainOf",
      "toPorticoError",
    ]
  `)
})
