import { ErrorBodySchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { describeEachBackend } from './test/harness.js'
import { useTestServer } from './test/suite-hooks.js'

// `/e` needs no chain: these servers read none.
describeEachBackend(
  'analytics /e on $name: bounded body, properties, quota, retention',
  ({ name }) => {
    let now = Date.UTC(2026, 0, 1)
    let counter = 0
    const server = useTestServer(
      name,
      () => ({
        chains: [],
        rateLimit: false,
        indexerPollMs: false,
        retentionIntervalMs: false,
        analyticsQuotaPerDay: 3,
        analyticsRetentionDays: 30,
      }),
      { now: () => now },
    )

    const send = async (projectId: string, properties?: unknown, extra: object = {}) => {
      const response = await fetch(`${server().url}/e?projectId=${projectId}&st=portico&sv=1.0.0`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId: `ev-${name}-${counter++}`,
          url: 'https://app.example.org/',
          domain: 'app.example.org',
          timestamp: 1_700_000_000_000,
          props: { event: 'MODAL_OPEN', type: 'track', properties },
          ...extra,
        }),
      })
      const body = (await response.json()) as unknown
      const error = v.safeParse(ErrorBodySchema, body)
      return {
        status: response.status,
        reason: error.success ? error.output.reasons[0]?.description : undefined,
      }
    }

    it('takes at most 8 KiB per event (413), well under the 64 KiB of other routes', async () => {
      expect((await send('body', { note: 'a'.repeat(9 * 1024) })).status).toBe(413)
    })

    it('refuses properties nested deeper than 3, with more than 50 entries, or over 2 KiB', async () => {
      let deep: unknown = 1
      for (let i = 0; i < 30; i++) deep = { nested: deep }
      expect(await send('props', deep)).toEqual({
        status: 400,
        reason: 'Invalid properties: nested deeper than 3',
      })
      const wide = { list: Array.from({ length: 60 }, (_, i) => i) }
      expect(await send('props', wide)).toEqual({
        status: 400,
        reason: 'Invalid properties: more than 50 entries',
      })
      expect(await send('props', { text: 'x'.repeat(3000) })).toEqual({
        status: 400,
        reason: 'Invalid properties: larger than 2048 bytes',
      })
      expect((await send('props', { a: { b: { c: 1 } }, flag: true })).status).toBe(202)
    })

    it('answers 429 past the per-project quota of events per 24 h, other projects unaffected', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await send('quota')).status)
      expect(statuses).toEqual([202, 202, 202, 429])
      expect((await send('quota-other')).status).toBe(202)
      now += 86_400_000 + 1
      expect((await send('quota')).status).toBe(202)
    })

    it('the retention job deletes events older than 30 days (by the injected clock)', async () => {
      const count = async () =>
        Number(
          (
            await server().db.query<{ n: string | number }>(
              "SELECT count(*) AS n FROM analytics_events WHERE project_id = 'kept'",
            )
          )[0]?.n,
        )
      expect((await send('kept')).status).toBe(202)
      now += 29 * 86_400_000
      await server().retention.run()
      expect(await count()).toBe(1)
      now += 2 * 86_400_000
      const result = await server().retention.run()
      expect(result.analyticsEvents).toBeGreaterThanOrEqual(1)
      expect(await count()).toBe(0)
    })
  },
)

describeEachBackend('analytics /e on $name with known projects', ({ name }) => {
  const app = 'https://app.example.org'
  let counter = 0
  const server = useTestServer(name, () => ({
    chains: [],
    rateLimit: false,
    indexerPollMs: false,
    retentionIntervalMs: false,
    projects: [{ id: 'known', allowedOrigins: [app], analyticsQuotaPerDay: 1 }],
  }))
  const send = async (projectId: string, origin?: string) => {
    const response = await fetch(`${server().url}/e?projectId=${projectId}&st=portico&sv=1.0.0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify({
        eventId: `known-${name}-${counter++}`,
        url: `${app}/`,
        domain: 'app.example.org',
        timestamp: 1_700_000_000_000,
        props: { event: 'MODAL_OPEN', type: 'track' },
      }),
    })
    const error = v.safeParse(ErrorBodySchema, await response.json())
    return {
      status: response.status,
      reason: error.success ? error.output.reasons[0]?.description : undefined,
    }
  }

  it('answers 403 to an unknown project id and to an origin the project does not list, storing nothing', async () => {
    expect(await send('rotated-1', app)).toEqual({
      status: 403,
      reason: 'Unauthorized: invalid key',
    })
    expect(await send('known', 'https://evil.example')).toEqual({
      status: 403,
      reason: 'Unauthorized: origin not allowed',
    })
    const [row] = await server().db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM analytics_events',
    )
    expect(Number(row?.n)).toBe(0)
  })

  it("stores the project's events from its origins up to its own daily cap", async () => {
    expect((await send('known', app)).status).toBe(202)
    expect(await send('known', app)).toEqual({
      status: 429,
      reason: 'Analytics quota exceeded for this project',
    })
  })
})
