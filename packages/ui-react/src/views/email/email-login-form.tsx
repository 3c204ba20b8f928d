import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'
import { isEmailAddress } from './email-address.js'
import { EmailField } from './email-field.js'
import { useFrameStep } from './use-frame-step.js'

/**
 * The Connect view's email field (SPEC §2, §4): the address is checked (SPEC §5) before anything
 * is sent; Continue or Enter starts the email login in the wallet frame (loaded now, on first
 * use) and goes on to the code (EmailVerifyOtp) or, on a device the account has not seen, to the
 * emailed approval (EmailVerifyDevice).
 */
export function EmailLoginForm() {
  const kit = useAppKitInstance()
  const t = useMessages(emailMessages)
  const step = useFrameStep()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  // The field is disabled while the frame works; a failure gives it the focus back.
  useEffect(() => {
    if (!step.busy && step.error) input.current?.focus()
  }, [step.busy, step.error])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (step.busy) return
    const address = email.trim()
    if (!isEmailAddress(address)) {
      setInvalid(true)
      step.setError(undefined)
      input.current?.focus()
      return
    }
    const sentAt = kit.clock.now()
    const result = await step.run(() => kit.embeddedWallet.connectEmail({ email: address }))
    if (!result) return
    kit.push(result.value.action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp', {
      email: address,
      sentAt,
    })
  }

  return (
    <form className="portico-stack" aria-label={t('ariaEmailLogin')} onSubmit={submit} noValidate>
      <EmailField
        ref={input}
        label={t('emailLabel')}
        hideLabel
        placeholder={t('placeholderEmail')}
        value={email}
        disabled={step.busy}
        error={invalid ? t('invalidEmail') : step.error}
        onChange={(event) => {
          setEmail(event.target.value)
          setInvalid(false)
        }}
      />
      <Button type="submit" fullWidth loading={step.busy}>
        {t('continue')}
      </Button>
    </form>
  )
}
