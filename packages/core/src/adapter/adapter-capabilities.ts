/**
 * What a chain adapter's family can do, as data on the instance: core's flows and the views read
 * these instead of asking which family an adapter is, so a new family is its adapter, not edits
 * across core and the views.
 */
export interface AdapterCapabilities {
  /**
   * Tokens beside the native coin: balances list them and Send sends them, with decimals read on
   * chain (`getTokenDecimals`) — ERC-20 contracts, SPL mints. Without, Send offers the native coin only.
   */
  readonly tokens: boolean
  /** NFT holdings from the data API in the account view. */
  readonly nfts: boolean
  /**
   * Names (SPEC §9): a typed name resolves to a receiver, an account can register one, and the
   * account's profile name and avatar are looked up.
   */
  readonly names: boolean
  /** Swaps quoted by the data API and sent through this adapter. */
  readonly swaps: boolean
  /**
   * How Send prices its network fee: `gas` — the adapter's `estimateGas` times the network's gas
   * price (and a native send carries that gas price); `fee` — the adapter's `estimateFee`.
   */
  readonly feeModel: 'gas' | 'fee'
  /** The toast a failed send shows when no part of the stack said what failed. */
  readonly sendFailedText: 'solanaSendFailed' | 'somethingWentWrong'
}
