import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { verifyBip322Simple } from '@portico/verify/bip322'
import { base64, hex } from '@scure/base'
import { Address, NETWORK, OutScript, p2tr, p2wpkh, RawWitness, WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import basic from '../../../../vectors/bitcoin/bip322/basic-test-vectors.json' with { type: 'json' }
import generated from '../../../../vectors/bitcoin/bip322/generated-test-vectors.json' with {
  type: 'json',
}
import { bip322ToSign, signBip322Simple } from './bip322.js'
import { REGTEST } from './regtest-network.js'

interface SimpleVector {
  message: string
  private_keys: string[]
  address: string
  type: string
  bip322_signatures: string[]
}

// Our signer covers the single-key types a wallet's payment and ordinals addresses use.
const SIGNABLE = new Set(['p2wpkh', 'p2tr'])
const simple = (vectors: SimpleVector[]) => vectors.filter((v) => SIGNABLE.has(v.type))

/** Signs a vector with our signer, deriving the key's script the way a wallet would. */
function signVector(vector: SimpleVector): { signature: string; script: Uint8Array } {
  const [wif] = vector.private_keys
  if (!wif) throw new Error('vector without a key')
  const privateKey = WIF(NETWORK).decode(wif)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const payment =
    vector.type === 'p2tr'
      ? p2tr(publicKey.slice(1), undefined, NETWORK)
      : p2wpkh(publicKey, NETWORK)
  expect(payment.address).toBe(vector.address)
  const signature = signBip322Simple({
    privateKey,
    scriptPubKey: payment.script,
    message: vector.message,
    ...(vector.type === 'p2tr' ? { tapInternalKey: publicKey.slice(1) } : {}),
  })
  return { signature, script: payment.script }
}

/**
 * ECDSA (RFC 6979) is deterministic, so a P2WPKH signature must equal one of the vector's. A BIP-340
 * signature depends on the signer's auxiliary randomness: for P2TR, the vector's signature and ours
 * must both verify against the output key over the sighash our to_sign transaction gives.
 */
function checkVector(vector: SimpleVector) {
  const expected = vector.bip322_signatures.map((s) => s.replace(/^smp/, ''))
  const { signature, script } = signVector(vector)
  if (vector.type === 'p2wpkh') {
    expect(expected).toContain(signature)
    return
  }
  const sighash = bip322ToSign(script, vector.message).preimageWitnessV1(0, [script], 0, [0n])
  const outputKey = script.slice(2)
  for (const sig of [...expected, signature]) {
    const [schnorrSig] = RawWitness.decode(base64.decode(sig))
    expect(schnorrSig?.length).toBe(64)
    expect(schnorr.verify(schnorrSig as Uint8Array, sighash, outputKey)).toBe(true)
  }
  expect(verifyBip322Simple(vector.address, vector.message, signature)).toBe(true)
}

describe('BIP-322 vectors (bitcoin/bips basic-test-vectors.json)', () => {
  // The message hash and to_spend are @portico/verify's (its table checks them); to_sign is the signer's.
  it.each(basic.tx_hashes)('to_sign txid for "$message"', (vector) => {
    const script = OutScript.encode(Address(NETWORK).decode(vector.address))
    // The txid of the unsigned to_sign (btc-signer's `id` wants a finalized transaction).
    const txid = sha256(sha256(bip322ToSign(script, vector.message).unsignedTx)).reverse()
    expect(hex.encode(txid)).toBe(vector.to_sign_tx_hash)
  })

  // The vectors carry BIP-322 1.0's `smp` prefix; wallets (and we) emit the bare base64.
  it.each(simple(basic.simple))('simple $type signature for "$message"', checkVector)
})

describe('BIP-322 vectors (bitcoin/bips generated-test-vectors.json)', () => {
  it.each(simple(generated.simple))('simple $type signature for "$message"', checkVector)
})

describe('signBip322Simple on regtest keys, verified by @portico/verify', () => {
  const privateKey = secp256k1.utils.randomPrivateKey()
  const publicKey = secp256k1.getPublicKey(privateKey, true)

  it.each(['', 'Hello World', 'Sign in to Portico ✓'])('P2WPKH, message "%s"', (message) => {
    const payment = p2wpkh(publicKey, REGTEST)
    const signature = signBip322Simple({ privateKey, scriptPubKey: payment.script, message })
    expect(verifyBip322Simple(payment.address as string, message, signature)).toBe(true)
    expect(verifyBip322Simple(payment.address as string, `${message}!`, signature)).toBe(false)
  })

  it.each(['', 'Hello World', 'Sign in to Portico ✓'])('P2TR, message "%s"', (message) => {
    const taproot = p2tr(publicKey.slice(1), undefined, REGTEST)
    const signature = signBip322Simple({
      privateKey,
      scriptPubKey: taproot.script,
      message,
      tapInternalKey: publicKey.slice(1),
    })
    expect(verifyBip322Simple(taproot.address as string, message, signature)).toBe(true)
    expect(verifyBip322Simple(taproot.address as string, `${message}!`, signature)).toBe(false)
  })
})
