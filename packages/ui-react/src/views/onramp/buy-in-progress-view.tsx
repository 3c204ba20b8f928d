import { type AppKitSnapshot, onRampFlowOf, openOnRampWindow, viewParamsOf } from '@portico/core'
import { useSyncExternalStore } from 'react'
import { Button } from '../../components/button.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { onrampMessages } from '../../i18n/en/onramp.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'

const selectParams = (s: AppKitSnapshot) => viewParamsOf(s.router, 'BuyInProgress')

/**
 * BuyInProgress: the buyer is at the provider's page (opened in a new tab by OnRampProviders).
 * Core's on-ramp flow watches the balance while the view shows (the kit starts it) until the
 * purchase arrives; then this says "Transaction started" (SPEC §8).
 */
export default function BuyInProgressView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(onrampMessages)
  const format = useFormat()
  const params = useSnapshot(selectParams)
  const providerName = params?.providerName ?? t('theProvider')
  const url = params?.url
  const receive = params?.receive
  const onRamp = onRampFlowOf(kit)
  const { arrived } = useSyncExternalStore(onRamp.subscribe, onRamp.getState, onRamp.getState)

  if (arrived !== undefined) {
    const symbol = kit.getAccount()?.balanceSymbol ?? ''
    return (
      <div className="portico-stack portico-center">
        <Text size="large" className="portico-strong">
          {t('transactionStarted')}
        </Text>
        <Text tone="secondary">
          {receive
            ? t('receivedFrom', { amount: receive, provider: providerName })
            : t('fundsFrom', { provider: providerName })}
        </Text>
        <p className="portico-balance" data-testid="onramp-balance">
          {format.amount(arrived)} {symbol}
        </p>
        <Button fullWidth onClick={() => kit.replace('Account')}>
          {t('backToAccount')}
        </Button>
      </div>
    )
  }
  return (
    <div className="portico-stack portico-center">
      <Spinner label={t('waitingPurchase')} size={40} />
      <Text>{t('completePurchase', { provider: providerName })}</Text>
      {receive ? <Text tone="secondary">{t('willReceive', { amount: receive })}</Text> : null}
      <Text tone="secondary" size="small">
        {t('updatesOnArrival')}
      </Text>
      {url ? (
        <Button variant="secondary" fullWidth onClick={() => openOnRampWindow(url)}>
          {t('openAgain', { provider: providerName })}
        </Button>
      ) : null}
    </div>
  )
}
