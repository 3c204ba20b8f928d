import { createPublicClient, http, type PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import { cleanTokenText } from '../clean-token-text.js'
import { readTokenMetadata } from './token-metadata.js'

describe('cleanTokenText', () => {
  it('drops control, bidi and zero-width characters, collapses spaces, caps in UTF-16 units', () => {
    expect(cleanTokenText('US\u202eDC\u0000', 32)).toBe('USDC')
    expect(cleanTokenText('  Good\u200b  Token\n', 32)).toBe('Good Token')
    expect(cleanTokenText('\u2066\u2069\u0007', 32)).toBeNull()
    // An astral character is 2 units and is not split.
    expect(cleanTokenText('ab\u{1F600}', 3)).toBe('ab')
  })
})

describe('readTokenMetadata', () => {
  it('rejects when the node is unreachable instead of keeping the token as unusable', async () => {
    const client = createPublicClient({
      transport: http('http://127.0.0.1:9', { retryCount: 0 }),
    }) as PublicClient
    await expect(
      readTokenMetadata(client, '0x0000000000000000000000000000000000000001', 'erc20'),
    ).rejects.toThrow()
  })
})
