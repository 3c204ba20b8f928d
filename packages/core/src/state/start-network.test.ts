import { describe, expect, it } from 'vitest'
import { mainnet, optimism, polygon } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { startNetwork } from './start-network.js'

describe('startNetwork', () => {
  const networks = [mainnet, optimism] as [typeof mainnet, typeof optimism]
  it('the stored network wins when still requested', () => {
    expect(startNetwork({ networks, defaultNetwork: mainnet }, { networkId: 'eip155:10' })).toBe(
      optimism,
    )
  })
  it('a stored id no longer requested falls back to defaultNetwork', () => {
    expect(startNetwork({ networks, defaultNetwork: optimism }, { networkId: 'eip155:137' })).toBe(
      optimism,
    )
  })
  it('a defaultNetwork that is not requested is ignored: the first network', () => {
    expect(startNetwork({ networks, defaultNetwork: polygon }, {})).toBe(mainnet)
  })
  it('a stored id no longer requested: the stored active family before defaultNetwork', () => {
    const twoFamilies = [mainnet, optimism, solana] as const
    const stored = { networkId: 'solana:unrequested', namespace: 'solana' } as const
    expect(startNetwork({ networks: [...twoFamilies], defaultNetwork: optimism }, stored)).toBe(
      solana,
    )
    // A stored family the app no longer requests is ignored too.
    expect(
      startNetwork({ networks, defaultNetwork: optimism }, { ...stored, networkId: undefined }),
    ).toBe(optimism)
  })
  it('nothing stored, no default: the first network', () => {
    expect(startNetwork({ networks }, {})).toBe(mainnet)
  })
})
