import type { Network, SwapState } from '@portico/core'
import { Fragment } from 'react'
import { priceImpactText, rateText, tokenAmountText } from './swap-format.js'

/** The preview's rows: sold, received, rate, price impact, fees, minimum received, slippage. */
export function SwapSummary({
  state,
  network,
}: {
  state: SwapState
  network: Network | undefined
}) {
  const { source, target, quote } = state
  if (!source || !target || !quote) return null
  const native = network?.nativeCurrency
  const rows: [string, string][] = [
    ['You pay', tokenAmountText(quote.fromAmount, source)],
    ['You receive', `≈ ${tokenAmountText(quote.toAmount, target)}`],
    ['Rate', rateText(quote, source, target)],
  ]
  if (quote.priceImpact !== undefined)
    rows.push(['Price impact', priceImpactText(quote.priceImpact)])
  if (quote.providerFee !== undefined)
    rows.push(['Provider fee', tokenAmountText(quote.providerFee, source)])
  if (quote.networkFee !== undefined && native) {
    rows.push([
      'Network fee',
      tokenAmountText(quote.networkFee, { ...native, name: native.name, address: '', logoUri: '' }),
    ])
  }
  rows.push(['Minimum received', tokenAmountText(quote.minimumReceived, target)])
  rows.push(['Slippage', `${state.slippage}%`])
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
