import type { Network, SendDraft } from '@portico/core'
import { formatAmount, formatUnits, formatUsd } from '@portico/core/internal'

/**
 * The draft's network fee as core estimated it (`kit.estimateSendFee`): on eip155 in USD when the
 * native coin's price is known, else in the native coin; in other families the adapter's estimate
 * in the family's coin (and USD when priced); a plain fallback text when there is no estimate
 * (never a made-up number).
 */
export function networkFeeText(draft: SendDraft, network: Network | undefined): string {
  const fee = draft.networkFee
  switch (fee.status) {
    case 'estimated': {
      if (!network) return 'Set by wallet'
      const { decimals, symbol } = network.nativeCurrency
      // Families without gas prices (the adapter's own fee): the exact amount in the family's unit
      // (5000 lamports are 0.000005 SOL, which 3 decimals would show as 0.000), then its USD value.
      if (fee.gasPrice === undefined) {
        const native = `${formatUnits(fee.fee, decimals)} ${symbol}`
        return draft.gasPriceInUSD !== undefined
          ? `${native} (${formatUsd(draft.gasPriceInUSD)})`
          : native
      }
      if (draft.gasPriceInUSD !== undefined) return formatUsd(draft.gasPriceInUSD)
      return `${formatAmount(formatUnits(fee.fee, decimals))} ${symbol}`
    }
    case 'estimating':
      return 'Estimating…'
    case 'failed':
      return 'Unavailable (set by wallet)'
    default:
      return 'Set by wallet'
  }
}
