import type { AccountEntry, AccountType, BitcoinAddress } from '@portico/core'
import type { CheckedAddress } from '@portico/core/adapter-kit'
import type { AddressPurpose, WalletAddress } from '../wallets/bitcoin-wallet.js'

/**
 * The bip122 address codec (base58check with sha256, bech32): the adapter loads it with import()
 * before it reads a wallet's addresses, so the page's start-up carries none of it.
 */
export type BitcoinAddressCodec = Pick<typeof BitcoinAddress, 'addressType' | 'check' | 'validate'>

/** A wallet address the codec checked for the session's network. */
export interface CheckedWalletAddress extends WalletAddress {
  address: CheckedAddress<'bip122'>
}

const typeOf = (purpose: AddressPurpose): AccountType =>
  purpose === 'ordinals' ? 'ordinal' : 'payment'

/**
 * The addresses that belong to the network `reference` (P2PKH, P2SH-P2WPKH, P2WPKH, P2TR, P2WSH
 * of its prefixes), at most one per purpose (the wallet's first). `refused` lists the others.
 */
export function checkAddresses(
  codec: BitcoinAddressCodec,
  addresses: readonly WalletAddress[],
  reference: string,
): { accepted: CheckedWalletAddress[]; refused: WalletAddress[] } {
  const accepted: CheckedWalletAddress[] = []
  const refused: WalletAddress[] = []
  for (const entry of addresses) {
    // An output type of this network's (Bitcoin's own, not Litecoin's or Dogecoin's) is required.
    const address =
      codec.addressType(entry.address, reference) !== undefined
        ? codec.check(entry.address, reference)
        : undefined
    if (address && !accepted.some((a) => a.purpose === entry.purpose))
      accepted.push({ ...entry, address })
    else if (!address) refused.push(entry)
  }
  return { accepted, refused }
}

/**
 * The first of `references` whose address format every address has: the network a wallet is on
 * when it did not say (testnet, testnet4 and signet share `tb1`, so the app's order decides).
 */
export function inferReference(
  codec: BitcoinAddressCodec,
  addresses: readonly WalletAddress[],
  references: readonly string[],
): string | undefined {
  return references.find(
    (reference) =>
      addresses.length > 0 &&
      addresses.every((a) => codec.addressType(a.address, reference) !== undefined),
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
