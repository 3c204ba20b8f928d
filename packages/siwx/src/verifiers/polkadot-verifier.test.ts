import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { parseSiwxMessage } from '../message/parse-message.js'
import { createPolkadotVerifier } from './polkadot-verifier.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

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
