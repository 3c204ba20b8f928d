import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'

/** SHA-256 of a UTF-8 string, as hex: how a bearer token is stored (a leaked table holds none). */
export function sha256Hex(value: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(value)))
}
