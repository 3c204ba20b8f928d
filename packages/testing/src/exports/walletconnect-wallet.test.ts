import { expect, it } from 'vitest'
import * as exports from './walletconnect-wallet.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "createMemoryKeyValueStorage",
      "createWalletConnectTestWallet",
      "stopSignClient",
      "walletConnectBaseMethods",
      "walletConnectTestWalletMethods",
    ]
  `)
})
