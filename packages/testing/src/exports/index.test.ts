import { expect, it } from 'vitest'
import * as exports from './index'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AnvilStartError",
      "WalletRpcError",
      "announceProvider",
      "anvilBinaryPath",
      "createTestWallet",
      "defaultTestWalletInfo",
      "devnetCollections",
      "devnetContractAddresses",
      "devnetFundedAccountCount",
      "devnetNftTokenId",
      "devnetTokenBalances",
      "devnetTokenUri",
      "devnetTokens",
      "devnetViemChain",
      "installTestWalletInPage",
      "multicall3Artifact",
      "startAnvil",
      "startDevnet",
      "testErc20Artifact",
      "testErc721Artifact",
      "testUsdtArtifact",
      "testWalletBrowserBundle",
      "testWalletBrowserScript",
      "testWalletIcon",
      "walletErrors",
    ]
  `)
})
