import { type AppKitSnapshot, viewParamsOf } from '@portico/core'
import { formatDeepLinkUrl, sanitizeDisplayText } from '@portico/core/internal'
import { Button } from '../../components/button.js'
import { CopyButton } from '../../components/copy-button.js'
import { ExternalIcon, RetryIcon } from '../../components/icons.js'
import { QrCode } from '../../components/qr-code.js'
import { SafeImage } from '../../components/safe-image.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { isMobileBrowser } from '../../hooks/is-mobile.js'
import { connectingWalletConnectMessages } from '../../i18n/en/connecting-walletconnect.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useViewTitle } from '../../modal/view-title.js'

const selectPairing = (s: AppKitSnapshot) => {
  // The Basic variant takes no data: it pairs with any wallet.
  const params = viewParamsOf(s.router, 'ConnectingWalletConnect')
  return {
    pairing: s.pairing,
    status: s.pairingFlow.status,
    error: s.pairingFlow.error,
    // Cut for the header (the directory's parse already took bidi controls and zero-width
    // characters out; cleaning again costs nothing and keeps a hand-pushed name safe too).
    walletName: sanitizeDisplayText(params?.walletName, 64) || undefined,
    imageUrl: params?.imageUrl,
    mobileLink: params?.mobileLink,
  }
}

/**
 * The WalletConnect pairing screen shared by ConnectingWalletConnect and its Basic variant. Core
 * runs the pairing, started by the kit when the view is shown (SPEC §4: reuse, refresh before
 * expiry, close once connected);
 * this view shows the URI as a QR code (desktop) or a deep link `<wallet>wc?uri=<encoded uri>`
 * (mobile), lets the user copy the link, and offers Retry after a failure.
 */
export function WalletConnectPairing({ basic }: { basic: boolean }) {
  const kit = useAppKitInstance()
  const t = useMessages(connectingWalletConnectMessages)
  const state = useSnapshot(selectPairing)
  const mobile = isMobileBrowser()
  useViewTitle(basic ? undefined : state.walletName)

  const pairing = state.pairing
  const uri = pairing?.uri
  const deepLink = uri && state.mobileLink ? formatDeepLinkUrl(state.mobileLink, uri) : undefined

  if (state.status === 'failed') {
    return (
      <div className="portico-center" data-phase="failed">
        <Text size="large" tone="error">
          {t('failed')}
        </Text>
        <Text tone="secondary">{state.error}</Text>
        <Button onClick={() => kit.retryPairing()} fullWidth>
          <RetryIcon />
          {t('tryAgain')}
        </Button>
      </div>
    )
  }

  return (
    <div className="portico-stack" data-phase={uri ? 'pairing' : 'loading'}>
      {!basic && state.walletName ? (
        <div className="portico-center">
          <SafeImage src={state.imageUrl} alt={state.walletName} size={56} radius={14} />
        </div>
      ) : null}
      {mobile && deepLink ? (
        <a className="portico-btn" data-variant="primary" data-full="" href={deepLink}>
          <ExternalIcon />
          {t('openWallet', { name: state.walletName ?? t('wallet') })}
        </a>
      ) : null}
      {uri ? (
        <QrCode value={uri} label={t('ariaQrCode')} size={296} />
      ) : (
        <div className="portico-center" style={{ minHeight: 296, justifyContent: 'center' }}>
          <Spinner label={t('preparing')} />
        </div>
      )}
      <Text tone="secondary">
        {state.walletName && !basic ? t('scanNamed', { name: state.walletName }) : t('scan')}
      </Text>
      {uri ? <CopyButton text={uri} label={t('copyLink')} /> : null}
    </div>
  )
}
