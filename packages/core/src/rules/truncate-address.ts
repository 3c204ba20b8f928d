/** Characters kept at the start and end of a truncated address (SPEC §2). */
export const ADDRESS_LEADING_CHARS = 4
export const ADDRESS_TRAILING_CHARS = 6

/**
 * Shortens an address to its 4 leading and 6 trailing characters (SPEC §2). Strings too short to
 * gain anything are returned unchanged.
 *
 * @example
 * truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3...b92266'
 */
export function truncateAddress(
  address: string,
  leading: number = ADDRESS_LEADING_CHARS,
  trailing: number = ADDRESS_TRAILING_CHARS,
): string {
  const separator = '...'
  if (address.length <= leading + trailing + separator.length) return address
  return `${address.slice(0, leading)}${separator}${address.slice(address.length - trailing)}`
}
