import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import basic from '../vectors/bip322/basic-test-vectors.json' with { type: 'json' }
import generated from '../vectors/bip322/generated-test-vectors.json' with { type: 'json' }
import compat from '../vectors/wallet-compat.json' with { type: 'json' }
import { toSpendTxid, verifyBip322Simple } from './bip322-simple.js'
import { bip322MessageHash } from './message-hash.js'

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')

const simple = [...basic.simple, ...generated.simple].flatMap((v) =>
  v.bip322_signatures.map((signature) => ({ ...v, signature })),
)
const errors = [...basic.error, ...generated.error]
const report = { valid: 0, refused: 0, unprefixed: 0 }

describe('BIP-322 message hash and to_spend (basic-test-vectors tx_hashes)', () => {
  it.each(basic.tx_hashes)('$message', (v) => {
    expect(hex(bip322MessageHash(v.message))).toBe(v.message_hash)
  })
})

describe('BIP-322 simple: valid vectors (P2WPKH, P2TR, P2WSH multisig)', () => {
  it.each(simple.map((v) => [`${v.type} ${JSON.stringify(v.message).slice(0, 30)}`, v] as const))(
    '%s',
    (_, v) => {
      expect(verifyBip322Simple(v.address, v.message, v.signature)).toBe(true)
      report.valid++
    },
  )
})

describe('BIP-322 error vectors are refused', () => {
  it.each(errors.map((v) => [v.description, v] as const))('%s', (_, v) => {
    expect(verifyBip322Simple(v.address, v.message, v.signature)).toBe(false)
    report.refused++
  })
})

describe('unprefixed simple signatures, as wallets send them (wallet-compat.json)', () => {
  it.each(compat.bip322SimpleUnprefixed.map((v, i) => [i, v] as const))('#%d', (_, v) => {
    expect(verifyBip322Simple(v.address, v.message, v.signature)).toBe(v.expected)
    report.unprefixed++
  })

  it('agrees with bip322-js on every unprefixed vector', () => {
    for (const v of compat.bip322SimpleUnprefixed) {
      let theirs: boolean
      try {
        theirs = Verifier.verifySignature(v.address, v.message, v.signature)
      } catch {
        theirs = false
      }
      expect(verifyBip322Simple(v.address, v.message, v.signature)).toBe(theirs)
    }
  })
})

it('reports the vector pass counts', () => {
  console.log(
    `bip322 vectors: simple valid ${report.valid}/${simple.length}, errors refused ${report.refused}/${errors.length}, unprefixed ${report.unprefixed}/${compat.bip322SimpleUnprefixed.length}`,
  )
  expect(hex(new Uint8Array())).toBe('')
  expect(toSpendTxid(new Uint8Array([0x00, 0x14, ...new Uint8Array(20)]), '')).toMatch(
    /^[0-9a-f]{64}$/,
  )
})
