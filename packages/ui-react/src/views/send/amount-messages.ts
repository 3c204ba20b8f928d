import type { SendTokenDecimals } from '@portico/core'
import type { AmountProblem } from '@portico/core/internal'
import type { sendMessages } from '../../i18n/en/send.js'
import type { Translate } from '../../i18n/use-messages.js'

type SendKey = keyof (typeof sendMessages)['en']

/** The message shown under the amount field for each problem core's `amountProblem` reports. */
export const amountProblemKey: Record<AmountProblem, SendKey> = {
  invalid: 'amountInvalid',
  'too-many-decimals': 'amountTooManyDecimals',
  'exceeds-balance': 'amountExceedsBalance',
  zero: 'amountZero',
}

/** Why the draft token cannot be sent at all (its decimals as read on chain), if so. */
export function decimalsProblemText(
  decimals: SendTokenDecimals,
  t: Translate<SendKey>,
): string | undefined {
  if (decimals.status === 'mismatch') return t('decimalsMismatch')
  if (decimals.status === 'failed') return t('decimalsFailed')
  return undefined
}
