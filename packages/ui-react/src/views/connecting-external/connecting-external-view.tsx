import { type AppKitSnapshot, viewParamsOf } from '@portico/core'
import { Button } from '../../components/button.js'
import { RetryIcon } from '../../components/icons.js'
import { SafeImage } from '../../components/safe-image.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { connectingExternalMessages } from '../../i18n/en/connecting-external.js'
import { useErrorText } from '../../i18n/use-error-text.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useViewTitle } from '../../modal/view-title.js'

const selectConnector = (s: AppKitSnapshot) => {
  const params = viewParamsOf(s.router, 'ConnectingExternal')
  const lead = params?.connectors?.[0] ?? { id: params?.connectorId, chain: params?.namespace }
  const connector = s.connectors.find(
    (c) => c.id === lead.id && (lead.chain === undefined || c.chain === lead.chain),
  )
  return {
    name: connector?.name,
    imageUrl: connector?.imageUrl,
    // Before core's flow has started (its code may still be loading), the view says waiting.
    phase: s.externalConnect.status === 'idle' ? 'waiting' : s.externalConnect.status,
    error: s.externalConnect.error,
  }
}

/**
 * ConnectingExternal: shows core's external-connect flow (which the kit starts when the view is
 * shown: each family of the wallet in turn, the modal closed once connected) for an injected,
 * announced or external wallet: waiting, declined and failed states with Try again.
 */
export default function ConnectingExternalView() {
  const kit = useAppKitInstance()
  const t = useMessages(connectingExternalMessages)
  const textOf = useErrorText()
  const { name: connectorName, imageUrl, phase, error } = useSnapshot(selectConnector)
  const name = connectorName ?? t('yourWallet')
  useViewTitle(connectorName)
  const message = error ? textOf(error, '') || undefined : undefined

  return (
    <div className="portico-center" data-phase={phase}>
      <SafeImage src={imageUrl} alt={name} size={72} radius={18} />
      {phase === 'waiting' ? (
        <>
          <Spinner label={t('waiting')} />
          <Text size="large">{t('continueIn', { name })}</Text>
          <Text tone="secondary">{t('acceptRequest')}</Text>
        </>
      ) : null}
      {phase === 'declined' ? (
        <>
          <Text size="large" tone="error">
            {t('declined')}
          </Text>
          <Text tone="secondary">{t('declinedHint')}</Text>
        </>
      ) : null}
      {phase === 'failed' ? (
        <>
          <Text size="large" tone="error">
            {t('failed')}
          </Text>
          <Text tone="secondary">{message ?? t('failedDefault')}</Text>
        </>
      ) : null}
      {phase !== 'waiting' ? (
        <Button onClick={() => void kit.retryExternalConnect()} fullWidth>
          <RetryIcon />
          {t('tryAgain')}
        </Button>
      ) : null}
    </div>
  )
}
