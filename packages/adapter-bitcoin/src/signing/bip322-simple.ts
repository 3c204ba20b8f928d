import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { OutScript, RawTx, RawWitness, Transaction } from '@scure/btc-signer'
import { decodeAddress } from './address-script.js'
import { bip322MessageHash } from './message-hash.js'

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01
const OP_RETURN = Uint8Array.of(0x6a)

/**
 * The witness stack of a BIP-322 "simple" signature. BIP-322 1.0.0 prefixes encoded signatures
 * with `smp` (simple), `ful` (full) or `pof` (proof of funds); wallets in the field send the
 * unprefixed base64 of the pre-2026 text, which the BIP lets a verifier read as simple. `ful` and
 * `pof` are refused: the kit asks wallets for simple signatures only.
 */
export function parseSimpleSignature(signature: string): Uint8Array[] | undefined {
  if (/^(ful|pof)/.test(signature)) return undefined
  const encoded = signature.startsWith('smp') ? signature.slice(3) : signature
  try {
    return RawWitness.decode(base64.decode(encoded))
  } catch {
    return undefined
  }
}

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const reverse = (bytes: Uint8Array) => Uint8Array.from(bytes).reverse()
const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/** The virtual `to_spend` transaction's txid (display order, hex). */
export function toSpendTxid(messageChallenge: Uint8Array, message: string): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        // OP_0 PUSH32 message_hash
        finalScriptSig: Uint8Array.of(0x00, 0x20, ...bip322MessageHash(message)),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: messageChallenge }],
    witnesses: [],
    lockTime: 0,
  })
  return bytesToHex(reverse(sha256(sha256(raw))))
}

/** The virtual `to_sign` transaction spending `to_spend` to OP_RETURN, without its witness. */
function toSign(messageChallenge: Uint8Array, message: string): Transaction {
  const tx = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    disableScriptCheck: true,
  })
  tx.addInput({
    txid: toSpendTxid(messageChallenge, message),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: messageChallenge, amount: 0n },
  })
  tx.addOutput({ script: OP_RETURN, amount: 0n })
  return tx
}

/** An ECDSA witness signature (DER + SIGHASH_ALL) over the BIP-143 digest of `scriptCode`. */
function ecdsaValid(tx: Transaction, scriptCode: Uint8Array, sig: Uint8Array, pub: Uint8Array) {
  if (sig.length < 9 || sig[sig.length - 1] !== SIGHASH_ALL) return false
  // Segwit v0 policy: compressed keys only.
  if (pub.length !== 33) return false
  const digest = tx.preimageWitnessV0(0, scriptCode, SIGHASH_ALL, 0n)
  try {
    return secp256k1.verify(sig.subarray(0, -1), digest, pub, { prehash: false, format: 'der' })
  } catch {
    return false
  }
}

function verifyP2wpkh(tx: Transaction, hash: Uint8Array, witness: Uint8Array[]): boolean {
  const [sig, pub] = witness
  if (witness.length !== 2 || !sig || !pub || !equalBytes(hash160(pub), hash)) return false
  const scriptCode = OutScript.encode({ type: 'pkh', hash })
  return ecdsaValid(tx, scriptCode, sig, pub)
}

/** P2SH-P2WPKH: the same witness as P2WPKH; the scriptSig (the redeem script) follows from the key. */
function verifyP2shP2wpkh(tx: Transaction, hash: Uint8Array, witness: Uint8Array[]): boolean {
  const pub = witness[1]
  if (!pub) return false
  const keyHash = hash160(pub)
  const redeemScript = Uint8Array.of(0x00, 0x14, ...keyHash)
  return equalBytes(hash160(redeemScript), hash) && verifyP2wpkh(tx, keyHash, witness)
}

function verifyP2trKeyPath(
  tx: Transaction,
  pubkey: Uint8Array,
  challenge: Uint8Array,
  witness: Uint8Array[],
) {
  const [sig] = witness
  // One element: a key-path spend without annex (script paths are not "simple" single-key proofs).
  if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false
  const hashType = sig.length === 65 ? sig[64] : SIGHASH_DEFAULT
  if (hashType !== SIGHASH_DEFAULT && hashType !== SIGHASH_ALL) return false
  if (sig.length === 65 && hashType === SIGHASH_DEFAULT) return false
  const digest = tx.preimageWitnessV1(0, [challenge], hashType as number, [0n])
  try {
    return schnorr.verify(sig.subarray(0, 64), digest, pubkey)
  } catch {
    return false
  }
}

function decodeScript(script: Uint8Array) {
  try {
    return OutScript.decode(script)
  } catch {
    return undefined
  }
}

/** P2WSH with a bare `m-of-n CHECKMULTISIG` witness script: CHECKMULTISIG's in-order matching. */
function verifyP2wshMultisig(tx: Transaction, hash: Uint8Array, witness: Uint8Array[]): boolean {
  const script = witness[witness.length - 1]
  if (!script || !equalBytes(sha256(script), hash)) return false
  const decoded = decodeScript(script)
  if (decoded?.type !== 'ms') return false
  const [dummy, ...sigs] = witness.slice(0, -1)
  // NULLDUMMY: CHECKMULTISIG's extra stack item must be empty.
  if (dummy?.length !== 0 || sigs.length !== decoded.m) return false
  return matchedInOrder(tx, script, sigs, decoded.pubkeys)
}

/** CHECKMULTISIG: every signature matches a later key than the previous one, in order. */
function matchedInOrder(
  tx: Transaction,
  script: Uint8Array,
  sigs: Uint8Array[],
  pubkeys: readonly Uint8Array[],
) {
  let k = 0
  for (const sig of sigs) {
    while (k < pubkeys.length && !ecdsaValid(tx, script, sig, pubkeys[k] as Uint8Array)) k++
    if (k === pubkeys.length) return false
    k++
  }
  return true
}

/**
 * Verifies a BIP-322 "simple" signature (prefixed `smp` or unprefixed) for P2WPKH, P2TR (key
 * path), P2WSH bare multisig and P2SH-P2WPKH (its scriptSig follows from the witness key, as
 * wallets and bip322-js treat it) addresses of any network. `false` for anything else, including
 * malformed signatures, P2PKH addresses (they sign BIP-137) and `ful` / `pof` signatures.
 *
 * @example
 * verifyBip322Simple('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'Hello World', 'AkcwRAIg…') // true
 */
export function verifyBip322Simple(address: string, message: string, signature: string): boolean {
  const witness = parseSimpleSignature(signature)
  const decoded = decodeAddress(address)
  if (!witness || witness.length === 0 || !decoded) return false
  const challenge = OutScript.encode(decoded)
  const tx = toSign(challenge, message)
  switch (decoded.type) {
    case 'wpkh':
      return verifyP2wpkh(tx, decoded.hash, witness)
    case 'tr':
      return verifyP2trKeyPath(tx, decoded.pubkey, challenge, witness)
    case 'wsh':
      return verifyP2wshMultisig(tx, decoded.hash, witness)
    case 'sh':
      return verifyP2shP2wpkh(tx, decoded.hash, witness)
    default:
      return false
  }
}
