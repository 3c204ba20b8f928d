import { describe, expect, it } from 'vitest'
import * as Caip2 from '../caip/caip2.js'
import { solanaLocalnet } from './solana-localnet.js'

// A real 32-byte hash in base58 (44 characters).
const genesisHash = 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC'

describe('solanaLocalnet', () => {
  it('derives the CAIP-2 id from the first 32 characters of the genesis hash', () => {
    const local = solanaLocalnet({ genesisHash, rpcUrl: 'http://127.0.0.1:8899/' })
    expect(local.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`)
    expect(Caip2.validate(local.caipNetworkId, { checkReference: true })).toBe(true)
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:8899'])
    expect(local.rpcUrls.default.webSocket).toBeUndefined()
    expect(local.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(local.testnet).toBe(true)
  })

  it('says it is simulated unless named otherwise, and keeps the WebSocket URL', () => {
    const local = solanaLocalnet({
      genesisHash,
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
    })
    expect(local.name).toBe('Solana Local (simulated)')
    expect(local.rpcUrls.default.webSocket).toEqual(['ws://127.0.0.1:8900'])
    expect(solanaLocalnet({ genesisHash, rpcUrl: 'http://x', name: 'Validator' }).name).toBe(
      'Validator',
    )
  })

  it('refuses a genesis hash that is not 32 bytes of base58, and URLs of the wrong kind', () => {
    expect(() => solanaLocalnet({ genesisHash: 'not-a-hash', rpcUrl: 'http://x' })).toThrow(
      'genesisHash',
    )
    expect(() => solanaLocalnet({ genesisHash: '1111', rpcUrl: 'http://x' })).toThrow('genesisHash')
    expect(() => solanaLocalnet({ genesisHash, rpcUrl: 'ws://x' })).toThrow('rpcUrl')
    expect(() => solanaLocalnet({ genesisHash, rpcUrl: 'http://x', wsUrl: 'http://x' })).toThrow(
      'wsUrl',
    )
  })
})
