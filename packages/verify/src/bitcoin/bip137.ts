import { equalBytes } from '@noble/curves/abstract/utils.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { decodeBitcoinAddress } from './address.js'
import { compactSize, hash160, messageBytes, p2wpkhProgram, sha256d } from './bytes.js'

const MAGIC = utf8ToBytes('\x18Bitcoin Signed Message:\n')

/**
 * The hash a BIP-137 ("Bitcoin Signed Message") signature signs, bitcoinjs-message's `magicHash`:
 * `sha256d("\x18Bitcoin Signed Message:\n" ‖ CompactSize(len) ‖ message)` (a string as UTF-8).
 * Signers and verifiers share it.
 */
export function bip137MessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = messageBytes(message)
  return sha256d(concatBytes(MAGIC, compactSize(bytes.length), bytes))
}

/** What the BIP-137 header byte (27–42) says about the signing key and address. */
export interface Bip137Signature {
  /** The 64-byte `r ‖ s`. */
  signature: Uint8Array
  recovery: number
  compressed: boolean
  /** The address type the header names: 27–34 P2PKH, 35–38 P2SH-P2WPKH, 39–42 P2WPKH. */
  kind: 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh'
}

/** Reads a 65-byte BIP-137 signature (header ‖ r ‖ s), or `undefined` when it is none. */
export function parseBip137Signature(bytes: Uint8Array): Bip137Signature | undefined {
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

/**
 * Verifies a BIP-137 ("Bitcoin Signed Message", legacy ECDSA, base64) signature by recovering
 * the key and comparing it to the address: P2PKH (compressed or not), P2SH-P2WPKH and P2WPKH
 * (compressed keys). Policy: the header's address family need not match the address (Electrum,
 * Sparrow and hardware wallets sign segwit addresses with P2PKH headers), its compression flag
 * must; an uncompressed key is only ever a P2PKH; Taproot addresses are refused (no BIP defines
 * ECDSA message signing for them: they sign BIP-322).
 *
 * @example
 * verifyBip137('1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV', 'This is an example of a signed message.', 'H9L5…') // true
 */
export function verifyBip137(address: string, message: string, signature: string): boolean {
  let parsed: Bip137Signature | undefined
  try {
    parsed = parseBip137Signature(base64.decode(signature))
  } catch {
    return false
  }
  const output = decodeBitcoinAddress(address)
  if (!parsed || !output) return false
  let keyHash: Uint8Array
  try {
    const point = secp256k1.Signature.fromCompact(parsed.signature)
      .addRecoveryBit(parsed.recovery)
      .recoverPublicKey(bip137MessageHash(message))
    keyHash = hash160(point.toRawBytes(parsed.compressed))
  } catch {
    return false
  }
  switch (output.type) {
    case 'p2pkh':
      return equalBytes(keyHash, output.hash)
    case 'p2wpkh':
      return parsed.compressed && equalBytes(keyHash, output.hash)
    case 'p2sh':
      return parsed.compressed && equalBytes(hash160(p2wpkhProgram(keyHash)), output.hash)
    default:
      return false
  }
}
