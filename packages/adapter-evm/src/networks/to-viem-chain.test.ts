import type { Network } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { isEvmNetwork, toViemChain } from './to-viem-chain.js'

const network = (
  id: number | string,
  chainNamespace: Network['chainNamespace'] = 'eip155',
): Network => ({
  id,
  caipNetworkId: `${chainNamespace}:${id}`,
  chainNamespace,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } },
})

describe('toViemChain', () => {
  it('keeps id, name, currency, RPC URLs and explorers', () => {
    const chain = toViemChain(network(31337))
    expect(chain).toMatchObject({
      id: 31337,
      name: 'Chain 31337',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      blockExplorers: { default: { url: 'https://scan.example' } },
    })
    expect(chain.contracts).toBeUndefined()
  })

  it('gives mainnet the ENS universal resolver so name lookups work there', () => {
    expect(toViemChain(network(1)).contracts?.ensUniversalResolver?.address).toMatch(/^0x/)
  })

  it('accepts eip155 networks with numeric ids only', () => {
    expect(isEvmNetwork(network(10))).toBe(true)
    expect(isEvmNetwork(network('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'))).toBe(false)
    expect(isEvmNetwork(network('abc'))).toBe(false)
  })
})
