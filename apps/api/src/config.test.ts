import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'
import { createApiServer } from './server.js'

describe('loadConfig (start from env)', () => {
  it('reads RPC URLs with fallbacks, database, port, prices, spam and CORS', () => {
    const { config, port, host } = loadConfig({
      PORT: '9000',
      RPC_URLS: '31337=http://127.0.0.1:8545|http://127.0.0.1:8546,31338=http://127.0.0.1:8547',
      DATABASE_URL: 'postgres://db/portico',
      PRICES: 'ETH=2500,USDC=1',
      SPAM_CONTRACTS: 'eip155:31337:0xabc',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    })
    expect({ port, host }).toEqual({ port: 9000, host: '127.0.0.1' })
    expect(config.chains).toEqual([
      { chainId: 31337, rpcUrls: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] },
      { chainId: 31338, rpcUrls: ['http://127.0.0.1:8547'] },
    ])
    expect(config.databaseUrl).toBe('postgres://db/portico')
    expect(config.prices).toEqual({ ETH: 2500, USDC: 1 })
    expect(config.spamContracts).toEqual(['eip155:31337:0xabc'])
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example'])
  })
  it('rejects a malformed RPC_URLS entry', () => {
    expect(() => loadConfig({ RPC_URLS: 'abc' })).toThrow('Invalid RPC_URLS entry abc')
  })

  it('reads a config file, and refuses a malformed one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-api-config-'))
    const good = join(dir, 'good.json')
    writeFileSync(
      good,
      JSON.stringify({
        port: 9100,
        chains: [{ chainId: 5, rpcUrls: ['http://127.0.0.1:1'] }],
        prices: { ETH: 1 },
      }),
    )
    const { config, port } = loadConfig({ PORTICO_API_CONFIG: good })
    expect(port).toBe(9100)
    expect(config.chains).toEqual([{ chainId: 5, rpcUrls: ['http://127.0.0.1:1'] }])
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify({ chains: [{ chainId: '5', rpcUrls: [] }] }))
    expect(() => loadConfig({ PORTICO_API_CONFIG: bad })).toThrow(/^Invalid config file/)
  })

  it('keeps the sign-in limits of a config file (siwx.rateLimit), and refuses a malformed one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-api-config-'))
    const file = (name: string, siwx: unknown) => {
      const path = join(dir, name)
      writeFileSync(path, JSON.stringify({ siwx }))
      return path
    }
    const limits = { nonce: { burst: 5, perSecond: 1 }, verify: { burst: 2, perSecond: 0.5 } }
    expect(
      loadConfig({ PORTICO_API_CONFIG: file('limits.json', { rateLimit: limits }) }).config.siwx,
    ).toEqual({ rateLimit: limits })
    expect(
      loadConfig({ PORTICO_API_CONFIG: file('off.json', { rateLimit: false }) }).config.siwx,
    ).toEqual({ rateLimit: false })
    expect(() =>
      loadConfig({
        PORTICO_API_CONFIG: file('bad.json', { rateLimit: { nonce: { burst: 0, perSecond: 1 } } }),
      }),
    ).toThrow(/^Invalid config file/)
  })

  it('reads PROJECTS, and refuses a malformed entry, a bad origin or an id listed twice', () => {
    const { config } = loadConfig({
      PROJECTS: 'app=https://app.example.org|http://127.0.0.1:5173, server-only=',
    })
    expect(config.projects).toEqual([
      { id: 'app', allowedOrigins: ['https://app.example.org', 'http://127.0.0.1:5173'] },
      { id: 'server-only', allowedOrigins: [] },
    ])
    expect(() => loadConfig({ PROJECTS: 'a=https://a.example=x' })).toThrow(
      'Invalid PROJECTS entry a=https://a.example=x',
    )
    expect(() => loadConfig({ PROJECTS: 'a=https://a.example/path' })).toThrow(
      'Invalid PROJECTS: Invalid origin: expected scheme://host[:port] without a path',
    )
    expect(() => loadConfig({ PROJECTS: 'a=https://a.example,a=https://b.example' })).toThrow(
      'Invalid PROJECTS: Invalid projects: an id is listed twice',
    )
  })

  it('refuses to start in production without projects', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://api.example.org' }
    expect(() => loadConfig(production)).toThrow(
      'projects are required in production (set PROJECTS, e.g. PROJECTS=my-app=https://app.example.org)',
    )
    expect(
      loadConfig({ ...production, PROJECTS: 'p1=https://app.example.org' }).config,
    ).toMatchObject({
      production: true,
      projects: [{ id: 'p1', allowedOrigins: ['https://app.example.org'] }],
    })
  })

  it('refuses auth without publicUrl: sign-in links would follow the Host header', () => {
    expect(() => loadConfig({ AUTH_SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      'publicUrl is required with auth: sign-in links are built on it (set PUBLIC_URL)',
    )
    expect(
      loadConfig({ AUTH_SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://api.example.org' })
        .config.auth,
    ).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525' })
  })

  it('createApiServer refuses auth without publicUrl too, before opening a database', async () => {
    await expect(
      createApiServer({ chains: [], auth: { smtpUrl: 'smtp://127.0.0.1:2525' } }),
    ).rejects.toThrow('publicUrl is required with auth')
  })
})
