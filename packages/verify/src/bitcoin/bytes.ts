import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

/** RIPEMD-160 of SHA-256: the hash P2PKH, P2WPKH and P2SH outputs commit to. */
export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes))

/** SHA-256 twice (txids, the BIP-137 message hash, BIP-143 parts). */
export const sha256d = (bytes: Uint8Array): Uint8Array => sha256(sha256(bytes))

/** A message as signed: a string as UTF-8, bytes as given. */
export const messageBytes = (message: string | Uint8Array): Uint8Array =>
  typeof message === 'string' ? utf8ToBytes(message) : message

/** Bitcoin's CompactSize length prefix. */
export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8)
  const out = new Uint8Array(5)
  out[0] = 0xfe
  new DataView(out.buffer).setUint32(1, n, true)
  return out
}

/** A little-endian uint32. */
export function u32(n: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, n, true)
  return out
}

export const withLength = (bytes: Uint8Array): Uint8Array =>
  concatBytes(compactSize(bytes.length), bytes)

/** `OP_DUP OP_HASH160 <hash> OP_EQUALVERIFY OP_CHECKSIG`, also the BIP-143 script code of P2WPKH. */
export const p2pkhScript = (hash: Uint8Array): Uint8Array =>
  concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), hash, Uint8Array.of(0x88, 0xac))

/** The redeem script of P2SH-P2WPKH: `OP_0 PUSH20 <hash160(key)>`. */
export const p2wpkhProgram = (keyHash: Uint8Array): Uint8Array =>
  concatBytes(Uint8Array.of(0x00, 0x14), keyHash)
