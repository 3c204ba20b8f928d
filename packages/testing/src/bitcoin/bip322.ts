// Browser-safe BIP-322 "simple" signing for single-key P2WPKH and P2TR (key path) addresses.
// The signature is the base64 of the to_sign transaction's witness, without BIP-322 1.0's `smp`
// prefix: that is what Xverse, Unisat, Leather and bip322-js emit, and verifiers assume "simple".
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { RawWitness, Script, Transaction } from '@scure/btc-signer'

const TAG = sha256(utf8ToBytes('BIP0322-signed-message'))

/** BIP-322's tagged hash of the message: sha256(sha256(tag) || sha256(tag) || message). */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? utf8ToBytes(message) : message
  return sha256(concatBytes(TAG, TAG, bytes))
}

function u32le(value: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, value, true)
  return out
}

function varBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.length >= 0xfd) throw new RangeError('script too long for this encoder')
  return concatBytes(Uint8Array.of(bytes.length), bytes)
}

/** The serialized to_spend transaction (version 0, one input spending nothing, one 0-value output). */
export function bip322ToSpend(scriptPubKey: Uint8Array, message: string | Uint8Array): Uint8Array {
  const scriptSig = Script.encode(['OP_0', bip322MessageHash(message)])
  return concatBytes(
    u32le(0), // version
    Uint8Array.of(1), // one input
    new Uint8Array(32), // prevout hash: zero
    u32le(0xffffffff), // prevout index
    varBytes(scriptSig),
    u32le(0), // sequence
    Uint8Array.of(1), // one output
    new Uint8Array(8), // value 0
    varBytes(scriptPubKey),
    u32le(0), // locktime
  )
}

/** Display-order txid of a non-witness serialization. */
export function txidOf(raw: Uint8Array): string {
  return bytesToHex(sha256(sha256(raw)).reverse())
}

/** The unsigned to_sign transaction: spends to_spend:0, one OP_RETURN output of 0. */
export function bip322ToSign(
  scriptPubKey: Uint8Array,
  message: string | Uint8Array,
  tapInternalKey?: Uint8Array,
): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownInputs: true })
  tx.addInput({
    txid: txidOf(bip322ToSpend(scriptPubKey, message)),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: scriptPubKey, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

export interface Bip322SignInput {
  privateKey: Uint8Array
  /** The address's output script: P2WPKH (`0014…`) or P2TR (`5120…`). */
  scriptPubKey: Uint8Array
  message: string | Uint8Array
  /** P2TR only: the untweaked x-only key (the address commits to its BIP-86 tweak). */
  tapInternalKey?: Uint8Array
  /** P2TR only: BIP-340 auxiliary randomness (default 32 zero bytes, so signatures are reproducible). */
  auxRand?: Uint8Array
}

/** The BIP-322 simple signature's witness items. */
export function signBip322Witness(input: Bip322SignInput): Uint8Array[] {
  const tx = bip322ToSign(input.scriptPubKey, input.message, input.tapInternalKey)
  tx.signIdx(input.privateKey, 0, undefined, input.auxRand ?? new Uint8Array(32))
  tx.finalizeIdx(0)
  const witness = tx.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322 signing produced no witness')
  return witness
}

/** BIP-322 simple signature, base64 of the serialized witness (unprefixed, as wallets emit it). */
export function signBip322Simple(input: Bip322SignInput): string {
  return base64.encode(RawWitness.encode(signBip322Witness(input)))
}
