import { describe, expect, it } from 'vitest'
import { polkadotLocal } from './polkadot-local.js'
import { kusamaAssetHub, polkadotAssetHub, westendAssetHub } from './polkadot-networks.js'

const genesisHash = '0xFE5B0A2E1B1C4D1A86E0C9A2A6F3D2D0A0B9C8D7E6F5A4B3C2D1E0F9A8B7C6D5'

describe('polkadotLocal', () => {
  it('takes its CAIP-2 id from the genesis hash and says it is simulated', () => {
    const local = polkadotLocal({
      genesisHash,
      wsUrl: 'ws://127.0.0.1:9944',
      ss58Prefix: 2,
      decimals: 12,
      symbol: 'ROC',
    })
    expect(local.caipNetworkId).toBe('polkadot:fe5b0a2e1b1c4d1a86e0c9a2a6f3d2d0')
    expect(local.name).toBe('Polkadot Local (simulated)')
    expect(local.ss58Prefix).toBe(2)
    expect(local.nativeCurrency).toEqual({ name: 'ROC', symbol: 'ROC', decimals: 12 })
    expect(local.rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:9944'],
      webSocket: ['ws://127.0.0.1:9944'],
    })
  })

  it('refuses a short genesis hash, a non-ws URL and an out-of-range prefix', () => {
    const base = { wsUrl: 'ws://127.0.0.1:1', ss58Prefix: 42, decimals: 12, symbol: 'UNIT' }
    expect(() => polkadotLocal({ ...base, genesisHash: '0x1234' })).toThrow('genesisHash')
    expect(() => polkadotLocal({ ...base, genesisHash, wsUrl: 'http://x' })).toThrow('wsUrl')
    expect(() => polkadotLocal({ ...base, genesisHash, ss58Prefix: 20000 })).toThrow('ss58Prefix')
  })
})

describe('Asset Hubs', () => {
  it('carry their relay token and their own genesis-hash reference', () => {
    expect(polkadotAssetHub.caipNetworkId).toBe('polkadot:68d56f15f85d3136970ec16946040bc1')
    expect(kusamaAssetHub.nativeCurrency.symbol).toBe('KSM')
    expect(westendAssetHub.testnet).toBe(true)
  })
})
