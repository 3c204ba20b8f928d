import type { OfferedOnRampProvider, OnRampFlow, OnRampState } from '@portico/core'
import { Button } from '../../components/button.js'
import { TextInput } from '../../components/text-input.js'
import { onrampMessages } from '../../i18n/en/onramp.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { amountProblemText, methodText } from './onramp-format.js'
import { QuoteSummary } from './quote-summary.js'

export interface PurchaseFormProps {
  flow: OnRampFlow
  state: OnRampState
  /** The chosen provider, with the payment methods allowed here. */
  offered: OfferedOnRampProvider
}

/**
 * Payment method, currency and amount for the chosen provider; "Get quote" shows the quote (or
 * SPEC §8's mock one) and core prepares the checkout URL, so "Buy" opens it inside its own click.
 */
export function PurchaseForm({ flow, state, offered }: PurchaseFormProps) {
  const t = useMessages(onrampMessages)
  const format = useFormat()
  const { provider, methods } = offered
  const method = methods.find((entry) => entry.id === state.method)
  const currency = state.currency ?? ''
  const purchaseCurrency = state.purchaseCurrency ?? ''
  const amountError = amountProblemText(state.amountProblem, method, currency, t, format.locale)
  const canQuote = state.amount.trim() !== '' && state.amountProblem === undefined
  const { quote, url } = state
  const buy = () =>
    flow.buy(
      quote && !quote.mock
        ? `${format.amount(quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}`
        : undefined,
    )

  return (
    <div className="portico-stack" style={{ gap: 12 }}>
      {methods.length > 1 ? (
        <fieldset className="portico-family-tabs" aria-label={t('ariaPaymentMethod')}>
          {methods.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className="portico-pill"
              aria-pressed={entry.id === state.method}
              data-active={entry.id === state.method ? '' : undefined}
              onClick={() => flow.setMethod(entry.id)}
            >
              {methodText(entry.id, t)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="portico-row-end">
        <div style={{ flex: 1 }}>
          <TextInput
            label={t('amountIn', { currency })}
            inputMode="decimal"
            placeholder={method ? `${method.limits.min}–${method.limits.max}` : undefined}
            value={state.amount}
            error={amountError}
            onChange={(event) => flow.setAmount(event.target.value)}
          />
        </div>
        {provider.paymentCurrencies.length > 1 ? (
          <label className="portico-muted">
            {t('currency')}{' '}
            <select
              className="portico-pill"
              value={currency}
              onChange={(event) => flow.setCurrency(event.target.value)}
            >
              {provider.paymentCurrencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="portico-muted" style={{ margin: 0 }}>
        {t('youBuy', { currency: purchaseCurrency })}
      </p>
      {quote ? <QuoteSummary quote={quote} /> : null}
      {state.urlFailed ? (
        <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
          {t('providerUnavailable', { provider: provider.name })}
        </p>
      ) : null}
      {url ? (
        <Button fullWidth onClick={buy}>
          {t('buyWith', { provider: provider.name })}
        </Button>
      ) : (
        <Button
          fullWidth
          onClick={() => void flow.getQuote()}
          loading={state.status === 'quoting'}
          disabled={!canQuote}
        >
          {t('getQuote')}
        </Button>
      )}
      {url ? (
        <p className="portico-muted" style={{ margin: 0, textAlign: 'center' }}>
          {t('openInNewTab')}
        </p>
      ) : null}
    </div>
  )
}
