import type { EmbeddedSocialProvider } from '@portico/core'
import { isInMessengerBrowser } from '@portico/core/internal'
import { useState } from 'react'
import { Button } from '../../components/button.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { socialMessages } from '../../i18n/en/social.js'
import { useMessages } from '../../i18n/use-messages.js'

/** Brand names stay as they are in every language. */
const names: Record<EmbeddedSocialProvider, string> = {
  google: 'Google',
  x: 'X',
  github: 'GitHub',
  discord: 'Discord',
  apple: 'Apple',
  facebook: 'Facebook',
}

/**
 * The Connect view's social method (its own chunk): one button per provider the app enables that
 * this browser may use (inside a messenger's in-app browser SPEC §6 hides some). A click opens
 * the login popup at once (the kit's `connectSocial` does so before any await) and shows
 * "Authenticating..." until the login returns; in an in-app browser, where popups fail, the page
 * goes to the provider and back instead.
 */
export default function SocialButtons({
  providers,
  farcasterAt,
}: {
  providers: EmbeddedSocialProvider[]
  /**
   * Where Sign In With Farcaster sits among the buttons (absent: not offered). It opens its own
   * view with a QR code (ConnectingFarcaster), not a popup.
   */
  farcasterAt?: number | undefined
}) {
  const kit = useAppKitInstance()
  const t = useMessages(socialMessages)
  const [pending, setPending] = useState<EmbeddedSocialProvider | undefined>(undefined)
  const [failed, setFailed] = useState<'failed' | 'declined' | undefined>(undefined)

  const start = (provider: EmbeddedSocialProvider) => {
    if (pending) return
    // Called in the click's turn: the popup must open before anything is awaited.
    const login = kit.embeddedWallet.connectSocial(provider, {
      redirect: isInMessengerBrowser(navigator.userAgent),
    })
    setPending(provider)
    setFailed(undefined)
    kit.showToast({ message: t('authenticating'), variant: 'loading' })
    login
      // A closed login window ends the wait at once (UserRejectedRequestError, code 4001).
      .catch((error: unknown) =>
        setFailed((error as { code?: unknown } | null)?.code === 4001 ? 'declined' : 'failed'),
      )
      .finally(() => {
        kit.dismissToast()
        setPending(undefined)
      })
  }

  const farcaster = (
    <Button
      key="farcaster"
      variant="secondary"
      fullWidth
      disabled={pending !== undefined}
      onClick={() => kit.push('ConnectingFarcaster')}
    >
      {t('continueWith', { provider: 'Farcaster' })}
    </Button>
  )
  const buttons = providers.map((provider) => (
    <Button
      key={provider}
      variant="secondary"
      fullWidth
      loading={pending === provider}
      disabled={pending !== undefined}
      onClick={() => start(provider)}
    >
      {t('continueWith', { provider: names[provider] })}
    </Button>
  ))
  if (farcasterAt !== undefined) buttons.splice(farcasterAt, 0, farcaster)

  return (
    <section className="portico-stack" aria-label={t('ariaSocialLogin')}>
      {buttons}
      {pending ? (
        <div aria-live="polite">
          <Text tone="secondary" size="small">
            {t('finishInPopup', { provider: names[pending] })}
          </Text>
        </div>
      ) : null}
      {failed ? (
        <div role="alert">
          <Text tone="error" size="small">
            {t(failed)}
          </Text>
        </div>
      ) : null}
    </section>
  )
}
