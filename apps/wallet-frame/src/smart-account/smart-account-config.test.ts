import { describe, expect, it } from 'vitest'
import { frameContentSecurityPolicy, parseFrameConfig } from '../frame-config.js'

const factory = '0xCe199C01eEB491FB9D721FE20b3C4e50006Da85f'
const base = { apiUrl: 'http://127.0.0.1:8787/', allowedOrigins: ['http://127.0.0.1:5173'] }

describe("config.json's smartAccounts", () => {
  it('keeps the enabled networks and lets the frame reach their bundlers (connect-src)', () => {
    const config = parseFrameConfig({
      ...base,
      smartAccounts: {
        factory,
        networks: [
          { chainId: 31337, bundlerUrl: 'http://127.0.0.1:9001/', sponsored: true },
          { chainId: 31338, bundlerUrl: 'http://127.0.0.1:9002/' },
        ],
      },
    })
    expect(config.smartAccounts).toEqual({
      factory,
      networks: [
        { chainId: 31337, bundlerUrl: 'http://127.0.0.1:9001/', sponsored: true },
        { chainId: 31338, bundlerUrl: 'http://127.0.0.1:9002/' },
      ],
    })
    expect(frameContentSecurityPolicy(config)).toContain(
      "connect-src 'self' http://127.0.0.1:8787 http://127.0.0.1:9001 http://127.0.0.1:9002;",
    )
  })

  it('is optional: without it every account is the EOA and the CSP is unchanged', () => {
    const config = parseFrameConfig(base)
    expect(config.smartAccounts).toBeUndefined()
    expect(frameContentSecurityPolicy(config)).toContain(
      "connect-src 'self' http://127.0.0.1:8787;",
    )
  })

  it('refuses a malformed section (the frame does not start half-configured)', () => {
    const bad = (smartAccounts: unknown) => () => parseFrameConfig({ ...base, smartAccounts })
    expect(bad('yes')).toThrow('smartAccounts.must be an object')
    expect(bad({ factory: '0x12', networks: [] })).toThrow('factory must be an address')
    expect(bad({ factory, networks: [{ chainId: 0, bundlerUrl: 'http://b/' }] })).toThrow('chainId')
    expect(
      bad({ factory, networks: [{ chainId: 1, bundlerUrl: "http://b/ 'unsafe-eval'" }] }),
    ).toThrow('bundlerUrl')
    expect(bad({ factory, networks: [{ chainId: 1, bundlerUrl: 'javascript:1' }] })).toThrow(
      'bundlerUrl',
    )
  })
})
