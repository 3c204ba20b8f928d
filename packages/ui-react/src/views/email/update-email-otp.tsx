import { useState } from 'react'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useViewTitle } from '../../modal/view-title.js'
import { emailRouteOf, selectEmailRouteData } from './email-route.js'
import { OtpField } from './otp-field.js'
import { useFrameStep } from './use-frame-step.js'

/** Back to the Account view the update started from (or to Account alone when it is not there). */
function returnToAccount(kit: ReturnType<typeof useAppKitInstance>): void {
  const history = kit.getSnapshot().router.history
  const index = history.map((entry) => entry.view).lastIndexOf('Account')
  if (index === -1) {
    kit.replace('Account')
    return
  }
  for (let steps = history.length - 1 - index; steps > 0; steps--) kit.goBack()
}

/**
 * The code steps of an email update (SPEC §4): VERIFY_PRIMARY_OTP (the code sent to the current
 * address) goes on to VERIFY_SECONDARY_OTP (the code sent to the new one), which ends the update
 * and returns to Account. A wrong or expired code shows the server's reason and empties the field.
 */
export function UpdateEmailOtp({ which }: { which: 'primary' | 'secondary' }) {
  const kit = useAppKitInstance()
  const t = useMessages(emailMessages)
  const route = emailRouteOf(useSnapshot(selectEmailRouteData))
  useViewTitle(t(which === 'primary' ? 'titleUpdatePrimary' : 'titleUpdateSecondary'))
  const step = useFrameStep()
  const [resetKey, setResetKey] = useState(0)

  const verify = async (otp: string) => {
    const result = await step.run(async () => {
      if (which === 'primary') await kit.embeddedWallet.updateEmailPrimaryOtp({ otp })
      else await kit.embeddedWallet.updateEmailSecondaryOtp({ otp })
    })
    if (!result) {
      setResetKey((key) => key + 1)
      return
    }
    if (which === 'primary') {
      kit.replace('UpdateEmailSecondaryOtp', { email: route.email, newEmail: route.newEmail })
    } else {
      returnToAccount(kit)
    }
  }

  const text =
    which === 'primary'
      ? t('primarySentTo', { email: route.email ?? '' })
      : t('secondarySentTo', { email: route.newEmail ?? '' })
  return (
    <div className="portico-stack">
      <Text tone="secondary">{text}</Text>
      <OtpField onSubmit={verify} busy={step.busy} error={step.error} resetKey={resetKey} />
    </div>
  )
}
