import { describe, expect, it } from 'vitest'
import { mainnet, optimism, polygon } from '../networks/evm-networks.js'
import { startNetwork } from './start-network.js'

describe('startNetwork', () => {
  const networks = [mainnet, optimism] as [typeof mainnet, typeof optimism]
  it('the stored network wins when still requested', () => {
    expect(startNetwork({ networks, defaultNetwork: mainnet }, 'eip155:10')).toBe(optimism)
  })
  it('a stored id no longer requested falls back to defaultNetwork', () => {
    expect(startNetwork({ networks, defaultNetwork: optimism }, 'eip155:137')).toBe(optimism)
  })
  it('a defaultNetwork that is not requested is ignored: the first network', () => {
    expect(startNetwork({ networks, defaultNetwork: polygon }, undefined)).toBe(mainnet)
  })
  it('nothing stored, no default: the first network', () => {
    expect(startNetwork({ networks }, undefined)).toBe(mainnet)
  })
})
