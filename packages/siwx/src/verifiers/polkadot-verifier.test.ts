import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { parseSiwxMessage } from '../message/parse-message.js'
import vectors from '../vectors/polkadot/signatures.json' with { type: 'json' }
import { createPolkadotVerifier, verifyPolkadotBytes } from './polkadot-verifier.js'
import { countPassing } from './verifier.test-helper.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('polkadot signatures.json', () => {
  it('10/10 as expected (policy: the exact bytes only — a wrapped signature does not verify the bare text, nor the reverse)', async () => {
    const policy: Record<string, boolean> = {
      'sr25519-wrapped-sig-plain-msg': false,
      'sr25519-plain-sig-wrapped-msg': false,
    }
    const result = await countPassing(vectors.cases, async (vector) => {
      const bytes = vector.wrapped ? u8aWrapBytes(utf8(vector.message)) : utf8(vector.message)
      const expected = vector.expected === 'policy' ? policy[vector.id] : vector.expected === true
      return verifyPolkadotBytes(bytes, vector.signature, vector.address) === expected
    })
    expect(result.failed).toEqual([])
    expect(result).toMatchObject({ passed: 10, total: 10 })
  })
})

describe('the polkadot sign-in verifier', () => {
  const pair = sr25519PairFromSeed(new Uint8Array(32).fill(7))
  const address = encodeAddress(pair.publicKey, 0)
  const text = formatSiwxMessage({
    namespace: 'polkadot',
    domain: 'example.com',
    address,
    uri: 'https://example.com',
    version: '1',
    chainId: '91b171bb158e2d3848fa23a9f1c25182',
    nonce: 'n0nce1234',
    issuedAt: '2026-01-01T00:00:00Z',
  })
  const message = parseSiwxMessage(text)
  const verifier = createPolkadotVerifier()

  it('accepts an sr25519 signature over <Bytes>text</Bytes> (what extensions sign)', async () => {
    const signature = u8aToHex(sr25519Sign(u8aWrapBytes(utf8(text)), pair))
    expect(await verifier.verify({ text, message, signature })).toBe(true)
  })

  it('refuses a signature over the bare text, a tampered one and a non-hex one', async () => {
    const bare = u8aToHex(sr25519Sign(utf8(text), pair))
    expect(await verifier.verify({ text, message, signature: bare })).toBe(false)
    const good = u8aToHex(sr25519Sign(u8aWrapBytes(utf8(text)), pair))
    const tampered = `${good.slice(0, -2)}${good.endsWith('00') ? '01' : '00'}`
    expect(await verifier.verify({ text, message, signature: tampered })).toBe(false)
    expect(await verifier.verify({ text, message, signature: 'zz' })).toBe(false)
  })
})
