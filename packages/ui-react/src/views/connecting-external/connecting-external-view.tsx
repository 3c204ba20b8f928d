import {
  type AppKitSnapshot,
  type ExternalConnectTarget,
  UserRejectedRequestError,
  type ViewParams,
  viewParamsOf,
} from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
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

type Phase = 'waiting' | 'declined' | 'failed'

/** The connectors to connect: one (`connectorId` + `namespace`), or each family of a wallet. */
function targetsOf(params: ViewParams['ConnectingExternal'] | undefined): ExternalConnectTarget[] {
  if (!params) return []
  return params.connectors ?? [{ id: params.connectorId, chain: params.namespace }]
}

const targetsIn = (s: AppKitSnapshot) => targetsOf(viewParamsOf(s.router, 'ConnectingExternal'))

const selectConnector = (s: AppKitSnapshot) => {
  const targets = targetsIn(s)
  const [lead] = targets
  const connector = s.connectors.find(
    (c) => c.id === lead?.id && (lead.chain === undefined || c.chain === lead.chain),
  )
  return {
    targets: targets.map((t) => `${t.chain ?? ''}:${t.id}`).join(','),
    name: connector?.name,
    imageUrl: connector?.imageUrl,
  }
}

function isDeclined(error: unknown): boolean {
  return (
    error instanceof UserRejectedRequestError ||
    (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001)
  )
}

/**
 * ConnectingExternal: asks an injected, announced or external wallet to connect
 * (its route data: `connectorId`, or `connectors`), shows waiting, declined and failed states with Retry, and closes
 * the modal once connected.
 */
export default function ConnectingExternalView() {
  const kit = useAppKitInstance()
  const t = useMessages(connectingExternalMessages)
  const textOf = useErrorText()
  const connector = useSnapshot(selectConnector)
  const [phase, setPhase] = useState<Phase>('waiting')
  const [message, setMessage] = useState<string | undefined>(undefined)
  const attempt = useRef(0)
  // Families of this wallet connected by an earlier attempt of this view.
  const connected = useRef(new Set<string>())
  const mounted = useRef(true)
  const name = connector.name ?? t('yourWallet')
  useViewTitle(connector.name)

  // Keyed by the targets: the route data they were read from is the same snapshot's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-created when the targets change
  const start = useCallback(() => {
    const targets = targetsIn(kit.getSnapshot())
    if (targets.length === 0) {
      setPhase('failed')
      setMessage(t('noWalletChosen'))
      return
    }
    const current = ++attempt.current
    setPhase('waiting')
    setMessage(undefined)
    const live = () => mounted.current && current === attempt.current
    // A wallet of several families is asked once per family; one already connected (a retry
    // after the second was declined) is not asked again.
    const connectAll = async () => {
      for (const target of targets) {
        if (!live()) return
        const key = `${target.chain ?? ''}:${target.id}`
        if (connected.current.has(key)) continue
        await kit.connect({
          connectorId: target.id,
          ...(target.chain ? { namespace: target.chain } : {}),
        })
        connected.current.add(key)
      }
    }
    connectAll()
      .then(() => {
        if (live() && kit.getSnapshot().modal.open) kit.close()
      })
      .catch((error: unknown) => {
        if (!live()) return
        setPhase(isDeclined(error) ? 'declined' : 'failed')
        setMessage(textOf(error, '') || undefined)
      })
  }, [kit, connector.targets])

  // One request per mount (StrictMode's double effect must not ask the wallet twice).
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    start()
  }, [start])
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  return (
    <div className="portico-center" data-phase={phase}>
      <SafeImage src={connector.imageUrl} alt={name} size={72} radius={18} />
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
        <Button onClick={start} fullWidth>
          <RetryIcon />
          {t('tryAgain')}
        </Button>
      ) : null}
    </div>
  )
}
