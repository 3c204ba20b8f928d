import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_REQUEST_TIMEOUT",
      "InvalidSignatureError",
      "InvalidWalletAnswerError",
      "WalletRequestTimeoutError",
      "bitcoinAdapter",
      "bitcoinAdapterOf",
      "toPorticoError",
    ]
  `)
})
