import { useState } from 'react'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useViewTitle } from '../../modal/view-title.js'
import { emailRouteOf, selectEmailRouteData } from './email-route.js'
import { OtpField } from './otp-field.js'
import { ResendButton } from './resend-button.js'
import { useFrameStep } from './use-frame-step.js'

/**
 * EmailVerifyOtp (SPEC §4 "VERIFY_OTP"): the 6-digit code mailed to `router.data.email`. A right
 * code signs the user in through the wallet frame and closes the modal; a wrong or expired one
 * shows the server's reason, empties the field and focuses it. Resend waits out the cooldown.
 */
export default function EmailVerifyOtpView() {
  const kit = useAppKitInstance()
  const t = useMessages(emailMessages)
  const route = emailRouteOf(useSnapshot(selectEmailRouteData))
  useViewTitle(t('titleVerifyOtp'))
  const step = useFrameStep()
  const [sentAt, setSentAt] = useState(route.sentAt)
  const [resetKey, setResetKey] = useState(0)
  const [notice, setNotice] = useState<string | undefined>(undefined)
  const [resending, setResending] = useState(false)
  const email = route.email ?? ''

  const verify = async (otp: string) => {
    setNotice(undefined)
    const result = await step.run(() => kit.embeddedWallet.connectOtp({ otp }))
    if (!result) {
      setResetKey((key) => key + 1)
      return
    }
    // Signed in: the AUTH connector connected. The kit may have moved on (Account, or sign-in
    // when it is required); only a modal still on this view is closed, as after any connect.
    const { modal, router } = kit.getSnapshot()
    if (modal.open && router.view === 'EmailVerifyOtp') kit.close()
  }

  const resend = async () => {
    setNotice(undefined)
    setResending(true)
    const at = kit.clock.now()
    const result = await step.run(() => kit.embeddedWallet.connectEmail({ email }))
    setResending(false)
    if (!result) return
    setSentAt(at)
    if (result.value.action === 'VERIFY_DEVICE') {
      kit.replace('EmailVerifyDevice', { email, sentAt: at })
      return
    }
    setNotice(t('codeResent', { email }))
    setResetKey((key) => key + 1)
  }

  return (
    <div className="portico-stack">
      <Text tone="secondary">{t('codeSentTo', { email })}</Text>
      <OtpField
        onSubmit={verify}
        busy={step.busy && !resending}
        disabled={resending}
        error={step.error}
        resetKey={resetKey}
      />
      <ResendButton
        sentAt={sentAt}
        label={t('resendCode')}
        labelIn={(seconds) => t('resendCodeIn', { seconds })}
        busy={resending}
        disabled={step.busy || email === ''}
        onResend={resend}
      />
      <Text as="p" tone="success" size="small">
        <span role="status">{notice ?? ''}</span>
      </Text>
    </div>
  )
}
