import { hexToU8a, isHex, stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, ed25519Verify, secp256k1Verify, sr25519Verify } from '@polkadot/util-crypto'

type Check = (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) => boolean

const sr25519: Check = (message, signature, publicKey) =>
  sr25519Verify(message, signature, publicKey)
const ed25519: Check = (message, signature, publicKey) =>
  ed25519Verify(message, signature, publicKey, true)
const ecdsa: Check = (message, signature, publicKey) =>
  secp256k1Verify(message, signature, publicKey, 'blake2', true)

function accepts(check: Check, message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) {
  try {
    return check(message, signature, publicKey)
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

/** A signature as bytes: bytes as given, a string only as `0x` hex. */
function signatureBytes(signature: Uint8Array | string): Uint8Array | undefined {
  if (typeof signature !== 'string') return signature
  return isHex(signature) ? hexToU8a(signature) : undefined
}

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
  const bytes = signatureBytes(signature)
  if (!bytes) return false
  try {
    publicKey = decodeAddress(address)
  } catch {
    return false
  }
  const [type] = bytes
  const rest = bytes.subarray(1)
  if (bytes.length === 64)
    return accepts(sr25519, signed, bytes, publicKey) || accepts(ed25519, signed, bytes, publicKey)
  if (bytes.length === 65) {
    if (type === 0) return accepts(ed25519, signed, rest, publicKey)
    if (type === 1) return accepts(sr25519, signed, rest, publicKey)
    return accepts(ecdsa, signed, bytes, publicKey)
  }
  if (bytes.length === 66 && type === 2) return accepts(ecdsa, signed, rest, publicKey)
  return false
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
