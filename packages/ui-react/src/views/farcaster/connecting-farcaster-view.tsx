import { showsView } from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { Button } from '../../components/button.js'
import { CopyButton } from '../../components/copy-button.js'
import { ExternalIcon, RetryIcon } from '../../components/icons.js'
import { QrCode } from '../../components/qr-code.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { farcasterMessages } from '../../i18n/en/farcaster.js'
import { useMessages } from '../../i18n/use-messages.js'

/** What the view says for apps/api's refusals (codes of the kit's EmbeddedAuthError). */
const failureTexts = {
  LOGIN_EXPIRED: 'expired',
  FARCASTER_INVALID: 'notCustody',
  RELAY_FAILED: 'relayDown',
  // A first Farcaster login: apps/api makes no wallet for it (the frame signed it out).
  CREATE_WALLET_REFUSED: 'noWallet',
} as const
type FailureText = (typeof failureTexts)[keyof typeof failureTexts] | 'failed'

function failureText(error: unknown): FailureText {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && Object.hasOwn(failureTexts, code)
    ? failureTexts[code as keyof typeof failureTexts]
    : 'failed'
}

type Phase =
  | { name: 'loading' }
  | { name: 'waiting'; url: string }
  | { name: 'done'; userName: string }
  | { name: 'failed'; reason: FailureText }

/**
 * ConnectingFarcaster (SPEC §2, §4): asks the wallet frame for a Sign In With Farcaster link
 * (kept as the account's `farcasterUrl`), shows it as QR code and link, and waits while the user
 * approves in their Farcaster app; on success it shows the Farcaster username (the kit has
 * connected through the AUTH connector by then). Back is the kit's: without an address it clears
 * the URL and reloads the auth connector after 100 ms. Leaving the view withdraws the wait.
 */
export default function ConnectingFarcasterView() {
  const kit = useAppKitInstance()
  const t = useMessages(farcasterMessages)
  const [phase, setPhase] = useState<Phase>({ name: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    // `attempt` restarts the flow (Try again): a new relay channel, a new link.
    void attempt
    const controller = new AbortController()
    const live = () => !controller.signal.aborted
    setPhase({ name: 'loading' })
    const run = async () => {
      // An http(s) URL only: the kit's frame protocol drops any other reply.
      const { url } = await kit.embeddedWallet.getFarcasterUri()
      if (!live()) return
      kit.setFarcasterUrl(url)
      setPhase({ name: 'waiting', url })
      const { userName } = await kit.embeddedWallet.connectFarcaster({ signal: controller.signal })
      if (live()) setPhase({ name: 'done', userName })
    }
    run().catch((error: unknown) => {
      if (live()) setPhase({ name: 'failed', reason: failureText(error) })
    })
    return () => controller.abort()
  }, [kit, attempt])

  if (phase.name === 'failed') {
    return (
      <div className="portico-center" data-phase="failed">
        <div role="alert">
          <Text tone="error">{t(phase.reason)}</Text>
        </div>
        <Button onClick={() => setAttempt((n) => n + 1)} fullWidth>
          <RetryIcon />
          {t('tryAgain')}
        </Button>
      </div>
    )
  }

  if (phase.name === 'done') {
    return (
      <div className="portico-center" data-phase="done">
        <Text size="large" tone="success">
          <span role="status">{t('signedInAs', { username: phase.userName })}</span>
        </Text>
        <Button
          fullWidth
          onClick={() => {
            if (showsView(kit.getSnapshot(), 'ConnectingFarcaster')) kit.close()
          }}
        >
          {t('continue')}
        </Button>
      </div>
    )
  }

  return (
    <div className="portico-stack" data-phase={phase.name}>
      {phase.name === 'waiting' ? (
        <>
          <QrCode value={phase.url} label={t('ariaQrCode')} size={296} />
          <Text tone="secondary">{t('scan')}</Text>
          <a
            className="portico-btn"
            data-variant="secondary"
            data-full=""
            href={phase.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalIcon />
            {t('openLink')}
          </a>
          <CopyButton text={phase.url} label={t('copyLink')} />
          <div aria-live="polite" className="portico-center">
            <Spinner label={t('waiting')} />
            <Text tone="secondary" size="small">
              {t('waiting')}
            </Text>
          </div>
        </>
      ) : (
        <div className="portico-center" style={{ minHeight: 296, justifyContent: 'center' }}>
          <Spinner label={t('preparing')} />
        </div>
      )}
    </div>
  )
}
