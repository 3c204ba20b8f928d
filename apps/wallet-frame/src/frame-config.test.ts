import { describe, expect, it } from 'vitest'
import { frameContentSecurityPolicy, parseFrameConfig } from './frame-config.js'

describe('parseFrameConfig and the CSP', () => {
  it('accepts an API URL and the dapp origins, and builds a CSP with no third party or inline code', () => {
    const config = parseFrameConfig({
      apiUrl: 'http://127.0.0.1:8787/',
      allowedOrigins: ['http://127.0.0.1:5173'],
    })
    expect(frameContentSecurityPolicy(config)).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
        "connect-src 'self' http://127.0.0.1:8787; frame-ancestors http://127.0.0.1:5173; " +
        "base-uri 'none'; form-action 'none'; object-src 'none'",
    )
  })

  it('refuses a config without dapp origins, or with something else than origins', () => {
    const apiUrl = 'https://api.example'
    expect(() => parseFrameConfig({ apiUrl, allowedOrigins: [] })).toThrow('allowedOrigins')
    expect(() => parseFrameConfig({ apiUrl, allowedOrigins: ['*'] })).toThrow('allowedOrigins')
    expect(() =>
      parseFrameConfig({ apiUrl, allowedOrigins: ["https://a.example 'unsafe-inline'"] }),
    ).toThrow('allowedOrigins')
    expect(() =>
      parseFrameConfig({ apiUrl: 'javascript:1', allowedOrigins: ['https://a.example'] }),
    ).toThrow('apiUrl')
  })
})
