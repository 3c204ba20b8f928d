import { BaseError } from '@portico/core'
import { EmbeddedAuthError } from '@portico/core/frame-protocol'
import { describe, expect, it } from 'vitest'
import { emailMessages } from '../../i18n/en/email.js'
import { emailErrorText } from './email-error-text.js'

type Key = keyof (typeof emailMessages)['en']
const t = (key: Key, values?: Record<string, unknown>) =>
  emailMessages.en[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name]))
const other = (error: unknown) => `other: ${(error as Error).message}`

class Named extends BaseError {
  constructor(
    override readonly name: string,
    fields: Record<string, unknown> = {},
  ) {
    super(name)
    Object.assign(this, fields)
  }
}

describe('emailErrorText: the email views words for a failed frame step', () => {
  it('the cooldown with its seconds (SPEC §5)', () => {
    expect(emailErrorText(new Named('EmailCooldownError', { seconds: 12 }), t, other)).toBe(
      'Please try again after 12 seconds',
    )
  })

  it("the server's refusals by code, never by the frame's words", () => {
    expect(emailErrorText(new EmbeddedAuthError('OTP_INVALID'), t, other)).toBe('Invalid code')
    expect(emailErrorText(new EmbeddedAuthError('OTP_EXPIRED'), t, other)).toBe(
      'The code has expired. Please request a new code',
    )
    expect(emailErrorText(new EmbeddedAuthError('OTP_ATTEMPTS'), t, other)).toBe(
      'Too many wrong codes. Please request a new code',
    )
    expect(emailErrorText(new EmbeddedAuthError('EMAIL_TAKEN'), t, other)).toBe(
      'This email is already in use',
    )
  })

  it('the frame failures of SPEC §8: load, timeout, generic', () => {
    expect(emailErrorText(new Named('EmailLoginDependencyError'), t, other)).toBe(
      'Unable to load email login dependency',
    )
    expect(emailErrorText(new Named('FrameTimeoutError'), t, other)).toBe('Something went wrong')
    expect(emailErrorText(new Named('EmbeddedFrameError'), t, other)).toBe('An error occurred')
  })

  it('anything else goes to the modal error texts', () => {
    expect(emailErrorText(new Error('boom'), t, other)).toBe('other: boom')
  })
})
