import { type AppKitSnapshot, swapsOffered } from '@portico/core'
import { useCallback } from 'react'
import { Button } from '../../components/button.js'
import { ReceiveIcon, RetryIcon, SendIcon, WalletIcon } from '../../components/icons.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useMessages } from '../../i18n/use-messages.js'

const selectActionFeatures = (s: AppKitSnapshot) => ({
  onramp: s.features.onramp,
  receive: s.features.receive,
  send: s.features.send,
})

/**
 * The Account view's wallet actions in SPEC §2 order (onramp, swaps, receive, send), each only
 * when its feature is on (Swap also only on a swap network).
 */
export function WalletActions() {
  const kit = useAppKitInstance()
  const t = useMessages(accountMessages)
  const features = useSnapshot(selectActionFeatures)
  // SPEC §9: swaps only on the swap networks (the kit's `swapNetworks`, default the spec's 12).
  const swapNetworks = kit.options.swapNetworks
  const swaps = useSnapshot(
    useCallback((s: AppKitSnapshot) => swapsOffered(s, swapNetworks), [swapNetworks]),
  )
  if (!features.onramp && !swaps && !features.receive && !features.send) return null
  return (
    <div className="portico-actions">
      {features.onramp ? (
        <Button
          variant="secondary"
          className="portico-action"
          onClick={() => kit.push('OnRampProviders')}
        >
          <WalletIcon />
          {t('buy')}
        </Button>
      ) : null}
      {swaps ? (
        <Button variant="secondary" className="portico-action" onClick={() => kit.push('Swap')}>
          <RetryIcon />
          {t('swap')}
        </Button>
      ) : null}
      {features.receive ? (
        <Button
          variant="secondary"
          className="portico-action"
          onClick={() => kit.push('WalletReceive')}
        >
          <ReceiveIcon />
          {t('receive')}
        </Button>
      ) : null}
      {features.send ? (
        <Button
          variant="secondary"
          className="portico-action"
          onClick={() => kit.push('WalletSend')}
        >
          <SendIcon />
          {t('send')}
        </Button>
      ) : null}
    </div>
  )
}
