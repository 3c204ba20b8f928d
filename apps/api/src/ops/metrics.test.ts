import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfig } from '../config.js'
import { type ApiServer, createApiServer } from '../server.js'
import { openTestDatabase } from '../test/harness.js'

type Started = ApiServer & { url: string; metricsUrl?: string | undefined }

const TOKEN = 'metrics-token-0123456789abcdef'
// No chain: the routes called here read none, and no devnet is needed.
const base: ApiConfig = { chains: [], rateLimit: false, indexerPollMs: false }

// One PGlite database for the file's servers (migrations and table set-up are idempotent).
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined
beforeAll(async () => {
  database = await openTestDatabase('pglite', { migrated: true })
}, 60_000)
afterAll(async () => {
  await database?.dispose()
})

/** Starts a server on the file's database, closed after the file's tests. */
function useServer(config: ApiConfig): () => Started {
  let server: Started | undefined
  beforeAll(async () => {
    if (!database) throw new Error('the database has not opened')
    const created = await createApiServer(config, { db: database.db, log: () => undefined })
    const { url, metricsUrl } = await created.listen()
    server = Object.assign(created, { url, metricsUrl })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })
  return () => {
    if (!server) throw new Error('the server has not started')
    return server
  }
}

const plain = useServer(base)
const withToken = useServer({ ...base, metricsToken: TOKEN })
const withPort = useServer({ ...base, metricsPort: 0 })

describe('/metrics is not public by default', () => {
  it('answers 404 when neither metricsPort nor metricsToken is configured', async () => {
    const response = await fetch(`${plain().url}/metrics`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('portico_http_requests_total')
  })

  it('answers 401 without the bearer token, and with a wrong one', async () => {
    const none = await fetch(`${withToken().url}/metrics`)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    const wrong = await fetch(`${withToken().url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).not.toContain('portico_')
  })
})

describe('/metrics with the token', () => {
  const scrape = async () => {
    const response = await fetch(`${withToken().url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    return response.text()
  }

  it('counts a request under its route pattern, never its raw path', async () => {
    const image = await fetch(`${withToken().url}/getWalletImage/not-a-wallet-7f3a`)
    await image.arrayBuffer()
    const text = await scrape()
    expect(text).toMatch(
      new RegExp(
        `portico_http_requests_total\\{route="/getWalletImage/:id",method="GET",status="${image.status}"\\} 1`,
      ),
    )
    expect(text).toMatch(
      /portico_http_request_duration_seconds_count\{route="\/getWalletImage\/:id",method="GET",status="\d+"\} 1/,
    )
    expect(text).not.toContain('not-a-wallet-7f3a')
  })

  it('labels a cache hit answered in front of the router with the route that built it', async () => {
    for (let i = 0; i < 2; i++)
      await (await fetch(`${withToken().url}/getWallets?page=1&entries=5`)).arrayBuffer()
    const text = await scrape()
    expect(text).toContain(
      'portico_http_requests_total{route="/getWallets",method="GET",status="200"} 2',
    )
    expect(text).toMatch(/portico_cache_lookups_total\{cache="ready",result="hit"\} [1-9]/)
  })

  it('counts a login start by method (Sign in with X nonce), with no personal data', async () => {
    const before = await scrape()
    expect(before).not.toContain('portico_auth_logins_total{method="siwx",event="started"}')
    const nonce = await fetch(`${withToken().url}/v1/siwx/nonce`)
    expect(nonce.status).toBe(200)
    const after = await scrape()
    expect(after).toContain('portico_auth_logins_total{method="siwx",event="started"} 1')
  })

  it('keeps one registry per server: the other server counted none of these requests', async () => {
    const response = await fetch(`${withToken().url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    const mine = await response.text()
    expect(mine).toContain('route="/getWallets"')
    // The plain server answered only its two 404s on /metrics.
    expect(plain().metrics.registry).not.toBe(withToken().metrics.registry)
    const theirs = await plain().metrics.registry.metrics()
    expect(theirs).not.toContain('route="/getWallets"')
    expect(theirs).toContain(
      'portico_http_requests_total{route="/metrics",method="GET",status="404"} 1',
    )
  })
})

describe('/metrics on metricsPort', () => {
  it('serves the metrics on their own port only, and 404 on the main port', async () => {
    const { url, metricsUrl } = withPort()
    expect(metricsUrl).toBeDefined()
    expect(metricsUrl).not.toBe(url)
    expect((await fetch(`${url}/metrics`)).status).toBe(404)
    const response = await fetch(`${metricsUrl}/metrics`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(
      'portico_http_requests_total{route="/metrics",method="GET",status="404"} 1',
    )
    expect((await fetch(`${metricsUrl}/readyz`)).status).toBe(404)
  })
})
