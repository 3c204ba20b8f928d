// Browser-safe legacy ("ECDSA", BIP-137) message signing: a 65-byte compact recoverable signature
// over the double-SHA256 of "\x18Bitcoin Signed Message:\n" + varint(length) + message, whose first
// byte says how to rebuild the address from the recovered key.
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { bip137MessageHash } from '@portico/verify/bip137'
import { base64 } from '@scure/base'

// The message hash is BIP-137's, shared with the verifier (@portico/verify).
export { bip137MessageHash }

/** Address kinds BIP-137 headers name: 27-30 P2PKH uncompressed, 31-34 compressed, 35-38 P2SH-P2WPKH, 39-42 P2WPKH. */
export type Bip137AddressKind = 'p2pkh-uncompressed' | 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh'

const HEADER_BASE: Record<Bip137AddressKind, number> = {
  'p2pkh-uncompressed': 27,
  p2pkh: 31,
  'p2sh-p2wpkh': 35,
  p2wpkh: 39,
}

/** The 65-byte signature: header (base + recovery id) then r and s. */
export function encodeBip137(
  compact: Uint8Array,
  recovery: number,
  kind: Bip137AddressKind,
): Uint8Array {
  return concatBytes(Uint8Array.of(HEADER_BASE[kind] + recovery), compact)
}

/** Signs `message` for an address of `kind`; returns the base64 BIP-137 signature. */
export function signBip137(
  privateKey: Uint8Array,
  message: string | Uint8Array,
  kind: Bip137AddressKind,
): string {
  // The hash is signed as given (no prehash); RFC 6979 nonces, low-S.
  const signature = secp256k1.sign(bip137MessageHash(message), privateKey)
  return base64.encode(encodeBip137(signature.toCompactRawBytes(), signature.recovery, kind))
}
