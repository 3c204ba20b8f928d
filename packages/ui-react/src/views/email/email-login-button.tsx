import { Button } from '../../components/button.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'

/**
 * The Connect view's email entry (SPEC §2, §4): "Continue with email" goes on to the wait view
 * (EmailVerifyOtp), which starts the login in the wallet frame. The address and the code are
 * typed in the frame's own card, on its origin: no field of this page ever holds them.
 */
export function EmailLoginButton() {
  const kit = useAppKitInstance()
  const t = useMessages(emailMessages)
  return (
    <Button fullWidth onClick={() => kit.push('EmailVerifyOtp')}>
      {t('continueWithEmail')}
    </Button>
  )
}
