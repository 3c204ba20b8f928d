import {
  type AppKit,
  generateOnRampUrl,
  getOnRampQuote,
  type OfferedOnRampProvider,
  type OnRampPaymentMethod,
  type OnRampQuote,
  openOnRampWindow,
  PAYMENT_METHOD_LABELS,
} from '@portico/core'
import { formatAmount } from '@portico/core/internal'
import { useState } from 'react'
import { Button } from '../../components/button.js'
import { TextInput } from '../../components/text-input.js'
import { checkAmount } from './onramp-format.js'
import { QuoteSummary } from './quote-summary.js'

export interface PurchaseFormProps {
  kit: AppKit
  offered: OfferedOnRampProvider
  networkId: string
  address: string
  /** The native coin's symbol on this network (bought when the provider sells it). */
  nativeSymbol: string
  /** The options are the sample fallback: there is no checkout to hand off to. */
  sample: boolean
}

/**
 * Payment method, currency and amount for one provider; "Get quote" shows the quote (or SPEC
 * §8's mock one) and prepares the checkout URL, so "Buy" opens it inside its own click.
 */
export function PurchaseForm({
  kit,
  offered,
  networkId,
  address,
  nativeSymbol,
  sample,
}: PurchaseFormProps) {
  const { provider, methods } = offered
  const [methodId, setMethodId] = useState<OnRampPaymentMethod>(methods[0]?.id ?? 'card')
  const [currency, setCurrency] = useState(provider.paymentCurrencies[0] ?? 'USD')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [prepared, setPrepared] = useState<{ quote: OnRampQuote; url: string | undefined }>()
  const [error, setError] = useState<string>()
  const method = methods.find((entry) => entry.id === methodId)
  const checked = checkAmount(text, method, currency)
  const purchaseCurrency = provider.purchaseCurrencies.includes(nativeSymbol)
    ? nativeSymbol
    : (provider.purchaseCurrencies[0] ?? nativeSymbol)

  const quote = async () => {
    if (!checked.ok) return
    setBusy(true)
    setError(undefined)
    setPrepared(undefined)
    const body = {
      providerId: provider.id,
      paymentMethod: methodId,
      paymentAmount: { amount: checked.amount, currency },
      purchaseCurrency,
      network: networkId,
    }
    const answer = await getOnRampQuote(kit, body)
    let url: string | undefined
    if (!sample) {
      try {
        const generated = await generateOnRampUrl(kit, {
          ...body,
          destinationAddress: address,
          ...(answer.mock ? {} : { quoteId: answer.quoteId }),
        })
        url = generated.url
      } catch {
        setError(`${provider.name} is unavailable right now. Try again later.`)
      }
    }
    setPrepared({ quote: answer, url })
    setBusy(false)
  }
  const change = (update: () => void) => {
    update()
    setPrepared(undefined)
  }
  const buy = () => {
    if (!prepared?.url) return
    // Synchronously in the click: a window opened after an await is blocked as a popup.
    openOnRampWindow(prepared.url)
    kit.push('BuyInProgress', {
      providerName: provider.name,
      url: prepared.url,
      before: kit.getAccount()?.balance,
      receive: prepared.quote.mock
        ? undefined
        : `${formatAmount(prepared.quote.purchaseAmount.amount)} ${prepared.quote.purchaseAmount.currency}`,
    })
  }

  return (
    <div className="portico-stack" style={{ gap: 12 }}>
      {methods.length > 1 ? (
        <fieldset className="portico-family-tabs" aria-label="Payment method">
          {methods.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className="portico-pill"
              aria-pressed={entry.id === methodId}
              data-active={entry.id === methodId ? '' : undefined}
              onClick={() => change(() => setMethodId(entry.id))}
            >
              {PAYMENT_METHOD_LABELS[entry.id]}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="portico-row-end">
        <div style={{ flex: 1 }}>
          <TextInput
            label={`Amount (${currency})`}
            inputMode="decimal"
            placeholder={method ? `${method.limits.min}–${method.limits.max}` : undefined}
            value={text}
            error={checked.ok ? undefined : checked.error}
            onChange={(event) => change(() => setText(event.target.value))}
          />
        </div>
        {provider.paymentCurrencies.length > 1 ? (
          <label className="portico-muted">
            Currency{' '}
            <select
              className="portico-pill"
              value={currency}
              onChange={(event) => change(() => setCurrency(event.target.value))}
            >
              {provider.paymentCurrencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="portico-muted" style={{ margin: 0 }}>
        You buy {purchaseCurrency}
      </p>
      {prepared ? <QuoteSummary quote={prepared.quote} /> : null}
      {error ? (
        <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
      {prepared?.url ? (
        <Button fullWidth onClick={buy}>
          Buy with {provider.name}
        </Button>
      ) : (
        <Button fullWidth onClick={quote} loading={busy} disabled={!checked.ok}>
          Get quote
        </Button>
      )}
      {prepared?.url ? (
        <p className="portico-muted" style={{ margin: 0, textAlign: 'center' }}>
          Open and continue in a new browser tab
        </p>
      ) : null}
    </div>
  )
}
