import { EmailCooldownError } from '../errors/app-kit-errors.js'
import type { Clock } from '../lifecycle/clock.js'
import { emailCooldownSeconds } from './email-cooldown.js'

export interface EmailLoginGate {
  /** Start an email login, or throw `EmailCooldownError` while the 30 s cooldown runs. */
  begin(): void
}

/**
 * SPEC §5/§9: one email login per 30 s, per instance, timed by the injected clock.
 *
 * @example
 * const gate = createEmailLoginGate(clock)
 * gate.begin() // throws "Please try again after 18 seconds" 12 s after the previous one
 */
export function createEmailLoginGate(clock: Pick<Clock, 'now'>): EmailLoginGate {
  let lastEmailLoginAt: number | undefined
  return {
    begin() {
      const now = clock.now()
      const seconds = emailCooldownSeconds(lastEmailLoginAt, now)
      if (seconds > 0) throw new EmailCooldownError(seconds)
      lastEmailLoginAt = now
    },
  }
}
