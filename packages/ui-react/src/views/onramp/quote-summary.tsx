import type { OnRampQuote } from '@portico/core'
import { onrampMessages } from '../../i18n/en/onramp.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'

const amountText = (value: { amount: string; currency: string }) =>
  `${value.amount} ${value.currency}`

/** What the buyer pays, the fees and what arrives; a mock quote is labelled as an estimate. */
export function QuoteSummary({ quote }: { quote: OnRampQuote }) {
  const t = useMessages(onrampMessages)
  const format = useFormat()
  const rows: [string, string][] = quote.mock
    ? [[t('youPay'), amountText(quote.paymentTotal)]]
    : [
        [t('youPay'), amountText(quote.paymentTotal)],
        [t('providerFee'), amountText(quote.providerFee)],
        [t('networkFee'), amountText(quote.networkFee)],
        // SPEC §2: amounts show 3 decimals (the provider page shows the exact figure).
        [
          t('youReceive'),
          `${format.amount(quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}`,
        ],
      ]
  return (
    <dl className="portico-summary" style={{ margin: 0 }} aria-label={t('ariaQuote')}>
      {rows.map(([label, value]) => (
        <div key={label} className="portico-summary-row">
          <dt className="portico-muted">{label}</dt>
          <dd className="portico-summary-value" style={{ margin: 0 }}>
            {value}
          </dd>
        </div>
      ))}
      {quote.mock ? (
        <p className="portico-muted" style={{ margin: 0 }} data-testid="onramp-mock-quote">
          {t('estimatedQuote')}
        </p>
      ) : null}
    </dl>
  )
}
