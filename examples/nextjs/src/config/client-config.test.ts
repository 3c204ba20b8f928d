import { describe, expect, it } from 'vitest'
import { clientConfigFor, requestOrigin } from './client-config'
import { readExampleConfig } from './example-config'

describe('requestOrigin', () => {
  it('is http unless the proxy says https, and must be a bare host', () => {
    expect(requestOrigin('127.0.0.1:3000', null)).toBe('http://127.0.0.1:3000')
    expect(requestOrigin('app.example.com', 'https')).toBe('https://app.example.com')
    expect(() => requestOrigin('evil.example/path', null)).toThrow('Invalid Host')
    expect(() => requestOrigin('a b', null)).toThrow()
  })
})

describe('clientConfigFor', () => {
  it("points the kit at this app's /api/portico unless a public data API is set", () => {
    const origin = 'http://127.0.0.1:3000'
    expect(clientConfigFor(readExampleConfig({}), origin).apiUrl).toBe(`${origin}/api/portico`)
    const direct = readExampleConfig({ PORTICO_PUBLIC_API_URL: 'https://api.example.com' })
    expect(clientConfigFor(direct, origin).apiUrl).toBe('https://api.example.com')
  })
})
