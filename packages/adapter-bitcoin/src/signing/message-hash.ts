import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

const BIP322_TAG = sha256(utf8ToBytes('BIP0322-signed-message'))

/** BIP-322 message hash: the BIP-340 tagged hash `sha256(tag ‖ tag ‖ message)` with tag "BIP0322-signed-message". */
export function bip322MessageHash(message: string): Uint8Array {
  return sha256(concatBytes(BIP322_TAG, BIP322_TAG, utf8ToBytes(message)))
}

/** Bitcoin's CompactSize length prefix. */
export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24)
}

const MAGIC = utf8ToBytes('\x18Bitcoin Signed Message:\n')

/**
 * The hash a BIP-137 ("Bitcoin Signed Message") signature signs:
 * `sha256d("\x18Bitcoin Signed Message:\n" ‖ CompactSize(len) ‖ message)`.
 */
export function bip137MessageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message)
  return sha256(sha256(concatBytes(MAGIC, compactSize(bytes.length), bytes)))
}
