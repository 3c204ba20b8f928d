import { expect, it } from 'vitest'
import { SwapsNetworkNotSupportedError } from '../errors/app-kit-errors.js'
import { mainnet, sepolia } from '../networks/evm-networks.js'
import { swapNetworkIds } from '../networks/network-constants.js'
import { assertSwapNetwork, swapsOffered } from './swap-networks.js'

const on = { swaps: true } as Parameters<typeof swapsOffered>[0]['features']
const off = { swaps: false } as Parameters<typeof swapsOffered>[0]['features']

it('offers swaps on the 12 swap networks of SPEC §9 with the feature on, nowhere else', () => {
  expect(swapNetworkIds).toHaveLength(12)
  expect(swapsOffered({ features: on, activeNetwork: mainnet })).toBe(true)
  expect(swapsOffered({ features: off, activeNetwork: mainnet })).toBe(false)
  expect(swapsOffered({ features: on, activeNetwork: sepolia })).toBe(false)
  expect(swapsOffered({ features: on, activeNetwork: undefined })).toBe(false)
})

it('an app names its own swap networks (a self-hosted API with pools of its own)', () => {
  expect(swapsOffered({ features: on, activeNetwork: sepolia }, ['eip155:11155111'])).toBe(true)
  expect(() => assertSwapNetwork('eip155:11155111')).toThrow(SwapsNetworkNotSupportedError)
  expect(() => assertSwapNetwork('eip155:11155111')).toThrow('Network not supported for Swaps')
  expect(() => assertSwapNetwork('eip155:11155111', ['eip155:11155111'])).not.toThrow()
})
