import type { Network, SwapState } from '@portico/core'
import { Fragment } from 'react'
import { swapMessages } from '../../i18n/en/swap.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { priceImpactText, rateText, tokenAmountText } from './swap-format.js'

/** The preview's rows: sold, received, rate, price impact, fees, minimum received, slippage. */
export function SwapSummary({
  state,
  network,
}: {
  state: SwapState
  network: Network | undefined
}) {
  const t = useMessages(swapMessages)
  const { locale } = useFormat()
  const { source, target, quote } = state
  if (!source || !target || !quote) return null
  const native = network?.nativeCurrency
  const rows: [string, string][] = [
    [t('youPay'), tokenAmountText(quote.fromAmount, source, locale)],
    [t('youReceive'), `≈ ${tokenAmountText(quote.toAmount, target, locale)}`],
    [t('rate'), rateText(quote, source, target)],
  ]
  if (quote.priceImpact !== undefined)
    rows.push([t('priceImpact'), priceImpactText(quote.priceImpact)])
  if (quote.providerFee !== undefined)
    rows.push([t('providerFee'), tokenAmountText(quote.providerFee, source, locale)])
  if (quote.networkFee !== undefined && native) {
    const nativeToken = { ...native, name: native.name, address: '', logoUri: '' }
    rows.push([t('networkFee'), tokenAmountText(quote.networkFee, nativeToken, locale)])
  }
  rows.push([t('minimumReceived'), tokenAmountText(quote.minimumReceived, target, locale)])
  rows.push([t('slippage'), `${state.slippage}%`])
  return (
    <dl className="portico-summary" style={{ margin: 0 }}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <div className="portico-summary-row">
            <dt className="portico-muted">{term}</dt>
            <dd className="portico-summary-value" style={{ margin: 0 }}>
              {value}
            </dd>
          </div>
        </Fragment>
      ))}
    </dl>
  )
}
