import { describe, expect, it } from 'vitest'
import type { LabConfig } from '../lab-config.js'
import { labConnectOrigins, labContentSecurityPolicy } from './lab-csp.js'

const config = {
  apiUrl: 'http://127.0.0.1:8787',
  relayUrl: 'ws://127.0.0.1:9000',
  chains: [
    { chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:8546/' },
  ],
  families: [],
} as unknown as LabConfig

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ')
      return [name, values]
    }),
  )
}

describe('the lab Content-Security-Policy', () => {
  it('scripts and styles from self only; images from self, data: and the data API; no frames', () => {
    const policy = directives(labContentSecurityPolicy(config))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'http://127.0.0.1:8787'])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(labContentSecurityPolicy(config)).not.toMatch(/unsafe-(eval|inline)/)
  })

  it('connects only to the data API, the chain RPCs and the relay (origins, once each)', () => {
    expect(labConnectOrigins(config)).toEqual([
      'http://127.0.0.1:8787',
      'ws://127.0.0.1:9000',
      'http://127.0.0.1:8545',
      'http://127.0.0.1:8546',
    ])
    expect(directives(labContentSecurityPolicy(config)).get('connect-src')).toEqual([
      "'self'",
      ...labConnectOrigins(config),
    ])
  })

  it('adds the other families’ endpoints, and WebAssembly (never eval) only with Polkadot', () => {
    const all = {
      ...config,
      families: ['solana', 'bip122', 'polkadot'],
      solana: { rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' },
      bitcoin: { esploraUrl: 'http://127.0.0.1:3002/api' },
      polkadot: { wsUrl: 'ws://127.0.0.1:9944' },
    } as unknown as LabConfig
    const policy = directives(labContentSecurityPolicy(all))
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:8899',
        'ws://127.0.0.1:8900',
        'http://127.0.0.1:3002',
        'ws://127.0.0.1:9944',
      ]),
    )
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"])
  })

  it('a nonce (watch mode) and a wallet frame origin when given', () => {
    const policy = directives(
      labContentSecurityPolicy(config, { nonce: 'abc', frameOrigin: 'http://127.0.0.1:7000' }),
    )
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'"])
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc'"])
    expect(policy.get('frame-src')).toEqual(['http://127.0.0.1:7000'])
  })

  it("frames only the stack's wallet frame origin when it runs one", () => {
    const policy = directives(
      labContentSecurityPolicy({ ...config, walletFrameUrl: 'http://127.0.0.1:7100/' }),
    )
    expect(policy.get('frame-src')).toEqual(['http://127.0.0.1:7100'])
  })
})
