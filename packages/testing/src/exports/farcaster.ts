// Node entry: Sign In With Farcaster offline — a local stand-in for the SIWF relay, a scripted
// Farcaster wallet that signs as custody, and an IdRegistry-like contract for the devnet.
export { TestIdRegistry as testIdRegistryArtifact } from '../devnet/generated/farcaster-artifacts.js'
export {
  type CreateFarcasterTestWalletOptions,
  createFarcasterTestWallet,
  type FarcasterApproval,
  type FarcasterTestUser,
  type FarcasterTestWallet,
  FarcasterTestWalletError,
  SIWF_CHAIN_ID,
  SIWF_STATEMENT,
  type SiwfRelayAccess,
} from '../farcaster/farcaster-test-wallet.js'
export type {
  SiwfAuthentication,
  SiwfChannel,
  SiwfChannelRequest,
} from '../farcaster/siwf-channel.js'
export {
  DEFAULT_SIGN_IN_URL_BASE,
  type SiwfRelay,
  type StartSiwfRelayOptions,
  startSiwfRelay,
} from '../farcaster/siwf-relay.js'
export {
  deployTestIdRegistry,
  type IdRegistryChain,
  readTestFid,
  registerTestFid,
  transferTestFid,
} from '../farcaster/test-id-registry.js'
