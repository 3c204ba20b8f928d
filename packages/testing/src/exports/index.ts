export {
  type AnvilInstance,
  AnvilStartError,
  anvilBinaryPath,
  type StartAnvilOptions,
  startAnvil,
} from '../devnet/anvil.js'
export {
  type DevnetContracts,
  devnetCollections,
  devnetContractAddresses,
  devnetFundedAccountCount,
  devnetNftTokenId,
  devnetTokenBalances,
  devnetTokens,
  devnetTokenUri,
} from '../devnet/fixtures.js'
export {
  HostileERC20 as hostileErc20Artifact,
  Multicall3 as multicall3Artifact,
  SwapPair as swapPairArtifact,
  SwapRouter as swapRouterArtifact,
  TestERC20 as testErc20Artifact,
  TestERC721 as testErc721Artifact,
  TestUSDT as testUsdtArtifact,
  WrappedEther as wrappedEtherArtifact,
} from '../devnet/generated/artifacts.js'
export {
  PorticoAccount as porticoAccountArtifact,
  PorticoAccountFactory as porticoAccountFactoryArtifact,
  PorticoDevnetPaymaster as porticoDevnetPaymasterArtifact,
  TestErc1271Responder as testErc1271ResponderArtifact,
  TestSmartAccount as testSmartAccountArtifact,
  TestSmartAccountFactory as testSmartAccountFactoryArtifact,
} from '../devnet/generated/smart-account-artifacts.js'
export { type RecordedCall, type RpcRecorder, recordRpcCalls } from '../devnet/rpc-recorder.js'
export {
  type Devnet,
  type DevnetChain,
  type StartDevnetOptions,
  startDevnet,
} from '../devnet/start-devnet.js'
export type { DevnetFamily, FamilyChains } from '../devnet/start-families.js'
export { devnetPoolReserves } from '../devnet/swap-pools.js'
export { devnetViemChain } from '../devnet/viem-chain.js'
export {
  create2DeployerAddress,
  type DeployErc4337Options,
  deployErc4337,
  type Erc4337Contracts,
  erc4337Addresses,
} from '../erc4337/deploy-erc4337.js'
export {
  type LocalBundler,
  type StartLocalBundlerOptions,
  startLocalBundler,
} from '../erc4337/local-bundler.js'
export { type CuttableLine, cuttableLine } from '../network/cuttable-line.js'
export { type HeldPort, HeldPortError, holdPort } from '../network/held-port.js'
export { type RedisServer, startRedisServer } from '../redis/redis-server.js'
export {
  testWalletBrowserBundle,
  testWalletBrowserScript,
} from '../wallet/browser-script.js'
export {
  type LocalRelay,
  type StartLocalRelayOptions,
  startLocalRelay,
  stoppedRelayAddress,
} from '../walletconnect/local-relay.js'
export { readRawJsonRpcId } from '../walletconnect/raw-json-rpc-id.js'
export * from './wallet.js'
export * from './walletconnect-wallet.js'
