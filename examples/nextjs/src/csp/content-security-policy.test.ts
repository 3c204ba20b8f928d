import { describe, expect, it } from 'vitest'
import { readExampleConfig } from '../config/example-config'
import { contentSecurityPolicy, createNonce } from './content-security-policy'

const config = readExampleConfig({
  PORTICO_RPC_URLS: '31337=http://127.0.0.1:8545,10=https://rpc.example.org/key',
  PORTICO_RELAY_URL: 'wss://relay.example.org',
})

describe('contentSecurityPolicy', () => {
  it('is the strict policy: self, the nonce for scripts, only the RPC and relay origins to connect', () => {
    expect(contentSecurityPolicy({ nonce: 'abc=', config, development: false })).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc='",
        "style-src 'self' 'nonce-abc='",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self' http://127.0.0.1:8545 ws://127.0.0.1:8545 https://rpc.example.org wss://rpc.example.org wss://relay.example.org",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
  })

  it("adds 'unsafe-eval' only in development, and a public data API to connect and images", () => {
    expect(contentSecurityPolicy({ nonce: 'n', config, development: true })).toContain(
      "script-src 'self' 'nonce-n' 'unsafe-eval';",
    )
    const withApi = readExampleConfig({ PORTICO_PUBLIC_API_URL: 'https://api.example.com/v' })
    const policy = contentSecurityPolicy({ nonce: 'n', config: withApi, development: false })
    expect(policy).toContain("img-src 'self' data: https://api.example.com;")
    expect(policy).toContain("connect-src 'self' https://api.example.com ")
    expect(policy).not.toContain('unsafe')
  })
})

describe('createNonce', () => {
  it('is 128 random bits in base64, new each time', () => {
    const nonce = createNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(createNonce()).not.toBe(nonce)
  })
})
