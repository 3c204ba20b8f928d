import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button.js'
import { TextInput } from '../../components/text-input.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'

/** The server's codes are 6 digits (apps/api auth). */
export const OTP_LENGTH = 6

export interface OtpFieldProps {
  /** Called with the 6 digits: typed or pasted in full (auto-submit), or by Enter / Confirm. */
  onSubmit(code: string): void
  busy: boolean
  /** Held while another step of the view runs (a resend). */
  disabled?: boolean
  error: string | undefined
  /** Bumped by the view after a failed code: the field is emptied and focused again. */
  resetKey: number
}

/** Digits only, at most 6: a pasted "123 456" or "123-456" becomes "123456". */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

/**
 * The one-time-code field: ONE input (`inputmode=numeric`, `autocomplete=one-time-code`, so a
 * phone offers the code from the mail or SMS and a password manager fills it whole), focused on
 * arrival; six digits submit by themselves, Enter or Confirm submit too.
 */
export function OtpField({ onSubmit, busy, disabled, error, resetKey }: OtpFieldProps) {
  const t = useMessages(emailMessages)
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on arrival and on each reset
  useEffect(() => {
    setCode('')
    input.current?.focus()
  }, [resetKey])

  // A failed step ends busy with the field enabled again: give it the focus back.
  useEffect(() => {
    if (!busy && !disabled) input.current?.focus()
  }, [busy, disabled])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.length === OTP_LENGTH && !busy && !disabled) onSubmit(code)
  }

  return (
    <form className="portico-stack" onSubmit={submit} noValidate>
      <TextInput
        ref={input}
        label={t('codeLabel')}
        hint={t('codeHint')}
        error={error}
        value={code}
        disabled={busy || disabled}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH + 6}
        spellCheck={false}
        dir="ltr"
        onChange={(event) => {
          const next = digitsOf(event.target.value)
          setCode(next)
          if (next.length === OTP_LENGTH && next !== code && !busy && !disabled) onSubmit(next)
        }}
      />
      <Button
        type="submit"
        fullWidth
        loading={busy}
        disabled={disabled || code.length !== OTP_LENGTH}
      >
        {t('confirm')}
      </Button>
    </form>
  )
}
