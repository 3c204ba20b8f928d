import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import siws from '../../../../vectors/solana/siws.json' with { type: 'json' }
import { formatSiwxMessage } from '../message/format-message.js'
import { parseSiwxMessage } from '../message/parse-message.js'
import { createSolanaVerifier } from './solana-verifier.js'

const verifier = createSolanaVerifier()

// siws.json's signed cases run once, against @portico/verify/solana; its roundtrip cases are
// message-format vectors for our parser.
describe('solana siws.json', () => {
  it('roundtrip: 6/6 refused by our CAIP-122 parser (policy: wallet-standard SIWS allows messages without URI, Version, Nonce and Issued At, and multi-line statements; a sign-in the server verifies needs them)', () => {
    const entries = Object.values(siws.roundtrip)
    for (const { text } of entries) expect(() => parseSiwxMessage(text)).toThrow()
    expect(entries).toHaveLength(6)
  })
})

describe('the solana sign-in verifier', () => {
  const secretKey = new Uint8Array(32).fill(9)
  const address = base58.encode(ed25519.getPublicKey(secretKey))
  const text = formatSiwxMessage({
    namespace: 'solana',
    domain: 'example.com',
    address,
    statement: 'Sign in to Example — ünïcode is fine outside eip155',
    uri: 'https://example.com',
    version: '1',
    chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    nonce: 'n0nce1234',
    issuedAt: '2026-01-01T00:00:00Z',
  })
  const message = parseSiwxMessage(text)

  it('formats, parses back, and verifies a wallet signature', async () => {
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(text), secretKey))
    expect(formatSiwxMessage(message)).toBe(text)
    expect(await verifier.verify({ text, message, signature })).toBe(true)
    expect(await verifier.verify({ text: `${text} `, message, signature })).toBe(false)
    expect(await verifier.verify({ text, message, signature: 'not-base58-0OIl' })).toBe(false)
  })
})
