import type { emailMessages } from '../../i18n/en/email.js'
import type { Translate } from '../../i18n/lookup.js'

type EmailKey = keyof (typeof emailMessages)['en']

/** The refusals of apps/api's auth contract (core's `EmbeddedAuthError.code`) and their texts. */
const AUTH_KEYS: Readonly<Record<string, EmailKey>> = {
  RATE_LIMITED: 'authRateLimited',
  EMAIL_INVALID: 'authEmailInvalid',
  OTP_INVALID: 'authOtpInvalid',
  OTP_ATTEMPTS: 'authOtpAttempts',
  OTP_EXPIRED: 'authOtpExpired',
  LOGIN_EXPIRED: 'authLoginExpired',
  EMAIL_TAKEN: 'authEmailTaken',
  EMAIL_UNCHANGED: 'authEmailUnchanged',
  UPDATE_EXPIRED: 'authUpdateExpired',
  SESSION_INVALID: 'authSessionInvalid',
  NOT_CONNECTED: 'authSessionInvalid',
  MAIL_FAILED: 'authMailFailed',
}

/** The kit's frame errors (SPEC §8 "Embedded frame") by class name. */
const FRAME_KEYS: Readonly<Record<string, EmailKey>> = {
  EmailLoginDependencyError: 'dependencyFailed',
  FrameTimeoutError: 'timedOut',
  RequestAbortedError: 'timedOut',
  EmbeddedFrameError: 'genericError',
}

function fieldOf(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key]
}

/**
 * The email views' words for a failed frame step, in the kit's locale: the cooldown with its
 * seconds (SPEC §5), the frame's load failure and timeout (SPEC §8), the server's refusals (wrong
 * or expired code, ...) by their code; anything else goes to the modal's error texts (`other`).
 * Matched by name and code, never by the frame's free text (core already keeps that out).
 */
export function emailErrorText(
  error: unknown,
  t: Translate<EmailKey>,
  other: (error: unknown) => string,
): string {
  if (typeof error !== 'object' || error === null) return other(error)
  const name = fieldOf(error, 'name')
  if (name === 'EmailCooldownError') {
    const seconds = fieldOf(error, 'seconds')
    return t('cooldown', { seconds: typeof seconds === 'number' ? seconds : 30 })
  }
  if (name === 'EmbeddedAuthError') {
    const code = fieldOf(error, 'code')
    const key = typeof code === 'string' ? AUTH_KEYS[code] : undefined
    if (key) return t(key)
  }
  const key = typeof name === 'string' ? FRAME_KEYS[name] : undefined
  return key ? t(key) : other(error)
}
