import {
  type AppKit,
  generateOnRampUrl,
  getOnRampQuote,
  type OfferedOnRampProvider,
  type OnRampPaymentMethod,
  type OnRampQuote,
  openOnRampWindow,
} from '@portico/core'
import { useState } from 'react'
import { Button } from '../../components/button.js'
import { TextInput } from '../../components/text-input.js'
import { onrampMessages } from '../../i18n/en/onramp.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { checkAmount, methodText } from './onramp-format.js'
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
  const t = useMessages(onrampMessages)
  const format = useFormat()
  const { provider, methods } = offered
  const [methodId, setMethodId] = useState<OnRampPaymentMethod>(methods[0]?.id ?? 'card')
  const [currency, setCurrency] = useState(provider.paymentCurrencies[0] ?? 'USD')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [prepared, setPrepared] = useState<{ quote: OnRampQuote; url: string | undefined }>()
  const [error, setError] = useState<string>()
  const method = methods.find((entry) => entry.id === methodId)
  const checked = checkAmount(text, method, currency, t, format.locale)
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
        setError(t('providerUnavailable', { provider: provider.name }))
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
        : `${format.amount(prepared.quote.purchaseAmount.amount)} ${prepared.quote.purchaseAmount.currency}`,
    })
  }

  return (
    <div className="portico-stack" style={{ gap: 12 }}>
      {methods.length > 1 ? (
        <fieldset className="portico-family-tabs" aria-label={t('ariaPaymentMethod')}>
          {methods.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className="portico-pill"
              aria-pressed={entry.id === methodId}
              data-active={entry.id === methodId ? '' : undefined}
              onClick={() => change(() => setMethodId(entry.id))}
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
            value={text}
            error={checked.ok ? undefined : checked.error}
            onChange={(event) => change(() => setText(event.target.value))}
          />
        </div>
        {provider.paymentCurrencies.length > 1 ? (
          <label className="portico-muted">
            {t('currency')}{' '}
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
        {t('youBuy', { currency: purchaseCurrency })}
      </p>
      {prepared ? <QuoteSummary quote={prepared.quote} /> : null}
      {error ? (
        <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
      {prepared?.url ? (
        <Button fullWidth onClick={buy}>
          {t('buyWith', { provider: provider.name })}
        </Button>
      ) : (
        <Button fullWidth onClick={quote} loading={busy} disabled={!checked.ok}>
          {t('getQuote')}
        </Button>
      )}
      {prepared?.url ? (
        <p className="portico-muted" style={{ margin: 0, textAlign: 'center' }}>
          {t('openInNewTab')}
        </p>
      ) : null}
    </div>
  )
}
