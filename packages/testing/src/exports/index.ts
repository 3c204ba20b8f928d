export {
  type AnvilInstance,
  AnvilStartError,
  anvilBinaryPath,
  type StartAnvilOptions,
  startAnvil,
} from '../devnet/anvil'
export {
  type DevnetContracts,
  devnetCollections,
  devnetContractAddresses,
  devnetFundedAccountCount,
  devnetNftTokenId,
  devnetTokenBalances,
  devnetTokens,
  devnetTokenUri,
} from '../devnet/fixtures'
export {
  HostileERC20 as hostileErc20Artifact,
  Multicall3 as multicall3Artifact,
  SwapPair as swapPairArtifact,
  SwapRouter as swapRouterArtifact,
  TestERC20 as testErc20Artifact,
  TestERC721 as testErc721Artifact,
  TestUSDT as testUsdtArtifact,
  WrappedEther as wrappedEtherArtifact,
} from '../devnet/generated/artifacts'
export {
  TestErc1271Responder as testErc1271ResponderArtifact,
  TestSmartAccount as testSmartAccountArtifact,
  TestSmartAccountFactory as testSmartAccountFactoryArtifact,
} from '../devnet/generated/smart-account-artifacts'
export {
  type Devnet,
  type DevnetChain,
  type StartDevnetOptions,
  startDevnet,
} from '../devnet/start-devnet'
export type { DevnetFamily, FamilyChains } from '../devnet/start-families'
export { devnetPoolReserves } from '../devnet/swap-pools'
export { devnetViemChain } from '../devnet/viem-chain'
export {
  testWalletBrowserBundle,
  testWalletBrowserScript,
} from '../wallet/browser-script'
export {
  type LocalRelay,
  type StartLocalRelayOptions,
  startLocalRelay,
} from '../walletconnect/local-relay'
export { readRawJsonRpcId } from '../walletconnect/raw-json-rpc-id'
export * from './wallet'
export * from './walletconnect-wallet'
