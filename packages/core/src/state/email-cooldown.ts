/** SPEC §5/§9: email login is throttled for 30 s after the last email login. */
export const EMAIL_COOLDOWN_MS = 30_000

/**
 * Whole seconds left in the cooldown (0 when an email login may start).
 *
 * @example
 * emailCooldownSeconds(lastLoginAt, lastLoginAt + 12_000) // 18
 */
export function emailCooldownSeconds(lastEmailLoginAt: number | undefined, now: number): number {
  if (lastEmailLoginAt === undefined) return 0
  const remaining = lastEmailLoginAt + EMAIL_COOLDOWN_MS - now
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/**
 * SPEC §5: the text shown while the cooldown runs.
 *
 * @example
 * emailCooldownMessage(18) // 'Please try again after 18 seconds'
 */
export function emailCooldownMessage(seconds: number): string {
  return `Please try again after ${seconds} seconds`
}
