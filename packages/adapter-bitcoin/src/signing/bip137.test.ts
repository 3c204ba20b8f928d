import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import fixtures from '../vectors/bitcoinjs-message/fixtures.json' with { type: 'json' }
import compat from '../vectors/wallet-compat.json' with { type: 'json' }
import { parseCompactSignature, verifyBip137 } from './bip137.js'
import { bip137MessageHash } from './message-hash.js'

// bitcoinjs-message fixtures are for Bitcoin and Dogecoin; only Bitcoin's magic prefix is ours.
const bitcoinOnly = <T extends { network?: string }>(list: T[]) =>
  list.filter((v) => (v.network ?? 'bitcoin') === 'bitcoin')
const report = { passed: 0, total: 0 }
const count = () => {
  report.passed++
}

describe('BIP-137 magic hash (bitcoinjs-message valid.magicHash)', () => {
  const cases = bitcoinOnly(fixtures.valid.magicHash)
  report.total += cases.length
  it.each(cases)('$message', (v) => {
    expect(bytesToHex(bip137MessageHash(v.message))).toBe(v.magicHash)
    count()
  })
})

describe('compact signature header (valid.signature, invalid.signature)', () => {
  report.total += fixtures.valid.signature.length + fixtures.invalid.signature.length
  it.each(fixtures.valid.signature)('recovery $recovery compressed $compressed', (v) => {
    const parsed = parseCompactSignature(hexToBytes(v.hex))
    expect(parsed?.recovery).toBe(v.recovery)
    expect(parsed?.compressed).toBe(v.compressed)
    expect(bytesToHex(parsed?.signature ?? new Uint8Array())).toBe(v.signature)
    count()
  })
  it.each(fixtures.invalid.signature)('$exception', (v) => {
    expect(parseCompactSignature(hexToBytes(v.hex))).toBeUndefined()
    count()
  })
})

describe('verify (valid.verify, valid.sign, invalid.verify)', () => {
  // Entries with compressed and segwit variants (the Dogecoin ones have none).
  const full = <T extends { compressed?: unknown; segwit?: unknown }>(
    v: T,
  ): v is T & { compressed: NonNullable<T['compressed']>; segwit: NonNullable<T['segwit']> } =>
    v.compressed !== undefined && v.segwit !== undefined
  const valid = bitcoinOnly(fixtures.valid.verify)
    .filter(full)
    .flatMap((v) => [
      { address: v.address, signature: v.signature, message: v.message },
      { ...v.compressed, message: v.message },
      { ...v.segwit.P2SH_P2WPKH, message: v.message },
      { ...v.segwit.P2WPKH, message: v.message },
    ])
  // valid.sign: the key is given; its addresses are derived here.
  const signed = bitcoinOnly(fixtures.valid.sign)
    .filter(full)
    .flatMap((v) => {
      const priv = hexToBytes(BigInt(v.d).toString(16).padStart(64, '0'))
      const full = secp256k1.getPublicKey(priv, false)
      const pub = secp256k1.getPublicKey(priv, true)
      return [
        { address: p2pkh(full).address, signature: v.signature, message: v.message },
        { address: p2pkh(pub).address, signature: v.compressed.signature, message: v.message },
        {
          address: p2sh(p2wpkh(pub)).address,
          signature: v.segwit.P2SH_P2WPKH.signature,
          message: v.message,
        },
        { address: p2wpkh(pub).address, signature: v.segwit.P2WPKH.signature, message: v.message },
      ]
    })
  report.total += valid.length + signed.length + fixtures.invalid.verify.length
  it.each([...valid, ...signed])('$address accepts its signature', (v) => {
    expect(verifyBip137(String(v.address), v.message, v.signature)).toBe(true)
    count()
  })
  it.each(fixtures.invalid.verify)('$description', (v) => {
    expect(verifyBip137(v.address, v.message, v.signature)).toBe(false)
    count()
  })
})

// wallet-compat legacyBip137: `expected: "policy"` rows are decided by our policy (loose header
// family, Taproot refused), written out here so a change of policy is a visible test change.
const policy: Record<string, boolean> = {
  'bip137-header32-hello-p2wpkh': true,
  'bip137-header32-hello-p2sh': true,
  'bip137-for-p2tr': false,
}

describe('legacy signatures wallets send (wallet-compat.json legacyBip137)', () => {
  report.total += compat.legacyBip137.length
  it.each(compat.legacyBip137)('$id', (v) => {
    const expected = typeof v.expected === 'boolean' ? v.expected : policy[v.id]
    expect(expected).toBeTypeOf('boolean')
    expect(verifyBip137(v.address, v.message, v.signature)).toBe(expected)
    count()
  })

  it('agrees with bip322-js except where our policy is stricter (P2TR)', () => {
    for (const v of compat.legacyBip137) {
      let theirs: boolean
      try {
        theirs = Verifier.verifySignature(v.address, v.message, v.signature)
      } catch {
        theirs = false
      }
      const ours = verifyBip137(v.address, v.message, v.signature)
      if (v.id === 'bip137-for-p2tr') expect([theirs, ours]).toEqual([true, false])
      else expect(ours).toBe(theirs)
    }
  })
})

it('reports the vector pass counts', () => {
  console.log(`bip137 vectors: ${report.passed}/${report.total}`)
  expect(report.passed).toBe(report.total)
})
