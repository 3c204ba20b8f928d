import { describe, expect, it } from 'vitest'
import { mainnet } from './evm-networks.js'
import { rpcEndpointOf } from './rpc-endpoint.js'
import { solana } from './solana-networks.js'

describe('rpcEndpointOf (SPEC §7 Blockchain RPC)', () => {
  it('builds /v1/?chainId=&projectId= on the data API, keeping its path', () => {
    expect(rpcEndpointOf('https://api.example.org', 'p1')?.(mainnet)).toBe(
      'https://api.example.org/v1/?chainId=eip155%3A1&projectId=p1',
    )
    expect(rpcEndpointOf('https://example.org/data/', 'p 2')?.(mainnet)).toBe(
      'https://example.org/data/v1/?chainId=eip155%3A1&projectId=p+2',
    )
  })

  it('gives nothing without an http(s) apiUrl, and nothing for non-EVM networks', () => {
    expect(rpcEndpointOf(undefined, 'p1')).toBeUndefined()
    expect(rpcEndpointOf('javascript:alert(1)', 'p1')).toBeUndefined()
    expect(rpcEndpointOf('not a url', 'p1')).toBeUndefined()
    expect(rpcEndpointOf('https://api.example.org', 'p1')?.(solana)).toBeUndefined()
  })
})
