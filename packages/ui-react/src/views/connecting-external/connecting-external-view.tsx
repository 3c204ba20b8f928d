import { type AppKitSnapshot, UserRejectedRequestError } from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button.js'
import { RetryIcon } from '../../components/icons.js'
import { SafeImage } from '../../components/safe-image.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { useViewTitle } from '../../modal/view-title.js'

type Phase = 'waiting' | 'declined' | 'failed'

const selectConnector = (s: AppKitSnapshot) => {
  const connectorId = s.router.data?.connectorId
  const connector = s.connectors.find((c) => c.id === connectorId)
  return {
    connectorId,
    name: connector?.name,
    imageUrl: connector?.imageUrl,
    chain: connector?.chain,
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
 * (`router.data.connectorId`), shows waiting, declined and failed states with Retry, and closes
 * the modal once connected.
 */
export default function ConnectingExternalView() {
  const kit = useAppKitInstance()
  const connector = useSnapshot(selectConnector)
  const [phase, setPhase] = useState<Phase>('waiting')
  const [message, setMessage] = useState<string | undefined>(undefined)
  const attempt = useRef(0)
  const mounted = useRef(true)
  const name = connector.name ?? 'your wallet'
  useViewTitle(connector.name)

  const start = useCallback(() => {
    const id = connector.connectorId
    if (!id) {
      setPhase('failed')
      setMessage('No wallet was chosen.')
      return
    }
    const current = ++attempt.current
    setPhase('waiting')
    setMessage(undefined)
    kit
      .connect({ connectorId: id, ...(connector.chain ? { namespace: connector.chain } : {}) })
      .then(() => {
        if (mounted.current && current === attempt.current && kit.getSnapshot().modal.open)
          kit.close()
      })
      .catch((error: unknown) => {
        if (!mounted.current || current !== attempt.current) return
        setPhase(isDeclined(error) ? 'declined' : 'failed')
        setMessage(error instanceof Error ? error.message : undefined)
      })
  }, [kit, connector.connectorId, connector.chain])

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
          <Spinner label="Waiting for the wallet" />
          <Text size="large">Continue in {name}</Text>
          <Text tone="secondary">Accept the connection request in the wallet.</Text>
        </>
      ) : null}
      {phase === 'declined' ? (
        <>
          <Text size="large" tone="error">
            Connection declined
          </Text>
          <Text tone="secondary">The request was declined in the wallet. Try again?</Text>
        </>
      ) : null}
      {phase === 'failed' ? (
        <>
          <Text size="large" tone="error">
            Connection failed
          </Text>
          <Text tone="secondary">{message ?? 'The wallet could not connect.'}</Text>
        </>
      ) : null}
      {phase !== 'waiting' ? (
        <Button onClick={start} fullWidth>
          <RetryIcon />
          Try again
        </Button>
      ) : null}
    </div>
  )
}
