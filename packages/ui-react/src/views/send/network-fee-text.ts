import type { Network, SendDraft } from '@portico/core'
import { formatUnits } from '@portico/core/internal'
import type { sendMessages } from '../../i18n/en/send.js'
import type { LocaleFormat } from '../../i18n/use-format.js'
import type { Translate } from '../../i18n/use-messages.js'

/**
 * The draft's network fee as core estimated it (`kit.estimateSendFee`): on eip155 in USD when the
 * native coin's price is known, else in the native coin; in other families the adapter's estimate
 * in the family's coin (and USD when priced); a plain fallback text when there is no estimate
 * (never a made-up number).
 */
export function networkFeeText(
  draft: SendDraft,
  network: Network | undefined,
  t: Translate<keyof (typeof sendMessages)['en']>,
  format: LocaleFormat,
): string {
  const fee = draft.networkFee
  switch (fee.status) {
    case 'estimated': {
      if (!network) return t('feeSetByWallet')
      const { decimals, symbol } = network.nativeCurrency
      // Families without gas prices (the adapter's own fee): the exact amount in the family's unit
      // (5000 lamports are 0.000005 SOL, which 3 decimals would show as 0.000), then its USD value.
      if (fee.gasPrice === undefined) {
        const native = `${formatUnits(fee.fee, decimals)} ${symbol}`
        return draft.gasPriceInUSD !== undefined
          ? `${native} (${format.usd(draft.gasPriceInUSD)})`
          : native
      }
      if (draft.gasPriceInUSD !== undefined) return format.usd(draft.gasPriceInUSD)
      return `${format.amount(formatUnits(fee.fee, decimals))} ${symbol}`
    }
    case 'estimating':
      return t('feeEstimating')
    case 'failed':
      return t('feeUnavailable')
    default:
      return t('feeSetByWallet')
  }
}
