import {
  type AppKitSnapshot,
  formatDeepLinkUrl,
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  sanitizeDisplayText,
} from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button.js'
import { CopyButton } from '../../components/copy-button.js'
import { ExternalIcon, RetryIcon } from '../../components/icons.js'
import { QrCode } from '../../components/qr-code.js'
import { SafeImage } from '../../components/safe-image.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { isMobileBrowser } from '../../hooks/is-mobile.js'
import { useViewTitle } from '../../modal/view-title.js'

/** Route data a wallet row passes when it opens this view for a listed wallet. */
export interface WalletConnectTarget {
  walletId?: string
  walletName?: string
  imageUrl?: string
  /** The wallet's mobile scheme or universal link (listing `mobile_link`). */
  mobileLink?: string
}

const selectPairing = (s: AppKitSnapshot) => {
  const data = (s.router.data ?? {}) as WalletConnectTarget & { connectorId?: string }
  const connector =
    s.connectors.find((c) => c.id === data.connectorId) ??
    s.connectors.find((c) => c.type === 'WALLET_CONNECT')
  return {
    connectorId: connector?.id,
    namespace: connector?.chain,
    pairing: s.pairing,
    // From the wallet directory: shown without bidi controls or zero-width characters.
    walletName: sanitizeDisplayText(data.walletName, 64) || undefined,
    imageUrl: data.imageUrl,
    mobileLink: data.mobileLink,
  }
}

/**
 * The WalletConnect pairing screen shared by ConnectingWalletConnect and its Basic variant:
 * starts a WalletConnect connection, shows the pairing URI as a QR code (desktop) or a deep link
 * `<wallet>wc?uri=<encoded uri>` (mobile), lets the user copy the link, refreshes the pairing
 * before it expires (SPEC §4: 4 min, expired at 10 s left), and offers Retry after a failure.
 */
export function WalletConnectPairing({ basic }: { basic: boolean }) {
  const kit = useAppKitInstance()
  const state = useSnapshot(selectPairing)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const attempt = useRef(0)
  const mounted = useRef(true)
  const mobile = isMobileBrowser()
  useViewTitle(basic ? undefined : state.walletName)

  const start = useCallback(() => {
    if (!state.connectorId) {
      setFailed('WalletConnect is not available.')
      return
    }
    const current = ++attempt.current
    setFailed(undefined)
    kit
      .connect({
        connectorId: state.connectorId,
        ...(state.namespace ? { namespace: state.namespace } : {}),
      })
      .then(() => {
        if (mounted.current && current === attempt.current && kit.getSnapshot().modal.open)
          kit.close()
      })
      .catch((error: unknown) => {
        if (!mounted.current || current !== attempt.current) return
        setFailed(error instanceof Error ? error.message : 'The connection failed.')
      })
  }, [kit, state.connectorId, state.namespace])

  const started = useRef(false)
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      // SPEC §4: in an in-messenger browser or iOS Safari an unexpired pairing is reused (the
      // request made with it is still waiting for the wallet); elsewhere a new one is made.
      if (!kit.getReusablePairing()) start()
    }
    return () => {
      mounted.current = false
    }
  }, [start, kit])

  // However the connection completes (this request or a reused pairing's), the modal closes.
  useEffect(
    () =>
      kit.subscribe(() => {
        const snapshot = kit.getSnapshot()
        const namespace = state.namespace ?? snapshot.activeNamespace
        const connected = namespace ? snapshot.connection[namespace] === 'connected' : false
        if (connected && mounted.current && snapshot.modal.open) kit.close()
      }),
    [kit, state.namespace],
  )

  // Refresh the pairing just before it counts as expired.
  const pairing = state.pairing
  useEffect(() => {
    if (!pairing || failed) return
    const wait = pairing.expiresAt - PAIRING_EXPIRY_MARGIN_MS - kit.clock.now()
    if (wait <= 0 || isPairingExpired(pairing, kit.clock.now())) {
      start()
      return
    }
    const timer = kit.clock.setTimeout(start, wait)
    return () => kit.clock.clearTimeout(timer)
  }, [kit, pairing, failed, start])

  const uri = pairing?.uri
  const deepLink = uri && state.mobileLink ? formatDeepLinkUrl(state.mobileLink, uri) : undefined

  if (failed) {
    return (
      <div className="portico-center" data-phase="failed">
        <Text size="large" tone="error">
          Connection failed
        </Text>
        <Text tone="secondary">{failed}</Text>
        <Button onClick={start} fullWidth>
          <RetryIcon />
          Try again
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
          Open {state.walletName ?? 'wallet'}
        </a>
      ) : null}
      {uri ? (
        <QrCode value={uri} label="QR code to scan with your wallet" size={296} />
      ) : (
        <div className="portico-center" style={{ minHeight: 296, justifyContent: 'center' }}>
          <Spinner label="Preparing the QR code" />
        </div>
      )}
      <Text tone="secondary">
        Scan this QR code with your phone's wallet app
        {state.walletName && !basic ? ` (${state.walletName})` : ''}.
      </Text>
      {uri ? <CopyButton text={uri} label="Copy link" /> : null}
    </div>
  )
}
