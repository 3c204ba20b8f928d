import type { AdapterCapabilities } from '@portico/core'

/**
 * What a Bitcoin wallet's accounts can do in the kit: payments in satoshis priced by fee rate ×
 * size, from a payment account (the default) or an ordinals account.
 */
export const bitcoinCapabilities: AdapterCapabilities = {
  tokens: false,
  nfts: false,
  names: false,
  swaps: false,
  feeModel: 'fee',
  sendFailedText: 'somethingWentWrong',
}
