import { connectMethodOrder } from '@portico/core/internal'
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'
import { EmailLoginButton } from './email-login-button.js'

export interface EmailConnectProps {
  /** The Connect view's wallet list (and its mobile entry). */
  wallets: ReactNode
  /** An installed injected or announced wallet is listed (the wallets then come first). */
  installedWalletVisible: boolean
  /** `features.emailShowWallets`: off puts the wallets behind "Continue with a wallet". */
  showWallets: boolean
  /** The email method is on (default); off when only social logins are. */
  email?: boolean
  /** The social method's buttons, placed in the SPEC §2 order. */
  socials?: ReactNode
}

/**
 * The Connect view's methods once email is on (its own chunk, loaded only then): SPEC §2 order
 * (core's `connectMethodOrder`: email, social, wallet; wallet first when an installed wallet
 * shows), "or" between them. Social sign-in brings its own panel.
 */
export default function EmailConnect({
  wallets,
  installedWalletVisible,
  showWallets,
  email = true,
  socials,
}: EmailConnectProps) {
  const t = useMessages(emailMessages)
  const [walletsShown, setWalletsShown] = useState(false)
  const walletBox = useRef<HTMLDivElement>(null)
  const methods = connectMethodOrder({
    installedWalletVisible,
    email,
    socials: socials !== undefined,
  })

  // Revealed on request: the focus goes to the first wallet, where the user was heading.
  useEffect(() => {
    if (walletsShown) walletBox.current?.querySelector('button')?.focus()
  }, [walletsShown])

  const walletMethod =
    showWallets || walletsShown ? (
      <div ref={walletBox} className="portico-stack">
        {wallets}
      </div>
    ) : (
      <Button variant="secondary" fullWidth onClick={() => setWalletsShown(true)}>
        {t('continueWithWallet')}
      </Button>
    )
  return (
    <>
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 ? <div className="portico-divider">{t('or')}</div> : null}
          {method === 'email' ? <EmailLoginButton /> : method === 'social' ? socials : walletMethod}
        </Fragment>
      ))}
    </>
  )
}
