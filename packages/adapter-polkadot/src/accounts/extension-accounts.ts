// The adapter loads this module with import() on its first connection: the SS58 codec's checksum
// (blake2b) and base58 then stay out of the page's start-up.
import { PolkadotAddress, UnauthorizedError, ValidationError } from '@portico/core'
import type { CheckedAddress } from '@portico/core/adapter-kit'
import { sanitizeDisplayText } from '@portico/core/internal'

/** Key types a Substrate account can have (ethereum-type accounts are not SS58 and are skipped). */
export type SubstrateKeypairType = 'sr25519' | 'ed25519' | 'ecdsa'

/** One account of the picked extension, as the adapter keeps it. */
export interface ExtensionAccount {
  /** SS58 for the current network's prefix, encoded here (so its checksum is right). */
  address: CheckedAddress<'polkadot'>
  /** The 32-byte account id the address encodes (the same under every prefix). */
  publicKey: Uint8Array
  /** The extension's label, cleaned (untrusted text); absent when the extension gave none. */
  name: string | undefined
  type: SubstrateKeypairType | undefined
}

const MAX_ACCOUNTS = 200
const KEYPAIR_TYPES: readonly string[] = ['sr25519', 'ed25519', 'ecdsa']

/**
 * Parses what an extension's `accounts.get()` / `accounts.subscribe` gave: every Substrate account
 * re-encoded for `ss58Prefix`. Skipped: ethereum-type accounts (H160, not SS58), accounts the
 * extension marks hidden, accounts restricted to another chain (`genesisHash` set and not this
 * network's), malformed entries (each handed to `onMalformed`: the adapter warns), and
 * duplicates of one account id.
 *
 * @example
 * parseExtensionAccounts(await injected.accounts.get(), { ss58Prefix: 0, chainReference })
 */
export function parseExtensionAccounts(
  raw: unknown,
  network: { ss58Prefix: number; chainReference: string },
  onMalformed: (entry: unknown) => void = () => {},
): ExtensionAccount[] {
  if (!Array.isArray(raw)) {
    onMalformed(raw)
    return []
  }
  const accounts: ExtensionAccount[] = []
  const seen = new Set<string>()
  for (const entry of raw.slice(0, MAX_ACCOUNTS)) {
    if (typeof entry !== 'object' || entry === null) {
      onMalformed(entry)
      continue
    }
    const { address, name, type, genesisHash, isHidden, hidden } = entry as Record<string, unknown>
    if (isHidden === true || hidden === true) continue
    // Only a string names a key type: coercing any other value can throw (a null-prototype object).
    if (
      type !== undefined &&
      type !== null &&
      (typeof type !== 'string' || !KEYPAIR_TYPES.includes(type))
    )
      continue
    if (typeof genesisHash === 'string' && genesisHash !== '') {
      const reference = genesisHash.replace(/^0x/, '').slice(0, 32).toLowerCase()
      if (reference !== network.chainReference) continue
    }
    const decoded = typeof address === 'string' ? PolkadotAddress.decode(address) : undefined
    if (decoded?.publicKey.length !== 32) {
      onMalformed(entry)
      continue
    }
    const encoded = PolkadotAddress.encode(decoded.publicKey, network.ss58Prefix)
    if (seen.has(encoded)) continue
    seen.add(encoded)
    const label = sanitizeDisplayText(name, 48)
    accounts.push({
      address: encoded,
      publicKey: decoded.publicKey,
      name: label === '' ? undefined : label,
      type: typeof type === 'string' ? (type as SubstrateKeypairType) : undefined,
    })
  }
  return accounts
}

/** Whether `address` is a valid SS58 account id (32 bytes) under the network's `ss58Prefix`. */
export function isNetworkAccountAddress(address: string, ss58Prefix: number): boolean {
  const decoded = PolkadotAddress.decode(address)
  return decoded !== undefined && decoded.publicKey.length === 32 && decoded.prefix === ss58Prefix
}

/** Finds the account an address names under any SS58 prefix. */
export function findAccount(
  accounts: readonly ExtensionAccount[],
  address: string,
): ExtensionAccount | undefined {
  const decoded = PolkadotAddress.decode(address)
  if (!decoded) return undefined
  return accounts.find((account) => sameBytes(account.publicKey, decoded.publicKey))
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Why a connection found no account: only malformed ones is the wallet answering garbage ("Invalid
 * input"), none at all is the wallet keeping them from the dapp. Here, with the parsing, so the
 * page's start-up carries neither the choice nor its texts.
 */
export function noAccountError(malformed: boolean): Error {
  return malformed
    ? new ValidationError()
    : new UnauthorizedError({ details: 'The wallet exposes no Substrate account.' })
}
