import type { TokenBalance } from './account.js'

/** SPEC §3 "Send draft". */
export interface SendDraft {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  gasPrice: bigint | undefined
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
}
