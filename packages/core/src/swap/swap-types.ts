/** A token the Swap views offer: the data API's swap token with the account's balance. */
export interface SwapTokenOption {
  name: string
  symbol: string
  /** CAIP-10 id (`eip155:1:0x…`; the native coin as the `0xeeee…eeee` placeholder). */
  address: string
  decimals: number
  logoUri: string
  /** Held amount in human units ("12.5"); absent when the account holds none. */
  balance?: string
  /** USD price of one unit, when the data API knows it. */
  price?: number
}

/** The quote the Swap and SwapPreview views show. */
export interface SwapQuoteDetails {
  /** Input in base units. */
  fromAmount: bigint
  /** Expected output in base units. */
  toAmount: bigint
  /** Least output accepted after slippage, in base units. */
  minimumReceived: bigint
  /** Loss against the pools' mid price, in percent; absent when the data API gives none. */
  priceImpact?: number
  /** Provider fee in the input token's base units; absent when the data API gives none. */
  providerFee?: bigint
  /** Network fee of the swap transaction in wei (gas × gas price). */
  networkFee?: bigint
}

/**
 * Where the swap flow is. `quoting` while a quote loads; `ready` with a quote; `approving` while
 * the wallet is asked to approve (and the approval lands); `swapping` while it is asked to swap;
 * `success` / `failed` after the swap.
 */
export type SwapStatus =
  | 'idle'
  | 'loading'
  | 'quoting'
  | 'ready'
  | 'approving'
  | 'swapping'
  | 'success'
  | 'failed'

/** The swap flow's state (one per kit, see `createSwapController`). */
export interface SwapState {
  status: SwapStatus
  /** Every token offered on the active network. */
  tokens: readonly SwapTokenOption[]
  /** Offered tokens of the popular set (SPEC §9), for the token list. */
  popular: readonly SwapTokenOption[]
  /** Offered tokens of the suggested set (SPEC §9), for the quick picks. */
  suggested: readonly SwapTokenOption[]
  source: SwapTokenOption | undefined
  target: SwapTokenOption | undefined
  /** The amount fields as typed (human units). */
  sourceAmount: string
  targetAmount: string
  quote: SwapQuoteDetails | undefined
  /** The source token's allowance is below the amount: the swap needs an approval first. */
  needsApproval: boolean
  /** Slippage tolerance in percent (SPEC §9: 1). */
  slippage: number
  /** The text of the last failure (quote, approval or swap), shown by the views. */
  error: string | undefined
  /** Hash of the swap transaction once sent. */
  hash: string | undefined
}
