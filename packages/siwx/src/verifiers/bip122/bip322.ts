import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import {
  type BitcoinOutput,
  concat,
  hash160,
  p2pkhScript,
  sameBytes,
  varint,
} from './bitcoin-script.js'

const utf8 = (text: string) => new TextEncoder().encode(text)
const dsha256 = (bytes: Uint8Array) => sha256(sha256(bytes))
const u32 = (n: number) => {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, n, true)
  return out
}
const ZERO_AMOUNT = new Uint8Array(8)
const withLength = (bytes: Uint8Array) => concat(varint(bytes.length), bytes)

/** BIP-340 tagged hash. */
export function taggedHash(tag: string, ...parts: Uint8Array[]): Uint8Array {
  const tagHash = sha256(utf8(tag))
  return sha256(concat(tagHash, tagHash, ...parts))
}

/** BIP-322 `message_hash`. */
export const bip322MessageHash = (message: string) =>
  taggedHash('BIP0322-signed-message', utf8(message))

/**
 * The txid (internal byte order) of BIP-322's virtual `to_spend` transaction: version 0, one
 * input spending 0000…:0xFFFFFFFF with scriptSig `OP_0 PUSH32 message_hash`, one 0-value output
 * paying to the address's script, locktime 0.
 */
export function toSpendTxid(message: string, scriptPubKey: Uint8Array): Uint8Array {
  const scriptSig = concat(Uint8Array.of(0x00, 0x20), bip322MessageHash(message))
  return dsha256(
    concat(
      u32(0),
      varint(1),
      new Uint8Array(32),
      u32(0xffffffff),
      withLength(scriptSig),
      u32(0),
      varint(1),
      ZERO_AMOUNT,
      withLength(scriptPubKey),
      u32(0),
    ),
  )
}

// `to_sign` has one input (to_spend:0, sequence 0) and one 0-value OP_RETURN output.
const toSignOutputs = concat(ZERO_AMOUNT, withLength(Uint8Array.of(0x6a)))
const outpoint = (txid: Uint8Array) => concat(txid, u32(0))

/** BIP-143 sighash of `to_sign`'s input (segwit v0), SIGHASH_ALL. */
function sighashV0(txid: Uint8Array, scriptCode: Uint8Array): Uint8Array {
  return dsha256(
    concat(
      u32(0),
      dsha256(outpoint(txid)),
      dsha256(u32(0)),
      outpoint(txid),
      withLength(scriptCode),
      ZERO_AMOUNT,
      u32(0),
      dsha256(toSignOutputs),
      u32(0),
      u32(1),
    ),
  )
}

/** BIP-341 key-path sighash of `to_sign`'s input, SIGHASH_DEFAULT (0) or SIGHASH_ALL (1). */
function sighashTaproot(txid: Uint8Array, scriptPubKey: Uint8Array, hashType: number): Uint8Array {
  return taggedHash(
    'TapSighash',
    Uint8Array.of(0x00, hashType),
    u32(0),
    u32(0),
    sha256(outpoint(txid)),
    sha256(ZERO_AMOUNT),
    sha256(withLength(scriptPubKey)),
    sha256(u32(0)),
    sha256(toSignOutputs),
    Uint8Array.of(0x00),
    u32(0),
  )
}

/** Reads a serialized witness stack; `undefined` unless the bytes are exactly one. */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readLength = (): number | undefined => {
    const first = bytes[offset]
    if (first === undefined) return undefined
    offset += 1
    if (first < 0xfd) return first
    if (first === 0xfd && offset + 2 <= bytes.length) {
      const value = (bytes[offset] as number) | ((bytes[offset + 1] as number) << 8)
      offset += 2
      return value
    }
    return undefined
  }
  const count = readLength()
  if (count === undefined) return undefined
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = readLength()
    if (length === undefined || offset + length > bytes.length) return undefined
    items.push(bytes.subarray(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? items : undefined
}

function verifyEcdsaWitness(
  witness: Uint8Array[],
  txid: Uint8Array,
  keyHashMatches: (keyHash: Uint8Array) => boolean,
): boolean {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false
  if (!keyHashMatches(hash160(publicKey)) || signature.at(-1) !== 0x01) return false
  const hash = sighashV0(txid, p2pkhScript(hash160(publicKey)))
  return secp256k1.verify(signature.subarray(0, -1), hash, publicKey, {
    prehash: false,
    format: 'der',
  })
}

/**
 * Verifies a BIP-322 "simple" signature (the serialized witness of `to_sign`) for P2WPKH,
 * P2SH-P2WPKH and P2TR key-path addresses. Other scripts (P2WSH multisig, script paths, time
 * locks) need a script interpreter and are refused (`false`), never guessed.
 */
export function verifyBip322Simple(
  message: string,
  witnessBytes: Uint8Array,
  output: BitcoinOutput,
): boolean {
  const witness = decodeWitness(witnessBytes)
  if (!witness) return false
  const txid = toSpendTxid(message, output.script)
  try {
    switch (output.type) {
      case 'p2wpkh':
        return verifyEcdsaWitness(witness, txid, (keyHash) => sameBytes(keyHash, output.hash))
      case 'p2sh':
        return verifyEcdsaWitness(witness, txid, (keyHash) =>
          sameBytes(hash160(concat(Uint8Array.of(0x00, 0x14), keyHash)), output.hash),
        )
      case 'p2tr': {
        const [signature] = witness
        if (witness.length !== 1 || !signature) return false
        if (signature.length !== 64 && !(signature.length === 65 && signature[64] === 0x01))
          return false
        const hashType = signature.length === 65 ? 0x01 : 0x00
        const hash = sighashTaproot(txid, output.script, hashType)
        return schnorr.verify(signature.subarray(0, 64), hash, output.program)
      }
      default:
        return false
    }
  } catch {
    return false
  }
}
