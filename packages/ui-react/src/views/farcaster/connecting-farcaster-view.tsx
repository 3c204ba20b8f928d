import type { AppKitSnapshot } from '@portico/core'
import { Button } from '../../components/button.js'
import { CopyButton } from '../../components/copy-button.js'
import { ExternalIcon, RetryIcon } from '../../components/icons.js'
import { QrCode } from '../../components/qr-code.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { farcasterMessages } from '../../i18n/en/farcaster.js'
import { useMessages } from '../../i18n/use-messages.js'

const selectLogin = (s: AppKitSnapshot) => s.farcasterLogin

/**
 * ConnectingFarcaster (SPEC §2, §4): shows core's Farcaster sign-in, which the kit starts when
 * the view is shown: the Sign In With Farcaster link as QR code and link while the user approves
 * in their Farcaster app, then the Farcaster username (the kit has connected through the AUTH
 * connector by then), or why it failed with Try again. Back is the kit's: without an address it
 * clears the URL and reloads the auth connector after 100 ms. Leaving the view withdraws the wait.
 */
export default function ConnectingFarcasterView() {
  const kit = useAppKitInstance()
  const t = useMessages(farcasterMessages)
  const login = useSnapshot(selectLogin)

  if (login.status === 'failed') {
    return (
      <div className="portico-center" data-phase="failed">
        <div role="alert">
          <Text tone="error">{t(login.failure)}</Text>
        </div>
        <Button onClick={() => void kit.retryFarcasterLogin()} fullWidth>
          <RetryIcon />
          {t('tryAgain')}
        </Button>
      </div>
    )
  }

  if (login.status === 'done') {
    return (
      <div className="portico-center" data-phase="done">
        <Text size="large" tone="success">
          <span role="status">{t('signedInAs', { username: login.userName })}</span>
        </Text>
        <Button fullWidth onClick={() => void kit.finishFarcasterLogin()}>
          {t('continue')}
        </Button>
      </div>
    )
  }

  // Before core's flow has started (its code may still be loading), the view is preparing.
  const phase = login.status === 'waiting' ? 'waiting' : 'loading'
  return (
    <div className="portico-stack" data-phase={phase}>
      {login.status === 'waiting' ? (
        <>
          <QrCode value={login.url} label={t('ariaQrCode')} size={296} />
          <Text tone="secondary">{t('scan')}</Text>
          <a
            className="portico-btn"
            data-variant="secondary"
            data-full=""
            href={login.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalIcon />
            {t('openLink')}
          </a>
          <CopyButton text={login.url} label={t('copyLink')} />
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
