import { expect, it } from 'vitest'
import * as exports from './wallet.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "WalletRpcError",
      "announceProvider",
      "createTestWallet",
      "defaultTestWalletInfo",
      "installTestWalletInPage",
      "testWalletIcon",
      "walletErrors",
    ]
  `)
})
