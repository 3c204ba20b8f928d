import { expect, it } from 'vitest'
import * as exports from './index'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AnvilStartError",
      "anvilBinaryPath",
      "devnetCollections",
      "devnetContractAddresses",
      "devnetFundedAccountCount",
      "devnetNftTokenId",
      "devnetTokenBalances",
      "devnetTokenUri",
      "devnetTokens",
      "devnetViemChain",
      "multicall3Artifact",
      "startAnvil",
      "startDevnet",
      "testErc20Artifact",
      "testErc721Artifact",
      "testUsdtArtifact",
    ]
  `)
})
