import { expect, it } from 'vitest'
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

it('lets every origin through when CORS is open (AppKit reads an empty list as "all")', () => {
  expect(appKitAllowedOrigins(undefined)).toEqual([])
  expect(appKitAllowedOrigins(['*'])).toEqual([])
  expect(appKitAllowedOrigins(['https://a.example'])).toEqual(['https://a.example'])
})
