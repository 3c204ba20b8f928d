import type { AccountType } from '../types/chain.js'

export interface InsufficientGasParameters {
  /** The native balance in USD (send draft's network balance in USD). */
  nativeBalanceInUsd: string | number | undefined
  /** The estimated gas price in USD. */
  gasPriceInUsd: number | undefined
  /** The connected account's type: smart accounts never count as insufficient. */
  accountType?: AccountType | undefined
}

/**
 * SPEC §5: insufficient gas is true when the native balance is 0 (or unknown) or below the gas
 * price in USD. Smart accounts never count as insufficient (their gas can be sponsored).
 *
 * @example
 * hasInsufficientGas({ nativeBalanceInUsd: '0.5', gasPriceInUsd: 1 }) // true
 */
export function hasInsufficientGas(parameters: InsufficientGasParameters): boolean {
  if (parameters.accountType === 'smartAccount') return false
  const balance = Number(parameters.nativeBalanceInUsd ?? 0)
  if (!Number.isFinite(balance) || balance <= 0) return true
  const gas = parameters.gasPriceInUsd
  return gas !== undefined && Number.isFinite(gas) && balance < gas
}
