import { describe, expect, it } from 'vitest'
import { flush, testKit } from '../app-kit/kit.test-helper.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'

describe('events and analytics (SPEC §7)', () => {
  it('events reach watchEvents listeners with a timestamp', () => {
    const kit = testKit()
    const seen: { timestamp: number; event: string }[] = []
    kit.watchEvents((e) => seen.push({ timestamp: e.timestamp, event: e.data.event }))
    kit.open()
    expect(seen[0]?.event).toBe('MODAL_OPEN')
    expect(seen[0]?.timestamp).toBeTypeOf('number')
  })

  it('are sent to analytics while the analytics feature is on, with the address; MODAL_CREATED never', async () => {
    const api = fixtureDataApi()
    const kit = testKit({
      api,
      adapters: [mockAdapter({ accounts: [ALICE] })],
      features: { analytics: true },
      analytics: { consent: true },
    })
    await kit.connect({ connectorId: 'mock' })
    kit.open()
    await flush()
    const sent = api.fixture.record.events.map((e) => e.event)
    expect(sent).toEqual(['CONNECT_SUCCESS', 'MODAL_OPEN'])
    expect(sent).not.toContain('MODAL_CREATED')
    expect(api.fixture.record.events[1]?.address).toBe(ALICE)
  })

  it('nothing is sent when the analytics feature is off', async () => {
    const api = fixtureDataApi()
    const kit = testKit({ api, features: { analytics: false } })
    kit.open()
    kit.close()
    await flush()
    expect(api.fixture.record.events).toEqual([])
  })

  it('a failing analytics call or a throwing listener never reaches the caller', async () => {
    const api = fixtureDataApi({ failing: ['sendEvent'] })
    const kit = testKit({ api, features: { analytics: true }, analytics: { consent: true } })
    kit.watchEvents(() => {
      throw new Error('host bug')
    })
    const seen: string[] = []
    kit.watchEvents((e) => seen.push(e.data.event))
    kit.open()
    // The action did its work, the listener after the throwing one still heard it, and analytics
    // was asked (and failed) without an unhandled rejection.
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(seen).toEqual(['MODAL_OPEN'])
    await flush()
    expect(api.fixture.record.calls.filter((c) => c.method === 'sendEvent')).toHaveLength(1)
    kit.close()
    expect(kit.getSnapshot().modal.open).toBe(false)
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    await flush()
    expect(api.fixture.record.calls.filter((c) => c.method === 'sendEvent')).toHaveLength(2)
    expect(api.fixture.record.events).toEqual([])
  })

  it('unsubscribing stops events', () => {
    const kit = testKit()
    let count = 0
    const off = kit.watchEvents(() => count++)
    kit.open()
    off()
    kit.close()
    expect(count).toBe(1)
  })
})
