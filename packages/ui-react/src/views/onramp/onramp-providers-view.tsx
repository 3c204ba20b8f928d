import { onRampFlowOf } from '@portico/core'
import { useSyncExternalStore } from 'react'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { onrampMessages } from '../../i18n/en/onramp.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useActiveAccount } from '../account/use-active-account.js'
import { ProviderList } from './provider-list.js'
import { PurchaseForm } from './purchase-form.js'

/**
 * OnRampProviders: shows core's on-ramp flow, which the kit loads when the view is shown: the
 * providers offered on the active network (SPEC §9: card only on card-pay chains, nothing in
 * restricted time zones) with their fees and limits, or SPEC §8's sample options when the service
 * fails; then amount, currency, quote and the hand-off.
 */
export default function OnRampProvidersView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(onrampMessages)
  const { account, network } = useActiveAccount()
  const onRamp = onRampFlowOf(kit)
  const state = useSyncExternalStore(onRamp.subscribe, onRamp.getState, onRamp.getState)

  if (!account?.address || !network) {
    return (
      <Text tone="secondary" className="portico-center">
        {t('noAccount')}
      </Text>
    )
  }
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <div className="portico-center">
        <Spinner label={t('loadingProviders')} />
      </div>
    )
  }
  if (state.unavailable) {
    return (
      <Text tone="secondary" className="portico-center">
        {state.unavailable === 'region'
          ? t('notInRegion')
          : t('noProviderOn', { network: network.name })}
      </Text>
    )
  }
  const chosen = state.offered.find((entry) => entry.provider.id === state.providerId)
  return (
    <div className="portico-stack">
      {state.fallback ? (
        <p className="portico-warning" role="status" style={{ margin: 0 }}>
          {t('sampleProviders')}
        </p>
      ) : null}
      <ProviderList
        offered={state.offered}
        selected={state.providerId}
        onSelect={(id) => onRamp.selectProvider(id)}
      />
      {chosen ? <PurchaseForm flow={onRamp} state={state} offered={chosen} /> : null}
    </div>
  )
}
