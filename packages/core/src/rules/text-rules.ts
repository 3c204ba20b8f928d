/** Minimum length of a name to register (SPEC §5). */
export const MIN_NAME_LENGTH = 4

/**
 * SPEC §5 "Name to register": letters, digits and hyphen only, at least 4 characters.
 * Letters are ASCII (a–z, A–Z), so look-alike Unicode letters never reach the name service.
 *
 * @example
 * isValidNameToRegister('alice-1') // true
 * isValidNameToRegister('bob') // false
 */
export function isValidNameToRegister(name: string): boolean {
  return /^[a-zA-Z0-9-]+$/.test(name) && name.length >= MIN_NAME_LENGTH
}

// The WHATWG HTML "valid e-mail address" grammar, with a dot required in the domain.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/**
 * SPEC §5 "Email must be a valid email address": the HTML form grammar (what `<input type=email>`
 * accepts) with a dotted domain, at most 254 characters.
 *
 * @example
 * isValidEmail('a@example.com') // true
 */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value)
}
