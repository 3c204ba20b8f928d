/** What the lab pages need to know about the running stack (given to the browser by the dev server). */
export interface LabConfig {
  /** Project id sent to the data API and WalletConnect (anything works locally). */
  projectId: string
  /** apps/api base URL. */
  apiUrl: string
  /** Local WalletConnect relay (`ws://127.0.0.1:PORT`). */
  relayUrl: string
  /**
   * The embedded wallet's frame (apps/wallet-frame, built and served on its own port) when the
   * stack started it (`walletFrame: true`, as `pnpm lab` does).
   */
  walletFrameUrl?: string
  /** The devnet chains, in order (the first is the default network). */
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** The EIP-6963 test wallet injected into the dapp page (devnet account 0: tokens and NFTs). */
  injectedWallet: LabAccount
  /** The account of the `/wallet` WalletConnect wallet page (devnet account 1). */
  walletConnectWallet: LabAccount
  /** The other chain families the stack started, with what their pages need. */
  families: LabFamily[]
  solana?: LabSolana
  bitcoin?: LabBitcoin
  polkadot?: LabPolkadot
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

/** The chain families besides eip155 the lab can start (`startLabStack({ families })`). */
export const LAB_FAMILIES = ['solana', 'bip122', 'polkadot'] as const
export type LabFamily = (typeof LAB_FAMILIES)[number]

/** The local Solana chain (LiteSVM facade) and the in-page test wallet's key. */
export interface LabSolana {
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  caip2: `solana:${string}`
  /** Funded account 0 (SOL and the fixture tokens): the in-page test wallet. */
  wallet: { address: string; secretKey: number[] }
  /** Account 1: a receiver for sends. */
  receiver: string
  /** Account 2: the `/wallet` WalletConnect wallet page's Solana account. */
  walletConnectWallet: { address: string; secretKey: number[] }
  /** The 6-decimals SPL fixture mint. */
  usdc: { address: string; decimals: number }
}

/** The local Bitcoin regtest node (Esplora facade) and the in-page test wallet's keys. */
export interface LabBitcoin {
  esploraUrl: string
  caip2: string
  wallet: {
    paymentPrivateKey: string
    ordinalsPrivateKey: string
    payment: string
    ordinals: string
  }
  /** The faucet address (a receiver for sends). */
  receiver: string
}

/** The local Substrate chain (chopsticks) and the test extension's accounts. */
export interface LabPolkadot {
  wsUrl: string
  genesisHash: string
  caip2: string
  ss58Prefix: number
  decimals: number
  symbol: string
  /** Dev accounts the test extension exposes (`//Alice` …), funded. */
  accounts: { address: string; uri: string; name: string }[]
}

export interface LabAccount {
  address: `0x${string}`
  /** A well-known anvil dev key: never holds anything outside the local devnet. */
  privateKey: `0x${string}`
}

/**
 * The id of the `<script type="application/json">` element the lab's server writes the stack's
 * `LabConfig` into on every page (data, never run: it fits the lab's CSP as it is). The same pages
 * then work from the dev server and from one production build served for every stack.
 */
export const LAB_CONFIG_ELEMENT_ID = 'portico-lab-config'
