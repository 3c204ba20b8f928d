import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import basic from '../../../../vectors/bitcoin/bip322/basic-test-vectors.json' with { type: 'json' }
import generated from '../../../../vectors/bitcoin/bip322/generated-test-vectors.json' with {
  type: 'json',
}
import compat from '../../../../vectors/bitcoin/wallet-compat.json' with { type: 'json' }
import { decodeBitcoinAddress } from './address.js'
import {
  Bip322UnsupportedFormatError,
  bip322MessageHash,
  bip322ToSpendTxid,
  verifyBip322Simple,
} from './bip322.js'

// The BIP-322 table: every vector of vectors/bitcoin (bitcoin/bips basic-test-vectors.json and
// generated-test-vectors.json, wallet-compat.json's unprefixed simple signatures), once.

const signatures = (list: typeof basic.simple) =>
  list.flatMap((v) => v.bip322_signatures.map((signature) => ({ ...v, signature })))
const simple = [...signatures(basic.simple), ...signatures(generated.simple)]
const fullAndProofOfFunds = [...generated.full, ...generated.proof_of_funds].flatMap((v) =>
  v.bip322_signatures.map((signature) => ({ ...v, signature })),
)
const errors = [...basic.error, ...generated.error]
const seen = { hashes: 0, simple: 0, unsupported: 0, errors: 0, unprefixed: 0 }

/** `false`, or the unsupported-format error: either way the signature is refused. */
function refused(address: string, message: string, signature: string): boolean {
  try {
    return !verifyBip322Simple(address, message, signature)
  } catch (error) {
    return error instanceof Bip322UnsupportedFormatError
  }
}

describe('tx_hashes: message hash and to_spend txid', () => {
  it.each(basic.tx_hashes)('"$message"', (v) => {
    const output = decodeBitcoinAddress(v.address)
    if (!output) throw new Error(v.address)
    expect(hex.encode(bip322MessageHash(v.message))).toBe(v.message_hash)
    expect(hex.encode(bip322ToSpendTxid(v.message, output.script).reverse())).toBe(
      v.to_spend_tx_hash,
    )
    seen.hashes++
  })
})

describe('simple signatures verify (P2WPKH, P2TR, P2WSH multisig)', () => {
  it.each(simple.map((v) => [`${v.type} ${JSON.stringify(v.message).slice(0, 24)}`, v] as const))(
    '%s',
    (_, v) => {
      expect(verifyBip322Simple(v.address, v.message, v.signature)).toBe(true)
      seen.simple++
    },
  )
})

describe('full and proof-of-funds signatures are refused with a clear error', () => {
  it.each(fullAndProofOfFunds.map((v) => [`${v.signature.slice(0, 3)} ${v.type}`, v] as const))(
    '%s',
    (_, v) => {
      expect(() => verifyBip322Simple(v.address, v.message, v.signature)).toThrow(
        /^BIP-322 (full|proof-of-funds) signatures are not supported: only simple signatures/,
      )
      seen.unsupported++
    },
  )
})

describe('error vectors are refused', () => {
  it.each(errors.map((v) => [v.description, v] as const))('%s', (_, v) => {
    expect(refused(v.address, v.message, v.signature)).toBe(true)
    seen.errors++
  })
})

describe('unprefixed simple signatures, as wallets send them (wallet-compat.json)', () => {
  it.each(compat.bip322SimpleUnprefixed.map((v, i) => [i, v] as const))('#%d', (_, v) => {
    expect(verifyBip322Simple(v.address, v.message, v.signature)).toBe(v.expected)
    seen.unprefixed++
  })
})

it('ran every vector once', () => {
  const total = {
    hashes: basic.tx_hashes.length,
    simple: simple.length,
    unsupported: fullAndProofOfFunds.length,
    errors: errors.length,
    unprefixed: compat.bip322SimpleUnprefixed.length,
  }
  console.log(`bip322 vectors passed: ${JSON.stringify(seen)} of ${JSON.stringify(total)}`)
  expect(seen).toEqual(total)
})
