import type { SendDraft } from '../types/send.js'

/**
 * An empty send form (SPEC §3 "Send draft"); switching networks and a successful send reset to it.
 *
 * @example
 * kit.setSendDraft(emptySendDraft())
 */
export function emptySendDraft(): SendDraft {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    gasPrice: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    receiver: { kind: 'empty' },
    tokenDecimals: { status: 'unknown' },
    networkFee: { status: 'idle' },
    existentialDeposit: undefined,
  }
}
