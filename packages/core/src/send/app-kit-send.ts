import type { NetworkFeeEstimate, SendDraft, SendTokenDecimals } from '../types/send.js'

/** The Send view's draft and the send itself (SPEC §4 send flow). A part of `AppKit`. */
export interface AppKitSend {
  /** Merge `patch` into the send draft. */
  setSendDraft(patch: Partial<SendDraft>): void
  /**
   * SPEC §4 send flow from the draft; resolves the hash, or `undefined` after a failure toast.
   * Converts the amount with the token's decimals read on chain; throws
   * `TokenDecimalsMismatchError` (nothing sent) when the data API's decimals differ.
   */
  sendToken(): Promise<string | undefined>
  // The Send view's flow is the kit's, started when the view is shown: while it shows, core keeps
  // `sendDraft` ready (SPEC §4 send flow): the account's token balances asked for when it has none,
  // the native coin (else the first token) chosen when none is, the token's decimals read when it
  // or the network changes, the fee estimated again when the token, its decimals, the receiver or
  // the balances change, and a typed receiver the draft no longer holds resolved again.
  /** Read the draft token's decimals on chain into `sendDraft.tokenDecimals`. */
  loadSendTokenDecimals(): Promise<SendTokenDecimals>
  /** Estimate the draft's network fee through the active adapter into `sendDraft.networkFee`. */
  estimateSendFee(): Promise<NetworkFeeEstimate>
  /** The receiver text: an address at once, or a name resolved after the debounce (`sendDraft.receiver`). */
  setSendReceiver(text: string): Promise<void>
}
