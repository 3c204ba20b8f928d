import type { TokenBalance } from './account.js'

/**
 * What the receiver field resolved to (`kit.setSendReceiver`): an address of the active namespace,
 * or an eip155 name looked up through the name service once typing pauses.
 */
export type SendReceiverState =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'address'; address: string }
  | { kind: 'resolving'; name: string }
  | { kind: 'resolved'; name: string; address: string; avatar: string | undefined }
  | { kind: 'not-found'; name: string }

/**
 * The draft token's decimals as read on chain (`kit.loadSendTokenDecimals`), never the data API's:
 * `mismatch` when the chain and the data API disagree (the send is refused), `failed` when the
 * chain could not be read.
 */
export type SendTokenDecimals =
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'ready'; decimals: number }
  | { status: 'mismatch'; chain: number; api: number | undefined }
  | { status: 'failed' }

/**
 * The network fee of the draft (`kit.estimateSendFee`), `fee` in the native coin's smallest unit:
 * on eip155 gas estimated by the active adapter times the network's gas price (both kept), in
 * other families the adapter's own fee estimate (`ChainAdapter.estimateFee`: lamports, satoshis,
 * planck). `failed` when the adapter
 * could not estimate (the UI then shows a fallback text, never a guessed number); `idle` where
 * nothing was estimated (no token yet, or a namespace without gas prices).
 */
export type NetworkFeeEstimate =
  | { status: 'idle' }
  | { status: 'estimating' }
  | { status: 'estimated'; fee: bigint; gas?: bigint; gasPrice?: bigint }
  | { status: 'failed' }

/** SPEC §3 "Send draft". */
export interface SendDraft {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  gasPrice: bigint | undefined
  /** The draft's network fee in USD (gas × gas price × the native coin's price), when known. */
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  receiver: SendReceiverState
  tokenDecimals: SendTokenDecimals
  networkFee: NetworkFeeEstimate
  /**
   * The existential deposit of the draft's network in its smallest unit, as its family's adapter
   * reads it (`ExistentialDepositReader`: polkadot's planck); undefined where the family reaps no
   * account, until read, or when the read failed. The send flow reads it per network.
   */
  existentialDeposit: bigint | undefined
}
