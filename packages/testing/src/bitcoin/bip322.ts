// Browser-safe BIP-322 "simple" signing for single-key P2WPKH and P2TR (key path) addresses.
// The signature is the base64 of the to_sign transaction's witness, without BIP-322 1.0's `smp`
// prefix: that is what Xverse, Unisat, Leather and bip322-js emit, and verifiers assume "simple".

import { bip322MessageHash, bip322ToSpendTxid } from '@portico/verify/bip322'
import { base64, hex } from '@scure/base'
import { RawWitness, Script, Transaction } from '@scure/btc-signer'

// The message hash and to_spend are BIP-322's, shared with the verifier (@portico/verify).
export { bip322MessageHash }

/** The unsigned to_sign transaction: spends to_spend:0, one OP_RETURN output of 0. */
export function bip322ToSign(
  scriptPubKey: Uint8Array,
  message: string | Uint8Array,
  tapInternalKey?: Uint8Array,
): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownInputs: true })
  tx.addInput({
    txid: hex.encode(bip322ToSpendTxid(message, scriptPubKey).reverse()),
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
