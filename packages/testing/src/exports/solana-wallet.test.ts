import { expect, it } from 'vitest'
import * as exports from './solana-wallet.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "createSolanaSigner",
      "createSolanaTestWallet",
      "deterministicSolanaKeypair",
      "installSolanaTestWalletInPage",
      "registerWallet",
      "solanaKeypairFromSecretKey",
      "solanaKeypairFromSeed",
      "solanaTestWalletIcon",
      "solanaWalletConnectHandler",
      "solanaWalletConnectMethods",
    ]
  `)
})
