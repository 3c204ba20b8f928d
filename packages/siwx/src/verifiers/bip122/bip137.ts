import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { type BitcoinOutput, concat, hash160, sameBytes, varint } from './bitcoin-script.js'

const PREFIX = new TextEncoder().encode('Bitcoin Signed Message:\n')

/** The "Bitcoin Signed Message" hash that legacy (BIP-137) signatures sign. */
export function bitcoinMessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  return sha256(sha256(concat(varint(PREFIX.length), PREFIX, varint(bytes.length), bytes)))
}

/**
 * Verifies a 65-byte legacy signature (BIP-137 header 27–42 + compact r‖s) for an address. The
 * key is recovered and must hash to the address: P2PKH (compressed or not), P2SH-P2WPKH or
 * P2WPKH. Like Electrum, Sparrow and bip322-js, a header of another key type is accepted when
 * the recovered compressed key owns the address (wallets in the field mix them up); an
 * uncompressed key is only ever a P2PKH.
 */
export function verifyBip137(
  message: string,
  signature: Uint8Array,
  output: BitcoinOutput,
): boolean {
  const header = signature[0]
  if (signature.length !== 65 || header === undefined || header < 27 || header > 42) return false
  const recovery = (header - 27) & 3
  const compressed = header >= 31
  let publicKey: Uint8Array
  try {
    const point = secp256k1.Signature.fromBytes(signature.subarray(1), 'compact')
      .addRecoveryBit(recovery)
      .recoverPublicKey(bitcoinMessageHash(message))
    publicKey = point.toBytes(compressed)
  } catch {
    return false
  }
  const keyHash = hash160(publicKey)
  if (output.type === 'p2pkh') return sameBytes(keyHash, output.hash)
  if (!compressed) return false
  if (output.type === 'p2wpkh') return sameBytes(keyHash, output.hash)
  if (output.type === 'p2sh')
    return sameBytes(hash160(concat(Uint8Array.of(0x00, 0x14), keyHash)), output.hash)
  return false
}
