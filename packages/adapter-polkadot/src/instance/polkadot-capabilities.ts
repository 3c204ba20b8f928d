import type { AdapterCapabilities } from '@portico/core'

/** What a Polkadot account can do in the kit: native transfers priced by `paymentInfo`. */
export const polkadotCapabilities: AdapterCapabilities = {
  tokens: false,
  nfts: false,
  names: false,
  swaps: false,
  feeModel: 'fee',
  sendFailedText: 'somethingWentWrong',
}
