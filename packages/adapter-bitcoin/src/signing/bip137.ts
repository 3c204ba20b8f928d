import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import { decodeAddress } from './address-script.js'
import { bip137MessageHash } from './message-hash.js'

/** What the BIP-137 header byte (27–42) says about the signing key and address. */
export interface CompactSignature {
  /** The 64-byte `r ‖ s`. */
  signature: Uint8Array
  recovery: number
  compressed: boolean
  /** The address type the header names: 27–34 P2PKH, 35–38 P2SH-P2WPKH, 39–42 P2WPKH. */
  kind: 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh'
}

/** Reads a 65-byte BIP-137 signature (header ‖ r ‖ s), or `undefined` when malformed. */
export function parseCompactSignature(bytes: Uint8Array): CompactSignature | undefined {
  const header = bytes[0]
  if (bytes.length !== 65 || header === undefined || header < 27 || header > 42) return undefined
  const flag = header - 27
  return {
    signature: bytes.subarray(1),
    recovery: flag & 3,
    compressed: flag >= 4,
    kind: flag < 8 ? 'p2pkh' : flag < 12 ? 'p2sh-p2wpkh' : 'p2wpkh',
  }
}

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

function recoverKey(parsed: CompactSignature, digest: Uint8Array): Uint8Array | undefined {
  try {
    const point = secp256k1.Signature.fromBytes(parsed.signature, 'compact')
      .addRecoveryBit(parsed.recovery)
      .recoverPublicKey(digest)
    return point.toBytes(parsed.compressed)
  } catch {
    return undefined
  }
}

/**
 * Verifies a BIP-137 ("Bitcoin Signed Message", legacy ECDSA) signature by recovering the key and
 * comparing it to the address: P2PKH (compressed or not), P2SH-P2WPKH and P2WPKH (compressed keys).
 * Policy: the header's address family need not match the address (Electrum and hardware wallets
 * sign segwit addresses with P2PKH headers), but its compression flag must; Taproot addresses are
 * refused (no BIP defines ECDSA message signing for them: use BIP-322).
 *
 * @example
 * verifyBip137('1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV', 'This is an example of a signed message.', 'H9L5…') // true
 */
export function verifyBip137(address: string, message: string, signature: string): boolean {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(signature)
  } catch {
    return false
  }
  const parsed = parseCompactSignature(bytes)
  const decoded = decodeAddress(address)
  if (!parsed || !decoded) return false
  const key = recoverKey(parsed, bip137MessageHash(message))
  if (!key) return false
  switch (decoded.type) {
    case 'pkh':
      return equalBytes(hash160(key), decoded.hash)
    case 'wpkh':
      return parsed.compressed && equalBytes(hash160(key), decoded.hash)
    case 'sh':
      // P2SH-P2WPKH: the redeem script is OP_0 PUSH20 hash160(key).
      return (
        parsed.compressed &&
        equalBytes(hash160(Uint8Array.of(0x00, 0x14, ...hash160(key))), decoded.hash)
      )
    default:
      return false
  }
}
