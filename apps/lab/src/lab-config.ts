/** What the lab pages need to know about the running stack (given to the browser by the dev server). */
export interface LabConfig {
  /** Project id sent to the data API and WalletConnect (anything works locally). */
  projectId: string
  /** apps/api base URL. */
  apiUrl: string
  /** Local WalletConnect relay (`ws://127.0.0.1:PORT`). */
  relayUrl: string
  /** The devnet chains, in order (the first is the default network). */
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** The EIP-6963 test wallet injected into the dapp page (devnet account 0: tokens and NFTs). */
  injectedWallet: LabAccount
  /** The account of the `/wallet` WalletConnect wallet page (devnet account 1). */
  walletConnectWallet: LabAccount
  /** Fixture contracts (same addresses on both chains). */
  contracts: {
    usdc: `0x${string}`
    dai: `0x${string}`
    zero: `0x${string}`
    usdt: `0x${string}`
    nft: `0x${string}`
    spamNft: `0x${string}`
  }
}

export interface LabAccount {
  address: `0x${string}`
  /** A well-known anvil dev key: never holds anything outside the local devnet. */
  privateKey: `0x${string}`
}

/** The module the dev server serves with the stack's `LabConfig`. */
export const LAB_CONFIG_MODULE = 'virtual:portico-lab-config'
