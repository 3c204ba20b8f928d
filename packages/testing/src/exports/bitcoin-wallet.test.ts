import { expect, it } from 'vitest'
import * as exports from './bitcoin-wallet.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_REGTEST_CHAIN",
      "BitcoinWalletError",
      "InvalidRegtestAddressError",
      "REGTEST",
      "REGTEST_CAIP2",
      "REGTEST_GENESIS_HASH",
      "bip122WalletConnectMethods",
      "bip137MessageHash",
      "bip322MessageHash",
      "bitcoinTestAccounts",
      "bitcoinTestWalletKeys",
      "bitcoinWalletConnectHandler",
      "bitcoinWalletErrors",
      "createBitcoinTestWallet",
      "defaultBitcoinTestWalletInfo",
      "installBitcoinTestWallet",
      "installBitcoinTestWalletInPage",
      "registerStandardWallet",
      "regtestAddressToScript",
      "satsConnectErrorCodes",
      "signBip137",
      "signBip322Simple",
      "supportedSatsConnectMethods",
    ]
  `)
})
