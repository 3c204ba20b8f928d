import { type AppKitSnapshot, openOnRampWindow, watchOnRampFunds } from '@portico/core'
import { formatAmount } from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { Button } from '../../components/button.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'

const selectData = (s: AppKitSnapshot) => s.router.data

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * BuyInProgress: the buyer is at the provider's page (opened in a new tab by OnRampProviders).
 * Watches the balance until the purchase arrives, then says "Transaction started" (SPEC §8).
 */
export default function BuyInProgressView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const data = useSnapshot(selectData)
  const providerName = text(data?.providerName) ?? 'the provider'
  const url = text(data?.url)
  const before = text(data?.before)
  const receive = text(data?.receive)
  const [arrived, setArrived] = useState<string>()

  useEffect(
    () => watchOnRampFunds(kit, { before, onArrived: (balance) => setArrived(balance) }),
    [kit, before],
  )

  if (arrived !== undefined) {
    const symbol = kit.getAccount()?.balanceSymbol ?? ''
    return (
      <div className="portico-stack portico-center">
        <Text size="large" className="portico-strong">
          Transaction started
        </Text>
        <Text tone="secondary">
          {receive
            ? `${receive} from ${providerName} arrived.`
            : `Funds from ${providerName} arrived.`}
        </Text>
        <p className="portico-balance" data-testid="onramp-balance">
          {formatAmount(arrived)} {symbol}
        </p>
        <Button fullWidth onClick={() => kit.replace('Account')}>
          Back to account
        </Button>
      </div>
    )
  }
  return (
    <div className="portico-stack portico-center">
      <Spinner label="Waiting for the purchase" size={40} />
      <Text>Complete your purchase with {providerName} in the new tab.</Text>
      {receive ? <Text tone="secondary">You will receive {receive}.</Text> : null}
      <Text tone="secondary" size="small">
        This view updates when the funds arrive.
      </Text>
      {url ? (
        <Button variant="secondary" fullWidth onClick={() => openOnRampWindow(url)}>
          Open {providerName} again
        </Button>
      ) : null}
    </div>
  )
}
