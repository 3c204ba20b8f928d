import { type AccountEntry, type AccountType, BitcoinAddress } from '@portico/core'
import type { AddressPurpose, WalletAddress } from '../wallets/bitcoin-wallet.js'

const typeOf = (purpose: AddressPurpose): AccountType =>
  purpose === 'ordinals' ? 'ordinal' : 'payment'

/**
 * The addresses that belong to the network `reference` (P2PKH, P2SH-P2WPKH, P2WPKH, P2TR, P2WSH
 * of its prefixes), at most one per purpose (the wallet's first). `refused` lists the others.
 */
export function checkAddresses(
  addresses: readonly WalletAddress[],
  reference: string,
): { accepted: WalletAddress[]; refused: WalletAddress[] } {
  const accepted: WalletAddress[] = []
  const refused: WalletAddress[] = []
  for (const entry of addresses) {
    const valid = BitcoinAddress.addressType(entry.address, reference) !== undefined
    if (valid && !accepted.some((a) => a.purpose === entry.purpose)) accepted.push(entry)
    else if (!valid) refused.push(entry)
  }
  return { accepted, refused }
}

/**
 * The first of `references` whose address format every address has: the network a wallet is on
 * when it did not say (testnet, testnet4 and signet share `tb1`, so the app's order decides).
 */
export function inferReference(
  addresses: readonly WalletAddress[],
  references: readonly string[],
): string | undefined {
  return references.find(
    (reference) =>
      addresses.length > 0 &&
      addresses.every((a) => BitcoinAddress.addressType(a.address, reference) !== undefined),
  )
}

/**
 * The connection's accounts as core's `AccountEntry` (payment → `payment`, ordinals → `ordinal`),
 * the `preferred` type first: the first entry is the active account (SPEC §6).
 */
export function toAccountEntries(
  addresses: readonly WalletAddress[],
  preferred: AccountType,
): AccountEntry[] {
  const entries = addresses.map((a) => ({ address: a.address, type: typeOf(a.purpose) }))
  return [
    ...entries.filter((e) => e.type === preferred),
    ...entries.filter((e) => e.type !== preferred),
  ]
}
