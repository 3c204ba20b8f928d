import { describe, expect, it } from 'vitest'
import { InvalidExampleConfigError, readExampleConfig } from './example-config'

describe('readExampleConfig', () => {
  it('defaults: anvil on 8545 behind apps/api on 8787, no relay', () => {
    expect(readExampleConfig({})).toEqual({
      projectId: 'portico-nextjs-example',
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
      upstreamApiUrl: 'http://127.0.0.1:8787',
      publicApiUrl: undefined,
      relayUrl: undefined,
    })
  })

  it('reads chains in apps/api RPC_URLS form, and a public API replaces the route handler', () => {
    const config = readExampleConfig({
      PORTICO_RPC_URLS: '31337=http://127.0.0.1:9545, 31338=http://127.0.0.1:9546/',
      PORTICO_PUBLIC_API_URL: 'https://api.example.com/',
      PORTICO_RELAY_URL: 'ws://127.0.0.1:4000',
    })
    expect(config.chains).toEqual([
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:9545' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:9546' },
    ])
    expect(config.publicApiUrl).toBe('https://api.example.com')
    expect(config.upstreamApiUrl).toBeUndefined()
    expect(config.relayUrl).toBe('ws://127.0.0.1:4000')
  })

  it.each([
    [{ PORTICO_RPC_URLS: 'x=http://a' }, 'Invalid PORTICO_RPC_URLS entry: x=http://a'],
    [{ PORTICO_RPC_URLS: '1=javascript:alert(1)' }, 'PORTICO_RPC_URLS must use http: or https:'],
    [{ PORTICO_RPC_URLS: ' , ' }, 'PORTICO_RPC_URLS names no chain'],
    [{ PORTICO_API_URL: 'not a url' }, 'PORTICO_API_URL is not a URL: not a url'],
    [{ PORTICO_RELAY_URL: 'http://relay' }, 'PORTICO_RELAY_URL must use ws: or wss:'],
  ])('refuses %j', (env, message) => {
    expect(() => readExampleConfig(env)).toThrow(InvalidExampleConfigError)
    expect(() => readExampleConfig(env)).toThrow(message)
  })
})
