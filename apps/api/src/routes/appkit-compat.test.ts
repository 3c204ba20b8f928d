import { describe, expect, it } from 'vitest'
import { describeEachBackend } from '../test/harness.js'
import { useTestServer } from '../test/suite-hooks.js'
import { appKitAllowedOrigins } from './appkit-compat.js'

// The project paths an AppKit app calls on its API host at start, answered in the shapes
// @reown/appkit-controllers 1.8.24 reads (ApiController, ConfigUtil); no chain needed.
describeEachBackend('AppKit project paths on $name', ({ name }) => {
  const server = useTestServer(name, () => ({
    chains: [],
    rateLimit: false,
    indexerPollMs: false,
    retentionIntervalMs: false,
    corsOrigins: ['https://app.example.org'],
  }))
  const query = '?projectId=p1&st=appkit&sv=react-wagmi-1.8.24'
  const get = async (path: string) => {
    const response = await fetch(`${server().url}${path}${query}`)
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('answers /appkit/v1/config: Activity on, the features served only by Reown off', async () => {
    const { status, body } = await get('/appkit/v1/config')
    expect(status).toBe(200)
    const features = (body as { features: { id: string; isEnabled: boolean; config: unknown }[] })
      .features
    const byId = Object.fromEntries(features.map((feature) => [feature.id, feature]))
    expect(byId.activity).toEqual({ id: 'activity', isEnabled: true, config: [] })
    for (const id of ['social_login', 'swap', 'onramp', 'reown_authentication', 'payments'])
      expect(byId[id]).toEqual({ id, isEnabled: false, config: [] })
  })

  it('answers /appkit/v1/project-limits with a plan under no limit', async () => {
    expect(await get('/appkit/v1/project-limits')).toEqual({
      status: 200,
      body: { planLimits: { tier: 'self-hosted', isAboveMauLimit: false, isAboveRpcLimit: false } },
    })
  })

  it('answers /projects/v1/origins with the configured CORS origins', async () => {
    expect(await get('/projects/v1/origins')).toEqual({
      status: 200,
      body: { allowedOrigins: ['https://app.example.org'] },
    })
  })

  const event = (id: string, extra: object = {}) => ({
    eventId: `${name}-${id}`,
    url: 'https://app.example.org/',
    domain: 'app.example.org',
    timestamp: 1_700_000_000_000,
    props: { event: 'MODAL_OPEN', type: 'track', properties: { view: 'Connect' } },
    ...extra,
  })
  const batch = (body: string, origin = 'https://app.example.org') =>
    fetch(`${server().url}/batch${query}`, {
      method: 'POST',
      // sendBeacon posts a string: text/plain.
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
      body,
    })

  it('stores each event of a /batch through /e and drops the ones /e refuses', async () => {
    const noEventId = { ...event('x'), eventId: undefined }
    const response = await batch(JSON.stringify([event('a'), event('b'), noEventId]))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ stored: 2, dropped: 1 })
    const rows = await server().db.query<{ event_id: string }>(
      'SELECT event_id FROM analytics_events WHERE project_id = $1 ORDER BY event_id',
      ['p1'],
    )
    expect(rows.map((row) => row.event_id)).toEqual(
      expect.arrayContaining([`${name}-a`, `${name}-b`]),
    )
  })

  it('refuses a /batch that is not a JSON array (400) or from another origin (403)', async () => {
    expect((await batch('not json')).status).toBe(400)
    expect((await batch('{"eventId":"x"}')).status).toBe(400)
    expect((await batch(JSON.stringify([event('c')]), 'https://evil.example')).status).toBe(403)
  })
})

describe('/batch buys no more writes than its events sent one by one', () => {
  const app = 'https://app.example.org'
  const server = useTestServer('pglite', () => ({
    chains: [],
    indexerPollMs: false,
    retentionIntervalMs: false,
    rateLimit: { burst: 12, perSecond: 0.001 },
    projects: [
      { id: 'capped', allowedOrigins: [app], analyticsQuotaPerDay: 2 },
      { id: 'open', allowedOrigins: [app] },
    ],
  }))
  let counter = 0
  const event = (extra: object = {}) => ({
    eventId: `batch-${counter++}`,
    url: `${app}/`,
    domain: 'app.example.org',
    timestamp: 1_700_000_000_000,
    props: { event: 'MODAL_OPEN', type: 'track' },
    ...extra,
  })
  const batch = (projectId: string, events: unknown[]) =>
    fetch(`${server().url}/batch?projectId=${projectId}&st=appkit&sv=react-wagmi-1.8.24`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: app },
      body: JSON.stringify(events),
    })
  const stored = async (projectId: string) =>
    Number(
      (
        await server().db.query<{ n: string | number }>(
          'SELECT count(*) AS n FROM analytics_events WHERE project_id = $1',
          [projectId],
        )
      )[0]?.n,
    )
  // Every request here comes from one client, so out of one bucket of 12 (the tests run in order).

  it('refuses more than 50 events in one batch (413), storing none', async () => {
    const response = await batch(
      'open',
      Array.from({ length: 51 }, () => event()),
    )
    expect(response.status).toBe(413)
    expect(await stored('open')).toBe(0)
  })

  it("drops an event over /e's 8 KiB, stores the others", async () => {
    const big = event({ padding: 'x'.repeat(9 * 1024) })
    const response = await batch('open', [event(), big])
    expect(await response.json()).toEqual({ stored: 1, dropped: 1 })
    expect(await stored('open')).toBe(1)
  })

  it('refuses an unknown project id (403 "invalid key") and stops at the project\'s daily cap (429)', async () => {
    const unknown = await batch('rotated-1', [event()])
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({
      status: 403,
      reasons: [{ field: 'projectId', description: 'Unauthorized: invalid key' }],
    })
    expect(await stored('rotated-1')).toBe(0)
    const capped = await batch('capped', [event(), event(), event()])
    expect(capped.status).toBe(429)
    expect(await stored('capped')).toBe(2)
  })

  it('charges the rate limit per event: 429 with Retry-After once the events outnumber the bucket', async () => {
    // The batches above spent 1 (refused before charging) + 2 + 1 + 3 tokens: 5 are left.
    const refused = await batch(
      'open',
      Array.from({ length: 6 }, () => event()),
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await stored('open')).toBe(1)
  })
})

it('lets every origin through when CORS is open (AppKit reads an empty list as "all")', () => {
  expect(appKitAllowedOrigins(undefined)).toEqual([])
  expect(appKitAllowedOrigins(['*'])).toEqual([])
  expect(appKitAllowedOrigins(['https://a.example'])).toEqual(['https://a.example'])
})
