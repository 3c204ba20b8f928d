// TEMPORARY: core's formatting rules (packages/core/src/rules) are not exported yet; these two
// wrappers are the single place to point at them.

/** SPEC §2: truncated addresses show 4 leading and 6 trailing characters. */
export function truncateAddressDisplay(address: string): string {
  if (address.length <= 13) return address
  return `${address.slice(0, 4)}…${address.slice(-6)}`
}

/** SPEC §2/§5: amounts show 3 decimals, truncated; zero shows as 0.000. */
export function formatBalanceDisplay(balance: string): string {
  const [whole = '0', fraction = ''] = balance.split('.')
  return `${whole || '0'}.${fraction.padEnd(3, '0').slice(0, 3)}`
}
