import { secp256k1 } from '@noble/curves/secp256k1.js'
import {
  type Address,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  keccak256,
  numberToHex,
  type SignableMessage,
  type Signature,
  serializeSignature,
  serializeTransaction,
  type TransactionSerializable,
  type TypedData,
  type TypedDataDefinition,
} from 'viem'
import type { Share } from './share-bytes.js'
import { withPrivateKey } from './wallet-key.js'

/** Which two shares and whose wallet (the rebuilt key must be this address's). */
export interface ShareSigner {
  shares: readonly [Share, Share]
  address: Address
}

/** A recoverable secp256k1 signature of a 32-byte hash (RFC 6979 k, low s). */
function signDigest(privateKey: Uint8Array, hash: Hex): Signature {
  // The digest is signed as given (no prehash).
  const signature = secp256k1.sign(hexToBytes(hash), privateKey)
  const yParity = signature.recovery
  return {
    r: numberToHex(signature.r, { size: 32 }),
    s: numberToHex(signature.s, { size: 32 }),
    yParity,
    v: BigInt(27 + yParity),
  }
}

/**
 * Signs a raw 32-byte hash: the primitive under the others. The frame decides whether a raw
 * hash may be signed at all (a hash can be anything, a transaction included).
 */
export function signHash(p: ShareSigner & { hash: Hex }): Promise<Hex> {
  return withPrivateKey(p.shares, p.address, (key) => serializeSignature(signDigest(key, p.hash)))
}

/** EIP-191 `personal_sign`: the same signature viem's `signMessage` makes. */
export function signMessage(p: ShareSigner & { message: SignableMessage }): Promise<Hex> {
  return signHash({ ...p, hash: hashMessage(p.message) })
}

/** EIP-712 `eth_signTypedData_v4`. */
export function signTypedData<
  const T extends TypedData | Record<string, unknown>,
  P extends keyof T | 'EIP712Domain',
>(p: ShareSigner & { typedData: TypedDataDefinition<T, P> }): Promise<Hex> {
  return signHash({ ...p, hash: hashTypedData(p.typedData) })
}

/** A signed, serialized transaction (legacy, EIP-2930, EIP-1559), ready for `eth_sendRawTransaction`. */
export function signTransaction(
  p: ShareSigner & { transaction: TransactionSerializable },
): Promise<Hex> {
  const hash = keccak256(serializeTransaction(p.transaction))
  return withPrivateKey(p.shares, p.address, (key) =>
    serializeTransaction(p.transaction, signDigest(key, hash)),
  )
}
