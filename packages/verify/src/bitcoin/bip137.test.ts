import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64, bech32, hex } from '@scure/base'
import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import fixtures from '../../../../vectors/bitcoin/bitcoinjs-message/fixtures.json' with {
  type: 'json',
}
import compat from '../../../../vectors/bitcoin/wallet-compat.json' with { type: 'json' }
import { bip137MessageHash, parseBip137Signature, verifyBip137 } from './bip137.js'

// The BIP-137 table: every Bitcoin vector of vectors/bitcoin (bitcoinjs-message fixtures.json,
// wallet-compat.json's legacy signatures), once. The fixtures' Dogecoin rows use another magic
// text: they are not Bitcoin signatures and are left out.

const bitcoinOnly = <T extends { network?: string }>(list: T[]) =>
  list.filter((v) => (v.network ?? 'bitcoin') === 'bitcoin')
const seen = { magicHash: 0, header: 0, valid: 0, invalid: 0, walletCompat: 0 }

describe('magic hash (valid.magicHash)', () => {
  it.each(bitcoinOnly(fixtures.valid.magicHash))('"$message"', (v) => {
    expect(hex.encode(bip137MessageHash(v.message))).toBe(v.magicHash)
    seen.magicHash++
  })
})

describe('header byte (valid.signature, invalid.signature)', () => {
  it.each(fixtures.valid.signature)('recovery $recovery, compressed $compressed', (v) => {
    const parsed = parseBip137Signature(hex.decode(v.hex))
    expect(parsed?.recovery).toBe(v.recovery)
    expect(parsed?.compressed).toBe(v.compressed)
    expect(hex.encode(parsed?.signature ?? new Uint8Array())).toBe(v.signature)
    seen.header++
  })
  it.each(fixtures.invalid.signature)('$exception', (v) => {
    expect(parseBip137Signature(hex.decode(v.hex))).toBeUndefined()
    seen.header++
  })
})

// Rows with their compressed and segwit variants (the Dogecoin ones have none).
const full = <T extends { compressed?: unknown; segwit?: unknown }>(
  v: T,
): v is T & { compressed: NonNullable<T['compressed']>; segwit: NonNullable<T['segwit']> } =>
  v.compressed !== undefined && v.segwit !== undefined
const verifyRows = bitcoinOnly(fixtures.valid.verify)
  .filter(full)
  .flatMap((v) => [
    { address: v.address, signature: v.signature, message: v.message },
    { ...v.compressed, message: v.message },
    { ...v.segwit.P2SH_P2WPKH, message: v.message },
    { ...v.segwit.P2WPKH, message: v.message },
  ])
// valid.sign gives the key; its four addresses are derived here.
const signRows = bitcoinOnly(fixtures.valid.sign)
  .filter(full)
  .flatMap((v) => {
    const secret = hex.decode(BigInt(v.d).toString(16).padStart(64, '0'))
    const key = secp256k1.getPublicKey(secret, true)
    return [
      { address: p2pkh(secp256k1.getPublicKey(secret, false)).address, signature: v.signature },
      { address: p2pkh(key).address, signature: v.compressed.signature },
      { address: p2sh(p2wpkh(key)).address, signature: v.segwit.P2SH_P2WPKH.signature },
      { address: p2wpkh(key).address, signature: v.segwit.P2WPKH.signature },
    ].map((row) => ({ ...row, address: String(row.address), message: v.message }))
  })

describe('signatures verify (valid.verify, valid.sign)', () => {
  it.each([...verifyRows, ...signRows])('$address', (v) => {
    expect(verifyBip137(v.address, v.message, v.signature)).toBe(true)
    seen.valid++
  })
})

describe('invalid.verify is refused', () => {
  it.each(fixtures.invalid.verify)('$description', (v) => {
    expect(verifyBip137(v.address, v.message, v.signature)).toBe(false)
    seen.invalid++
  })
})

// `expected: "policy"` rows, decided here so that a change of policy is a visible test change:
// a compressed key owning a P2WPKH or P2SH-P2WPKH address verifies whatever header family it
// names (Electrum and hardware wallets sign segwit addresses with P2PKH headers); Taproot is refused.
const policy: Record<string, boolean> = {
  'bip137-header32-hello-p2wpkh': true,
  'bip137-header32-hello-p2sh': true,
  'bip137-for-p2tr': false,
}

describe('legacy signatures wallets send (wallet-compat.json legacyBip137)', () => {
  it.each(compat.legacyBip137)('$id', (v) => {
    const expected = typeof v.expected === 'boolean' ? v.expected : policy[v.id]
    expect(expected).toBeTypeOf('boolean')
    expect(verifyBip137(v.address, v.message, v.signature)).toBe(expected)
    seen.walletCompat++
  })
})

it('refuses an uncompressed key for a P2WPKH address (segwit keys are compressed), whatever its hash', () => {
  const secret = new Uint8Array(32).fill(5)
  const uncompressed = secp256k1.getPublicKey(secret, false)
  const address = p2wpkh(secp256k1.getPublicKey(secret, true)).address as string
  // The 20-byte program of the uncompressed key: no wallet can spend it, so no message may prove it.
  const program = bech32.encode('bc', [0, ...bech32.toWords(ripemd160(sha256(uncompressed)))])
  const recovered = secp256k1.sign(bip137MessageHash('hi'), secret)
  const header = (kind: number) =>
    base64.encode(Uint8Array.of(kind + recovered.recovery, ...recovered.toCompactRawBytes()))
  expect(verifyBip137(address, 'hi', header(31))).toBe(true)
  expect(verifyBip137(program, 'hi', header(27))).toBe(false)
})

it('ran every vector once', () => {
  const total = {
    magicHash: bitcoinOnly(fixtures.valid.magicHash).length,
    header: fixtures.valid.signature.length + fixtures.invalid.signature.length,
    valid: verifyRows.length + signRows.length,
    invalid: fixtures.invalid.verify.length,
    walletCompat: compat.legacyBip137.length,
  }
  console.log(`bip137 vectors passed: ${JSON.stringify(seen)} of ${JSON.stringify(total)}`)
  expect(seen).toEqual(total)
})
