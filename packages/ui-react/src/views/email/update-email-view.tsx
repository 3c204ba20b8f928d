import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useViewTitle } from '../../modal/view-title.js'
import { isEmailAddress } from './email-address.js'
import { EmailField } from './email-field.js'
import { emailRouteOf, selectEmailRouteData, selectUserEmail } from './email-route.js'
import { useFrameStep } from './use-frame-step.js'

/**
 * UpdateEmailWallet (SPEC §4 "Email update steps"): the new address, checked (SPEC §5) before
 * the frame is asked; then a code to the current address (VERIFY_PRIMARY_OTP) and one to the
 * new address (VERIFY_SECONDARY_OTP), each in its own view.
 */
export default function UpdateEmailView() {
  const kit = useAppKitInstance()
  const t = useMessages(emailMessages)
  const route = emailRouteOf(useSnapshot(selectEmailRouteData))
  const userEmail = useSnapshot(selectUserEmail)
  const current = userEmail ?? route.email
  useViewTitle(t('titleUpdateEmail'))
  const step = useFrameStep()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    input.current?.focus()
  }, [])
  useEffect(() => {
    if (!step.busy && step.error) input.current?.focus()
  }, [step.busy, step.error])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (step.busy) return
    const address = email.trim()
    const refused = !isEmailAddress(address)
      ? t('invalidEmail')
      : current !== undefined && address.toLowerCase() === current.toLowerCase()
        ? t('sameEmail')
        : undefined
    if (refused) {
      setProblem(refused)
      step.setError(undefined)
      input.current?.focus()
      return
    }
    const result = await step.run(() => kit.embeddedWallet.updateEmail({ email: address }))
    if (!result) return
    const data = { email: current, newEmail: address }
    kit.push(
      result.value.action === 'VERIFY_PRIMARY_OTP'
        ? 'UpdateEmailPrimaryOtp'
        : 'UpdateEmailSecondaryOtp',
      data,
    )
  }

  return (
    <form className="portico-stack" onSubmit={submit} noValidate>
      {current ? <Text tone="secondary">{t('currentEmail', { email: current })}</Text> : null}
      <EmailField
        ref={input}
        label={t('newEmailLabel')}
        value={email}
        disabled={step.busy}
        error={problem ?? step.error}
        onChange={(event) => {
          setEmail(event.target.value)
          setProblem(undefined)
        }}
      />
      <Button type="submit" fullWidth loading={step.busy}>
        {t('continue')}
      </Button>
    </form>
  )
}
