import { expect, it } from 'vitest'
import * as exports from './wallet.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "TEST_WALLET_INJECT_EVENT",
      "WalletRpcError",
      "announceProvider",
      "createTestWallet",
      "defaultTestWalletInfo",
      "installTestWalletInPage",
      "testWalletIcon",
      "testWalletPresenceKey",
      "walletErrors",
    ]
  `)
})
