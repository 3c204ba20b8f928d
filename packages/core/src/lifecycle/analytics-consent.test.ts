import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppKitOptions } from '../app-kit/app-kit-types.js'
import { createAppKit } from '../app-kit/create-app-kit.js'
import { mainnet } from '../networks/evm-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'

/**
 * Analytics off until the app turns it on; with it on, nothing reaches `/e` before the
 * user consents, events before consent are dropped (not queued), and withdrawing consent stops
 * sending at once. A real HTTP server stands in for the analytics host; the kit uses its default
 * data API (api-client over `apiUrl`).
 */
interface AnalyticsHost {
  url: string
  /** Event names received on POST /e, in order. */
  events: string[]
  /** Paths asked, in order. */
  paths: string[]
  /** Resolves when `count` events have arrived. */
  received(count: number): Promise<void>
  /** Holds `/getAnalyticsConfig` answers until `release()`; resolves when one is being held. */
  holdConfig(): { asked: Promise<void>; release(): void }
  close(): Promise<void>
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) text += String(chunk)
  return text
}

async function startAnalyticsHost(): Promise<AnalyticsHost> {
  const events: string[] = []
  const paths: string[] = []
  const waiters: { count: number; resolve(): void }[] = []
  let hold: { asked(): void; released: Promise<void> } | undefined
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname
    paths.push(path)
    if (path === '/getAnalyticsConfig') {
      const held = hold
      hold = undefined
      if (held) {
        held.asked()
        await held.released
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ isAnalyticsEnabled: true }))
      return
    }
    if (path === '/e' && req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as { props: { event: string } }
      events.push(body.props.event)
      for (const waiter of waiters.filter((w) => events.length >= w.count)) waiter.resolve()
      res.writeHead(202, { 'content-type': 'application/json' })
      res.end('{"stored":true}')
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    events,
    paths,
    received: (count) =>
      events.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    holdConfig() {
      let asked: () => void = () => undefined
      let release: () => void = () => undefined
      const askedPromise = new Promise<void>((resolve) => {
        asked = resolve
      })
      hold = { asked, released: new Promise((resolve) => (release = resolve)) }
      return { asked: askedPromise, release: () => release() }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let host: AnalyticsHost
const kits: { destroy(): Promise<void> }[] = []

beforeEach(async () => {
  host = await startAnalyticsHost()
})
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
  await host.close()
})

function kitOn(overrides: Partial<AppKitOptions> = {}) {
  const kit = createAppKit({
    adapters: [mockAdapter({ accounts: [ALICE] })],
    networks: [mainnet],
    projectId: 'consent-test',
    apiUrl: host.url,
    storage: createMemoryStorage(),
    ...overrides,
  })
  kits.push(kit)
  return kit
}

describe('analytics consent', () => {
  it('the feature is off by default: nothing is sent even with consent, not even the remote switch is read', async () => {
    const kit = kitOn({ analytics: { consent: true } })
    kit.open()
    kit.close()
    // The client's own send path (what an event would take) also refuses, without a request.
    await kit.api.sendEvent?.({ type: 'track', event: 'MODAL_OPEN' })
    expect(host.events).toEqual([])
    expect(host.paths).toEqual([])
  })

  it('with the feature on, events before consent are dropped, not queued; after consent they are sent', async () => {
    const kit = kitOn({ features: { analytics: true } })
    expect(kit.getAnalyticsConsent()).toBe(false)
    kit.open()
    kit.close()
    kit.setAnalyticsConsent(true)
    expect(kit.getAnalyticsConsent()).toBe(true)
    kit.open()
    await host.received(1)
    kit.close()
    await host.received(2)
    // Two before consent would make four (and come first) had they been queued.
    expect(host.events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('consent given at creation (`analytics: { consent: true }`) sends from the first event', async () => {
    const kit = kitOn({ features: { analytics: true }, analytics: { consent: true } })
    kit.open()
    await host.received(1)
    expect(host.events).toEqual(['MODAL_OPEN'])
  })

  it('withdrawing consent stops the next events at once; giving it again resumes', async () => {
    const kit = kitOn({ features: { analytics: true }, analytics: { consent: true } })
    kit.open()
    await host.received(1)
    kit.setAnalyticsConsent(false)
    kit.close()
    kit.open()
    kit.setAnalyticsConsent(true)
    kit.close()
    await host.received(2)
    expect(host.events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('an event already on its way when consent is withdrawn is not sent', async () => {
    const kit = kitOn({ features: { analytics: true }, analytics: { consent: true } })
    const held = host.holdConfig()
    // The event waits for the remote analytics switch (the first send reads it)…
    const sending = kit.api.sendEvent?.({ type: 'track', event: 'MODAL_OPEN' })
    await held.asked
    // …while the user says no.
    kit.setAnalyticsConsent(false)
    held.release()
    await sending
    expect(host.paths).toEqual(['/getAnalyticsConfig'])
    expect(host.events).toEqual([])
  })
})
