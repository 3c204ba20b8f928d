import { describe, expect, it } from 'vitest'
import { mainnet, optimism, polygon } from '../networks/evm-networks.js'
import { isRequestedNetwork, shouldOpenUnsupportedChain } from './unsupported-chain.js'

describe('UnsupportedChain (SPEC §2, §5)', () => {
  it('opens when the active network is not among the requested networks and switching is enabled', () => {
    expect(
      shouldOpenUnsupportedChain({
        activeCaipNetworkId: polygon.caipNetworkId,
        requested: [mainnet, optimism],
        networkSwitchEnabled: true,
      }),
    ).toBe(true)
  })
  it('does not open for a requested network', () => {
    expect(
      shouldOpenUnsupportedChain({
        activeCaipNetworkId: optimism.caipNetworkId,
        requested: [mainnet, optimism],
        networkSwitchEnabled: true,
      }),
    ).toBe(false)
  })
  it('does not open when network switching is disabled', () => {
    expect(
      shouldOpenUnsupportedChain({
        activeCaipNetworkId: polygon.caipNetworkId,
        requested: [mainnet],
        networkSwitchEnabled: false,
      }),
    ).toBe(false)
  })
  it('chain support: an empty requested list means all are supported', () => {
    expect(isRequestedNetwork('eip155:137', [])).toBe(true)
    expect(
      shouldOpenUnsupportedChain({
        activeCaipNetworkId: polygon.caipNetworkId,
        requested: [],
        networkSwitchEnabled: true,
      }),
    ).toBe(false)
  })
})
