import {
  currentTimeZone,
  getOnRampOptions,
  type OnRampOptionsResult,
  offeredOnRampProviders,
} from '@portico/core'
import { useEffect, useState } from 'react'
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
 * OnRampProviders: the providers offered on the active network (SPEC §9: card only on card-pay
 * chains, nothing in restricted time zones) with their fees and limits, or SPEC §8's sample
 * options when the service fails; then amount, currency, quote and the hand-off.
 */
export default function OnRampProvidersView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(onrampMessages)
  const { account, network } = useActiveAccount()
  const networkId = network?.caipNetworkId
  const [result, setResult] = useState<OnRampOptionsResult>()
  const [selected, setSelected] = useState<string>()

  useEffect(() => {
    if (!networkId) return
    let live = true
    setResult(undefined)
    void getOnRampOptions(kit, networkId).then((answer) => {
      if (live) setResult(answer)
    })
    return () => {
      live = false
    }
  }, [kit, networkId])

  if (!account?.address || !network || !networkId) {
    return (
      <Text tone="secondary" className="portico-center">
        {t('noAccount')}
      </Text>
    )
  }
  if (!result) {
    return (
      <div className="portico-center">
        <Spinner label={t('loadingProviders')} />
      </div>
    )
  }
  const offered = offeredOnRampProviders(result.options, networkId, currentTimeZone())
  const chosen = offered.find((entry) => entry.provider.id === selected) ?? offered[0]
  if (offered.length === 0) {
    // Offered without the time-zone rule: then the region is what keeps them out.
    const region = offeredOnRampProviders(result.options, networkId, undefined).length > 0
    return (
      <Text tone="secondary" className="portico-center">
        {region ? t('notInRegion') : t('noProviderOn', { network: network.name })}
      </Text>
    )
  }
  return (
    <div className="portico-stack">
      {result.fallback ? (
        <p className="portico-warning" role="status" style={{ margin: 0 }}>
          {t('sampleProviders')}
        </p>
      ) : null}
      <ProviderList offered={offered} selected={chosen?.provider.id} onSelect={setSelected} />
      {chosen ? (
        <PurchaseForm
          key={chosen.provider.id}
          kit={kit}
          offered={chosen}
          networkId={networkId}
          address={account.address}
          nativeSymbol={network.nativeCurrency.symbol}
          sample={result.fallback}
        />
      ) : null}
    </div>
  )
}
