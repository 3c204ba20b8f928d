import type { SendTokenDecimals } from '@portico/core'
import type { AmountProblem } from '@portico/core/internal'

/** The message shown under the amount field for each problem core's `amountProblem` reports. */
export const amountProblemText: Record<AmountProblem, string> = {
  invalid: 'Enter a valid amount',
  'too-many-decimals': 'Too many decimals for this token',
  'exceeds-balance': 'Insufficient funds',
  zero: 'Enter an amount above 0',
}

/** Why the draft token cannot be sent at all (its decimals as read on chain), if so. */
export function decimalsProblemText(decimals: SendTokenDecimals): string | undefined {
  if (decimals.status === 'mismatch') {
    return "This token's decimals on chain differ from the data API: it cannot be sent safely"
  }
  if (decimals.status === 'failed') return "This token's decimals could not be read on chain"
  return undefined
}
