import { ed25519 } from '@noble/curves/ed25519.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'

/**
 * Strict RFC 8032 ed25519 verification (no ZIP-215 leniency: non-canonical encodings and small-order
 * keys are refused). `false`, never a throw, for malformed input.
 *
 * @example
 * verifyEd25519(signature, message, publicKey) // true
 */
export function verifyEd25519(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false
  }
}

/** Bytes as given; a string as `0x` hex or base58 (how wallets' signature bytes are usually sent). */
function decode(value: Uint8Array | string): Uint8Array | undefined {
  if (typeof value !== 'string') return value
  try {
    // Hex through @noble/hashes, not @scure/base: an app's start-up holds @scure/base (core's
    // address codecs), so each of its codecs used here would be bundled into the start-up too.
    return value.startsWith('0x') ? hexToBytes(value.slice(2)) : base58.decode(value)
  } catch {
    return undefined
  }
}

/**
 * Verifies a Solana `signMessage` signature: ed25519 ({@link verifyEd25519}) over the message's
 * bytes (a string as UTF-8) by the key the base58 address is.
 *
 * @example
 * verifySolanaMessage({ address, message: 'Sign in to example.org', signature }) // true
 */
export function verifySolanaMessage(parameters: {
  address: string
  message: Uint8Array | string
  signature: Uint8Array | string
}): boolean {
  const { message } = parameters
  const signature = decode(parameters.signature)
  let publicKey: Uint8Array
  try {
    publicKey = base58.decode(parameters.address)
  } catch {
    return false
  }
  if (!signature) return false
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return verifyEd25519(signature, bytes, publicKey)
}
