import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import basic from '../vectors/bitcoin/basic-test-vectors.json' with { type: 'json' }
import generated from '../vectors/bitcoin/generated-test-vectors.json' with { type: 'json' }
import walletCompat from '../vectors/bitcoin/wallet-compat.json' with { type: 'json' }
import { bip322MessageHash, toSpendTxid } from './bip122/bip322.js'
import { decodeBitcoinAddress } from './bip122/bitcoin-script.js'
import { createBip122Verifier } from './bip122-verifier.js'
import { countPassing, verifyText } from './verifier.test-helper.js'

const verifier = createBip122Verifier()
const SUPPORTED = new Set(['p2wpkh', 'p2tr', 'p2sh-p2wpkh'])
const verify = (address: string, text: string, signature: string) =>
  verifyText(verifier, { address, text, signature })

describe('BIP-322 official vectors', () => {
  it('basic-test-vectors.json tx_hashes: 3/3 message hashes and to_spend txids', () => {
    for (const vector of basic.tx_hashes) {
      expect(hex.encode(bip322MessageHash(vector.message))).toBe(vector.message_hash)
      const output = decodeBitcoinAddress(vector.address)
      if (!output) throw new Error(vector.address)
      const txid = toSpendTxid(vector.message, output.script)
      expect(hex.encode(txid.slice().reverse())).toBe(vector.to_spend_tx_hash)
    }
  })

  it('basic-test-vectors.json simple: 3/4 verify (p2wpkh ×2 signatures each, p2tr); the p2wsh 3-of-3 multisig needs a script interpreter and is refused', async () => {
    const result = await countPassing(basic.simple, async (vector) => {
      const outcomes = await Promise.all(
        vector.bip322_signatures.map((s) => verify(vector.address, vector.message, s)),
      )
      return outcomes.every((ok) => ok === SUPPORTED.has(vector.type)) && SUPPORTED.has(vector.type)
    })
    expect({ passed: result.passed, total: result.total }).toEqual({ passed: 3, total: 4 })
    expect(result.failed.map((v) => v.type)).toEqual(['p2wsh-multisig-3of3'])
  })

  it('basic-test-vectors.json error: 8/8 refused', async () => {
    const result = await countPassing(
      basic.error,
      async (vector) => !(await verify(vector.address, vector.message, vector.signature)),
    )
    expect(result).toMatchObject({ passed: 8, total: 8 })
  })

  it('generated-test-vectors.json simple: 2/4 verify (p2wpkh, p2tr); p2wsh multisig refused', async () => {
    const result = await countPassing(generated.simple, async (vector) => {
      const ok = await verify(vector.address, vector.message, vector.bip322_signatures[0] as string)
      return ok
    })
    expect({ passed: result.passed, total: result.total }).toEqual({ passed: 2, total: 4 })
    expect(result.failed.map((v) => v.type)).toEqual(['p2wsh-multisig-2of2', 'p2wsh-multisig-3of3'])
  })

  it('generated-test-vectors.json full (10) and proof_of_funds (3): refused, "ful"/"pof" are not supported', async () => {
    for (const vector of [...generated.full, ...generated.proof_of_funds])
      for (const signature of vector.bip322_signatures)
        expect(await verify(vector.address, vector.message, signature)).toBe(false)
  })

  it('generated-test-vectors.json error: 28/28 refused', async () => {
    const result = await countPassing(
      generated.error,
      async (vector) => !(await verify(vector.address, vector.message, vector.signature)),
    )
    expect(result).toMatchObject({ passed: 28, total: 28 })
  })
})

describe('what wallets emit today (wallet-compat.json)', () => {
  it('bip322SimpleUnprefixed: 7/7 as expected (unprefixed simple signatures verify)', async () => {
    const result = await countPassing(
      walletCompat.bip322SimpleUnprefixed,
      async (vector) =>
        (await verify(vector.address, vector.message, vector.signature)) === vector.expected,
    )
    expect(result).toMatchObject({ passed: 7, total: 7 })
  })

  it('legacyBip137: 7/7 (policy: a compressed key owning a P2WPKH or P2SH-P2WPKH address verifies whatever its header; BIP-137 for a P2TR address is refused)', async () => {
    const policy: Record<string, boolean> = {
      'bip137-header32-hello-p2wpkh': true,
      'bip137-header32-hello-p2sh': true,
      'bip137-for-p2tr': false,
    }
    const result = await countPassing(walletCompat.legacyBip137, async (vector) => {
      const expected = vector.expected === 'policy' ? policy[vector.id] : vector.expected
      return (await verify(vector.address, vector.message, vector.signature)) === expected
    })
    expect(result).toMatchObject({ passed: 7, total: 7 })
  })
})
