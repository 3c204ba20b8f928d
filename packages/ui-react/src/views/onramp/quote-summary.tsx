import type { OnRampQuote } from '@portico/core'
import { formatAmount } from '@portico/core/internal'

const amountText = (value: { amount: string; currency: string }) =>
  `${value.amount} ${value.currency}`

/** What the buyer pays, the fees and what arrives; a mock quote is labelled as an estimate. */
export function QuoteSummary({ quote }: { quote: OnRampQuote }) {
  const rows: [string, string][] = quote.mock
    ? [['You pay', amountText(quote.paymentTotal)]]
    : [
        ['You pay', amountText(quote.paymentTotal)],
        ['Provider fee', amountText(quote.providerFee)],
        ['Network fee', amountText(quote.networkFee)],
        // SPEC §2: amounts show 3 decimals (the provider page shows the exact figure).
        [
          'You receive',
          `${formatAmount(quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}`,
        ],
      ]
  return (
    <dl className="portico-summary" style={{ margin: 0 }} aria-label="Quote">
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
          Estimated quote: the provider shows the final fees and amount.
        </p>
      ) : null}
    </dl>
  )
}
