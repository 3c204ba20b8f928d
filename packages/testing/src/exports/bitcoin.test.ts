import { expect, it } from 'vitest'
import * as exports from './bitcoin.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "FaucetEmptyError",
      "InvalidRegtestAddressError",
      "REGTEST",
      "REGTEST_CAIP2",
      "REGTEST_FEE_ESTIMATES",
      "REGTEST_GENESIS_HASH",
      "SEGWIT_ACTIVATION_HEIGHT",
      "TxRejectedError",
      "bitcoinTestWalletBrowserBundle",
      "bitcoinTestWalletBrowserScript",
      "startBitcoinChain",
    ]
  `)
})
