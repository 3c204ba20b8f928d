import { swapFlowOf } from '@portico/core'
import { Button } from '../../components/button.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { swapMessages } from '../../i18n/en/swap.js'
import { useMessages } from '../../i18n/use-messages.js'
import { SwapAmountField } from './swap-amount-field.js'
import { exceedsBalance } from './swap-amounts.js'
import { priceImpactText, rateText } from './swap-format.js'
import { useSwapState } from './use-swap-state.js'

/**
 * Swap: the token to sell and the token to receive, an amount in either field (the other follows
 * from the quote), the rate and price impact of the quote, and on to SwapPreview. Off the swap
 * networks core refuses with "Network not supported for Swaps", shown here. The kit loads the
 * tokens whenever this view is shown (core's swap flow, shared by the three Swap views).
 */
export default function SwapView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(swapMessages)
  const swap = swapFlowOf(kit)
  const state = useSwapState(swap)
  const { source, target, quote, status, error } = state

  if (status === 'loading' && state.tokens.length === 0) {
    return (
      <div className="portico-center">
        <Spinner label={t('loadingTokens')} />
      </div>
    )
  }
  if (state.tokens.length === 0 && error) {
    return (
      <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
        {error}
      </p>
    )
  }
  const tooMuch = exceedsBalance(state.sourceAmount, source)
  const pick = (side: 'source' | 'target') => kit.push('SwapSelectToken', { side })
  const label = tooMuch
    ? t('insufficientBalance')
    : !target
      ? t('selectATokenButton')
      : status === 'quoting'
        ? t('gettingQuote')
        : t('reviewSwap')
  return (
    <div className="portico-stack">
      <SwapAmountField
        label={t('youPay')}
        token={source}
        amount={state.sourceAmount}
        onAmount={swap.setSourceAmount}
        onPickToken={() => pick('source')}
        onMax={source?.balance ? () => swap.setSourceAmount(source.balance ?? '') : undefined}
      />
      <div className="portico-center" style={{ padding: 0 }}>
        <button
          type="button"
          className="portico-pill"
          aria-label={t('switchTokens')}
          onClick={swap.switchTokens}
        >
          <span aria-hidden="true">↑↓</span>
        </button>
      </div>
      <SwapAmountField
        label={t('youReceive')}
        token={target}
        amount={state.targetAmount}
        onAmount={swap.setTargetAmount}
        onPickToken={() => pick('target')}
      />
      {quote && source && target ? (
        <dl className="portico-summary" style={{ margin: 0 }} aria-label={t('ariaQuote')}>
          <div className="portico-summary-row">
            <dt className="portico-muted">{t('rate')}</dt>
            <dd className="portico-summary-value" style={{ margin: 0 }}>
              {rateText(quote, source, target)}
            </dd>
          </div>
          {quote.priceImpact !== undefined ? (
            <div className="portico-summary-row">
              <dt className="portico-muted">{t('priceImpact')}</dt>
              <dd className="portico-summary-value" style={{ margin: 0 }}>
                {priceImpactText(quote.priceImpact)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {error ? (
        <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
      {status === 'quoting' ? (
        <Text tone="secondary" size="small">
          {t('fetchingPrice')}
        </Text>
      ) : null}
      <Button
        onClick={() => kit.push('SwapPreview')}
        disabled={tooMuch || status !== 'ready' || !quote}
        loading={status === 'quoting'}
      >
        {label}
      </Button>
    </div>
  )
}
