import { hexToU8a, isHex, stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, ed25519Verify, secp256k1Verify, sr25519Verify } from '@polkadot/util-crypto'

// By MultiSignature type byte: 0 ed25519, 1 sr25519, 2 ecdsa (blake2 hashed).
const SCHEMES = [
  ed25519Verify,
  sr25519Verify,
  (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) =>
    secp256k1Verify(message, signature, publicKey, 'blake2', true),
] as const

function accepts(scheme: 0 | 1 | 2, message: Uint8Array, signature: Uint8Array, key: Uint8Array) {
  try {
    return SCHEMES[scheme](message, signature, key)
  } catch {
    // A key that is no point of this scheme's curve (an ed25519 key read as ristretto255): no match.
    return false
  }
}

/**
 * The bytes an extension signs for `message` with `signRaw({ type: 'bytes' })`:
 * `<Bytes>` + message + `</Bytes>`, so that a signed message can never be a transaction payload.
 */
export const polkadotWrappedMessage = (message: string): Uint8Array =>
  u8aWrapBytes(stringToU8a(message))

/**
 * Whether `signature` is valid over exactly `signed` for the SS58 (or hex public key) `address`:
 * a bare 64-byte signature is tried as sr25519 then ed25519 (nothing says which); a 65-byte
 * MultiSignature is verified by the scheme its type byte names and no other (0 ed25519,
 * 1 sr25519); 66 bytes with type byte 2 is an ecdsa MultiSignature; other 65-byte signatures are
 * bare ecdsa. No `<Bytes>` wrapping is added or removed: unlike polkadot-js `signatureVerify`,
 * a signature over the other form of the message is refused.
 *
 * @example
 * verifyPolkadotBytes(polkadotWrappedMessage('hello'), '0x…', '5Grw…') // true
 */
export function verifyPolkadotBytes(
  signed: Uint8Array,
  signature: Uint8Array | string,
  address: string,
): boolean {
  let publicKey: Uint8Array
  if (typeof signature === 'string' && !isHex(signature)) return false
  const bytes = typeof signature === 'string' ? hexToU8a(signature) : signature
  try {
    publicKey = decodeAddress(address)
  } catch {
    return false
  }
  const [type] = bytes
  const rest = bytes.subarray(1)
  if (bytes.length === 64)
    return accepts(1, signed, bytes, publicKey) || accepts(0, signed, bytes, publicKey)
  if (bytes.length === 65)
    return type === 0 || type === 1
      ? accepts(type, signed, rest, publicKey)
      : accepts(2, signed, bytes, publicKey)
  return bytes.length === 66 && type === 2 && accepts(2, signed, rest, publicKey)
}

/**
 * Verifies a Polkadot message signature the way extensions make it: over `<Bytes>message</Bytes>`
 * ({@link polkadotWrappedMessage}), strictly ({@link verifyPolkadotBytes}).
 *
 * @example
 * verifyPolkadotMessage({ address, message: 'Sign in to example.org', signature: '0x…' })
 */
export function verifyPolkadotMessage(parameters: {
  address: string
  message: string
  signature: Uint8Array | string
}): boolean {
  return verifyPolkadotBytes(
    polkadotWrappedMessage(parameters.message),
    parameters.signature,
    parameters.address,
  )
}
