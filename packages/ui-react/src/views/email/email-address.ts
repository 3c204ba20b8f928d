/** The longest address SMTP carries (RFC 5321: 254 characters for a forward path). */
const MAX_LENGTH = 254

/**
 * SPEC §5 "Email must be a valid email address": one `@`, a local part, and a domain with a dot
 * whose labels are letters, digits or hyphens; no spaces. Checked before anything is sent.
 *
 * @example
 * isEmailAddress('ada@example.com') // true
 * isEmailAddress('ada@localhost') // false
 */
export function isEmailAddress(value: string): boolean {
  if (value.length === 0 || value.length > MAX_LENGTH) return false
  return /^[^\s@]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(value)
}
