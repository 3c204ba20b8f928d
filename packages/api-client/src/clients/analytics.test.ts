import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson, startStubServer } from '../test/stub-server.js'
import {
  type AnalyticsAlert,
  createAnalyticsClient,
  INVALID_APP_CONFIGURATION_ALERT,
} from './analytics.js'

let server: Awaited<ReturnType<typeof startStubServer>>
beforeAll(async () => {
  server = await startStubServer((request, response) =>
    sendJson(response, request.url.searchParams.get('projectId') === 'forbidden' ? 403 : 200, {}),
  )
})
afterAll(() => server.close())

function client(
  projectId: string,
  enabled: boolean | (() => boolean),
  alerts: AnalyticsAlert[] = [],
) {
  return createAnalyticsClient({
    baseUrl: server.url,
    projectId,
    sdkType: 'portico',
    sdkVersion: '1.2.3',
    enabled,
    onAlert: (alert) => alerts.push(alert),
    clock: { now: () => 1_700_000_000_000 },
    page: () => ({ url: 'https://app.example.org/shop', domain: 'app.example.org' }),
    createId: () => 'event-1',
  })
}

const sent = (projectId: string) =>
  server.requests.filter((r) => r.url.searchParams.get('projectId') === projectId)

describe('analytics (SPEC §7 Analytics)', () => {
  it('posts /e with projectId, st, sv and the event body', async () => {
    await expect(
      client('p1', true).sendEvent({
        type: 'track',
        event: 'MODAL_OPEN',
        properties: { connected: false },
        address: '0xabc',
      }),
    ).resolves.toBe(true)
    const [request] = sent('p1')
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/e')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'portico',
      sv: '1.2.3',
    })
    expect(JSON.parse(request?.body ?? '')).toEqual({
      eventId: 'event-1',
      url: 'https://app.example.org/shop',
      domain: 'app.example.org',
      timestamp: 1_700_000_000_000,
      props: {
        event: 'MODAL_OPEN',
        type: 'track',
        properties: { connected: false },
        address: '0xabc',
      },
    })
  })

  it('sends only while the feature is on', async () => {
    let on = false
    const analytics = client('p2', () => on)
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe(false)
    expect(sent('p2')).toHaveLength(0)
    on = true
    await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    expect(sent('p2')).toHaveLength(1)
  })

  it('never sends MODAL_CREATED', async () => {
    await expect(
      client('p3', true).sendEvent({ type: 'track', event: 'MODAL_CREATED' }),
    ).resolves.toBe(false)
    expect(sent('p3')).toHaveLength(0)
  })

  it('raises "Invalid App Configuration" once on 403, without throwing', async () => {
    const alerts: AnalyticsAlert[] = []
    const analytics = client('forbidden', true, alerts)
    await expect(analytics.sendEvent({ type: 'track', event: 'A' })).resolves.toBe(false)
    await expect(analytics.sendEvent({ type: 'error', event: 'B' })).resolves.toBe(false)
    expect(sent('forbidden')).toHaveLength(2)
    expect(alerts).toEqual([INVALID_APP_CONFIGURATION_ALERT])
    expect(alerts[0]?.shortMessage).toBe('Invalid App Configuration')
  })
})
