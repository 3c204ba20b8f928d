import type { AdapterCapabilities } from '@portico/core'

/**
 * What a Solana account can do in the kit: SPL tokens (decimals read from the mint), fees from
 * `getFeeForMessage`, and the spec's own text for a failed send.
 */
export const solanaCapabilities: AdapterCapabilities = {
  tokens: true,
  nfts: false,
  names: false,
  swaps: false,
  feeModel: 'fee',
  sendFailedText: 'solanaSendFailed',
}
