import { describe, expect, it } from 'vitest'
import { randomToken } from './random-token.js'
import { sha256Hex } from './token-hash.js'

describe('tokens', () => {
  it('are letters and digits of the asked length (valid EIP-4361 nonces), and differ', () => {
    const tokens = Array.from({ length: 50 }, () => randomToken(24))
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(new Set(tokens).size).toBe(50)
  })

  it('are stored as their SHA-256', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })
})
