/**
 * A value from outside as text for an error's details, never throwing: `String()` throws on a
 * null-prototype object or one whose `toString` throws, and an error being built for a refused
 * value must not become a different error.
 *
 * @example
 * printableValue(Object.create(null)) // '[object Object]'
 */
export function printableValue(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return String(value)
  } catch {
    try {
      return Object.prototype.toString.call(value)
    } catch {
      return typeof value
    }
  }
}
