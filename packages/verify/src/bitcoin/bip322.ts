import { equalBytes } from '@noble/curves/abstract/utils.js'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { type BitcoinOutput, decodeBitcoinAddress } from './address.js'
import {
  hash160,
  messageBytes,
  p2pkhScript,
  p2wpkhProgram,
  sha256d,
  u32,
  withLength,
} from './bytes.js'

/** BIP-340 tagged hash: `sha256(sha256(tag) ‖ sha256(tag) ‖ parts)`. */
export function taggedHash(tag: string, ...parts: Uint8Array[]): Uint8Array {
  const tagHash = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(tagHash, tagHash, ...parts))
}

/**
 * BIP-322's `message_hash`: the tagged hash "BIP0322-signed-message" of the message (a string as
 * UTF-8). Signers and verifiers share it.
 *
 * @example
 * bip322MessageHash('') // c90c269c…19f1
 */
export const bip322MessageHash = (message: string | Uint8Array): Uint8Array =>
  taggedHash('BIP0322-signed-message', messageBytes(message))

const ZERO_AMOUNT = new Uint8Array(8)

/**
 * The txid (internal byte order; reverse it for display) of BIP-322's virtual `to_spend`:
 * version 0, one input spending 0000…:0xFFFFFFFF with scriptSig `OP_0 PUSH32 message_hash`
 * (sequence 0), one 0-value output paying `scriptPubKey`, locktime 0.
 */
export function bip322ToSpendTxid(
  message: string | Uint8Array,
  scriptPubKey: Uint8Array,
): Uint8Array {
  const scriptSig = concatBytes(Uint8Array.of(0x00, 0x20), bip322MessageHash(message))
  return sha256d(
    concatBytes(
      u32(0),
      Uint8Array.of(1),
      new Uint8Array(32),
      u32(0xffffffff),
      withLength(scriptSig),
      u32(0),
      Uint8Array.of(1),
      ZERO_AMOUNT,
      withLength(scriptPubKey),
      u32(0),
    ),
  )
}

// `to_sign` (simple): version 0, one input (to_spend:0, sequence 0), one 0-value OP_RETURN output, locktime 0.
const TO_SIGN_OUTPUTS = concatBytes(ZERO_AMOUNT, withLength(Uint8Array.of(0x6a)))
const outpoint = (txid: Uint8Array) => concatBytes(txid, u32(0))

/** BIP-143 (segwit v0) sighash of `to_sign`'s input, SIGHASH_ALL. */
function sighashV0(txid: Uint8Array, scriptCode: Uint8Array): Uint8Array {
  return sha256d(
    concatBytes(
      u32(0),
      sha256d(outpoint(txid)),
      sha256d(u32(0)),
      outpoint(txid),
      withLength(scriptCode),
      ZERO_AMOUNT,
      u32(0),
      sha256d(TO_SIGN_OUTPUTS),
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
    sha256(TO_SIGN_OUTPUTS),
    Uint8Array.of(0x00),
    u32(0),
  )
}

/** Reads a consensus-encoded witness stack; `undefined` unless the bytes are exactly one. */
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
      return value >= 0xfd ? value : undefined
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

/**
 * One ECDSA witness signature: strict DER, low S, SIGHASH_ALL (BIP-322's required rules), by a
 * compressed key (segwit policy), over the BIP-143 digest of `scriptCode`.
 */
function ecdsaValid(digest: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (publicKey.length !== 33 || signature.length < 9 || signature.at(-1) !== 0x01) return false
  try {
    return secp256k1.verify(signature.subarray(0, -1), digest, publicKey, {
      prehash: false,
      format: 'der',
      lowS: true,
    })
  } catch {
    return false
  }
}

/** P2WPKH (and P2SH-P2WPKH): `[signature, key]`, the key hashing to `keyHash`. */
function verifyKeyHashWitness(witness: Uint8Array[], txid: Uint8Array, keyHash: Uint8Array) {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey) return false
  if (!equalBytes(hash160(publicKey), keyHash)) return false
  return ecdsaValid(sighashV0(txid, p2pkhScript(keyHash)), signature, publicKey)
}

/** `OP_m <33-byte key>… OP_n OP_CHECKMULTISIG`, or `undefined` for any other script. */
function bareMultisig(script: Uint8Array): { m: number; keys: Uint8Array[] } | undefined {
  const opM = script[0]
  const opN = script.at(-2)
  if (opM === undefined || opN === undefined || script.at(-1) !== 0xae) return undefined
  const m = opM - 0x50
  const n = opN - 0x50
  if (m < 1 || n < m || n > 16 || script.length !== 3 + 34 * n) return undefined
  const keys: Uint8Array[] = []
  for (let i = 0; i < n; i++) {
    const at = 1 + 34 * i
    if (script[at] !== 0x21) return undefined
    keys.push(script.subarray(at + 1, at + 34))
  }
  return { m, keys }
}

/**
 * P2WSH whose witness script is a bare m-of-n CHECKMULTISIG: `[<empty>, sig…, script]`, each
 * signature matching a later key than the one before (CHECKMULTISIG's order), the dummy item
 * empty (NULLDUMMY). Any other witness script is one this verifier cannot interpret: BIP-322's
 * "inconclusive", answered `false`.
 */
function verifyMultisigWitness(witness: Uint8Array[], txid: Uint8Array, program: Uint8Array) {
  const script = witness.at(-1)
  if (!script || !equalBytes(sha256(script), program)) return false
  const multisig = bareMultisig(script)
  const [dummy, ...signatures] = witness.slice(0, -1)
  if (!multisig || dummy?.length !== 0 || signatures.length !== multisig.m) return false
  const digest = sighashV0(txid, script)
  let k = 0
  for (const signature of signatures) {
    while (
      k < multisig.keys.length &&
      !ecdsaValid(digest, signature, multisig.keys[k] as Uint8Array)
    )
      k++
    if (k === multisig.keys.length) return false
    k++
  }
  return true
}

/** P2TR key path: one 64-byte signature (SIGHASH_DEFAULT) or 65 bytes ending in SIGHASH_ALL. */
function verifyTaprootWitness(witness: Uint8Array[], txid: Uint8Array, output: BitcoinOutput) {
  const [signature] = witness
  if (witness.length !== 1 || !signature || !('program' in output)) return false
  if (signature.length !== 64 && !(signature.length === 65 && signature[64] === 0x01)) return false
  const digest = sighashTaproot(txid, output.script, signature.length === 65 ? 0x01 : 0x00)
  try {
    return schnorr.verify(signature.subarray(0, 64), digest, output.program)
  } catch {
    return false
  }
}

/** The BIP-322 formats this verifier refuses, with the prefix BIP-322 1.0 gives them. */
export type Bip322UnsupportedFormat = 'full' | 'proof-of-funds'

/**
 * A BIP-322 "full" (`ful…`) or "proof of funds" (`pof…`) signature was given: only "simple"
 * signatures are verified (a full one needs a script interpreter, proof of funds the UTXO set).
 */
export class Bip322UnsupportedFormatError extends Error {
  override name = 'Bip322UnsupportedFormatError'
  readonly format: Bip322UnsupportedFormat
  constructor(format: Bip322UnsupportedFormat) {
    super(
      `BIP-322 ${format} signatures are not supported: only simple signatures ("smp" prefix or none) are verified. Ask the wallet for a simple signature.`,
    )
    this.format = format
  }
}

/**
 * The witness stack of a BIP-322 simple signature. BIP-322 1.0 prefixes encoded signatures with
 * `smp` (simple), `ful` (full) or `pof` (proof of funds); wallets in the field send the unprefixed
 * base64 of the earlier text, which the BIP lets a verifier read as simple. Throws
 * {@link Bip322UnsupportedFormatError} for `ful` / `pof`; `undefined` when malformed.
 */
export function parseBip322Simple(signature: string): Uint8Array[] | undefined {
  if (signature.startsWith('ful')) throw new Bip322UnsupportedFormatError('full')
  if (signature.startsWith('pof')) throw new Bip322UnsupportedFormatError('proof-of-funds')
  try {
    return decodeWitness(
      base64.decode(signature.startsWith('smp') ? signature.slice(3) : signature),
    )
  } catch {
    return undefined
  }
}

/**
 * Verifies a BIP-322 "simple" signature (base64 witness stack, `smp`-prefixed or not) of `message`
 * by a Bitcoin `address` (mainnet, testnet, signet, regtest): P2WPKH, P2SH-P2WPKH, P2TR key path,
 * and P2WSH bare m-of-n multisig. BIP-322 defines simple signatures for every segwit script; what
 * this verifier cannot interpret (other witness scripts, script paths, witness versions above 1)
 * is BIP-322's "inconclusive" and answers `false`, as do malformed signatures and P2PKH addresses
 * (they sign BIP-137). Throws {@link Bip322UnsupportedFormatError} for full and proof-of-funds
 * signatures.
 *
 * @example
 * verifyBip322Simple('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'Hello World', 'AkcwRAIg…') // true
 */
export function verifyBip322Simple(address: string, message: string, signature: string): boolean {
  const witness = parseBip322Simple(signature)
  const output = decodeBitcoinAddress(address)
  if (!witness || witness.length === 0 || !output) return false
  const txid = bip322ToSpendTxid(message, output.script)
  switch (output.type) {
    case 'p2wpkh':
      return verifyKeyHashWitness(witness, txid, output.hash)
    case 'p2sh': {
      // P2SH-P2WPKH: the scriptSig (the redeem script) follows from the witness key, as wallets
      // and the BIP's "P2SH-wrapped" segwit addresses have it.
      const key = witness[1]
      if (!key) return false
      const keyHash = hash160(key)
      return (
        equalBytes(hash160(p2wpkhProgram(keyHash)), output.hash) &&
        verifyKeyHashWitness(witness, txid, keyHash)
      )
    }
    case 'p2wsh':
      return verifyMultisigWitness(witness, txid, output.program)
    case 'p2tr':
      return verifyTaprootWitness(witness, txid, output)
    default:
      return false
  }
}
