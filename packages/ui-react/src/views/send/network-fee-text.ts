import type { Network, SendDraft } from '@portico/core'
import { formatAmount, formatUnits, formatUsd } from '@portico/core/internal'

/**
 * The draft's network fee as core estimated it (`kit.estimateSendFee`): in USD when the native
 * coin's price is known, else in the native coin; a plain fallback text when there is no
 * estimate (never a made-up number).
 */
export function networkFeeText(draft: SendDraft, network: Network | undefined): string {
  const fee = draft.networkFee
  switch (fee.status) {
    case 'estimated':
      if (draft.gasPriceInUSD !== undefined) return formatUsd(draft.gasPriceInUSD)
      return network
        ? `${formatAmount(formatUnits(fee.fee, network.nativeCurrency.decimals))} ${network.nativeCurrency.symbol}`
        : 'Set by wallet'
    case 'estimating':
      return 'Estimating…'
    case 'failed':
      return 'Unavailable (set by wallet)'
    default:
      return 'Set by wallet'
  }
}
