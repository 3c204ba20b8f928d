import { secp256k1 } from '@noble/curves/secp256k1.js'
import { combine, split } from 'shamir-secret-sharing'
import { type Address, bytesToHex, getAddress, keccak256 } from 'viem'
import { KeySharesError } from './key-errors.js'
import { type Share, wipe } from './share-bytes.js'

/** The three shares of a 2-of-3 split: any two rebuild the key, one alone tells nothing. */
export interface WalletShares {
  /** Kept in this device's IndexedDB, wrapped by a non-extractable key. */
  device: Share
  /** Kept by apps/api, sealed under the server's key. */
  auth: Share
  /** Kept by the user (a downloaded file). */
  recovery: Share
}

/** The EIP-55 address of a secp256k1 secret key (no hex string of the key is ever made). */
export function addressOfKey(privateKey: Uint8Array): Address {
  const publicKey = secp256k1.getPublicKey(privateKey, false)
  const hash = keccak256(publicKey.subarray(1), 'bytes')
  return getAddress(bytesToHex(hash.subarray(12)))
}

/**
 * A new secp256k1 key from the browser's CSPRNG, split 2-of-3 with Privy's audited
 * `shamir-secret-sharing`; the key bytes are wiped before this resolves.
 *
 * @example
 * const { address, shares } = await createWallet()
 */
export async function createWallet(): Promise<{ address: Address; shares: WalletShares }> {
  const key = secp256k1.utils.randomPrivateKey()
  try {
    const address = addressOfKey(key)
    const [device, auth, recovery] = await split(key, 3, 2)
    if (!device || !auth || !recovery) throw new Error('shamir: expected three shares')
    return { address, shares: { device, auth, recovery } }
  } finally {
    wipe(key)
  }
}

/**
 * Rebuilds the key from two shares, checks it is `address`'s, hands it to `use`, and wipes it
 * when `use` settles. Shamir's combine accepts any two shares and returns some bytes, so the
 * address check is what tells a wrong share.
 *
 * @example
 * const signature = await withPrivateKey([device, auth], address, (key) => sign(key))
 */
export async function withPrivateKey<T>(
  shares: readonly [Share, Share],
  address: Address,
  use: (privateKey: Uint8Array) => Promise<T> | T,
): Promise<T> {
  const [a, b] = shares
  if (a.length !== 33 || b.length !== 33 || a[32] === b[32]) throw new KeySharesError()
  let key: Uint8Array | undefined
  try {
    key = await combine([a, b])
    let owner: Address
    try {
      owner = addressOfKey(key)
    } catch (cause) {
      throw new KeySharesError(undefined, { cause })
    }
    if (owner !== getAddress(address)) throw new KeySharesError()
    return await use(key)
  } finally {
    wipe(key)
  }
}
