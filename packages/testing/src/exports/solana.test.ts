import { expect, it } from 'vitest'
import * as exports from './solana.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ASSOCIATED_TOKEN_PROGRAM",
      "LAMPORTS_PER_SOL",
      "SYSTEM_PROGRAM",
      "TOKEN_2022_PROGRAM",
      "TOKEN_METADATA_PROGRAM",
      "TOKEN_PROGRAM",
      "defaultSolanaGenesisHash",
      "deterministicSolanaKeypair",
      "sendSolanaTokenTransfer",
      "sendSolanaTransfer",
      "solanaFixtureLamports",
      "solanaFixtureTokenBalances",
      "solanaFundedAccountCount",
      "solanaKeypairFromSecretKey",
      "solanaKeypairFromSeed",
      "solanaTestWalletBrowserBundle",
      "solanaTestWalletBrowserScript",
      "startSolanaChain",
      "tokenMetadataAddress",
    ]
  `)
})
