import { expect, it } from 'vitest'
import * as exports from './index'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AnvilStartError",
      "WalletRpcError",
      "announceProvider",
      "anvilBinaryPath",
      "createMemoryKeyValueStorage",
      "createTestWallet",
      "createWalletConnectTestWallet",
      "defaultTestWalletInfo",
      "devnetCollections",
      "devnetContractAddresses",
      "devnetFundedAccountCount",
      "devnetNftTokenId",
      "devnetTokenBalances",
      "devnetTokenUri",
      "devnetTokens",
      "devnetViemChain",
      "hostileErc20Artifact",
      "installTestWalletInPage",
      "multicall3Artifact",
      "readRawJsonRpcId",
      "startAnvil",
      "startDevnet",
      "startLocalRelay",
      "stopSignClient",
      "testErc1271ResponderArtifact",
      "testErc20Artifact",
      "testErc721Artifact",
      "testSmartAccountArtifact",
      "testSmartAccountFactoryArtifact",
      "testUsdtArtifact",
      "testWalletBrowserBundle",
      "testWalletBrowserScript",
      "testWalletIcon",
      "walletConnectBaseMethods",
      "walletConnectTestWalletMethods",
      "walletErrors",
    ]
  `)
})
