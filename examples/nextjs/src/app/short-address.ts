/** An address as the kit's button shows it (SPEC §2): the first 4 and last 6 characters. */
export function shortAddress(address: string): string {
  return address.length > 10 ? `${address.slice(0, 4)}...${address.slice(-6)}` : address
}
