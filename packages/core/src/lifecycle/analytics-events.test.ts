import { readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppKit, AppKitOptions } from '../app-kit/app-kit-types.js'
import { createAppKit } from '../app-kit/create-app-kit.js'
import { useLocalHttpServer } from '../data/local-http-server.test-helper.js'
import { mainnet } from '../networks/evm-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'

/**
 * SPEC §7 analytics as the app switches it on (feature on, the user's consent): what reaches a
 * real analytics host on 127.0.0.1 through the kit's default data API. The project
 * `not-allowed` gets a 403 on every event, as a host does for an origin off the allowlist.
 */
interface Received {
  event: string
  query: URLSearchParams
}
const received: Received[] = []
let waiters: { count: number; resolve(): void }[] = []

async function readBody(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) text += String(chunk)
  return text
}

const hostUrl = useLocalHttpServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://host')
  if (url.pathname === '/getAnalyticsConfig') {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ isAnalyticsEnabled: true }))
    return
  }
  if (url.pathname === '/e' && req.method === 'POST') {
    const body = JSON.parse(await readBody(req)) as { props: { event: string } }
    received.push({ event: body.props.event, query: url.searchParams })
    for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve()
    waiters = waiters.filter((w) => received.length < w.count)
    const forbidden = url.searchParams.get('projectId') === 'not-allowed'
    res.writeHead(forbidden ? 403 : 202, { 'content-type': 'application/json' })
    res.end(forbidden ? '{"error":"origin not allowed"}' : '{"stored":true}')
    return
  }
  res.writeHead(404).end()
})

const arrived = (count: number) =>
  received.length >= count
    ? Promise.resolve()
    : new Promise<void>((resolve) => waiters.push({ count, resolve }))

const kits: AppKit[] = []
beforeEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
  received.length = 0
  waiters = []
})

function analyticsKit(overrides: Partial<AppKitOptions> = {}): AppKit {
  const kit = createAppKit({
    adapters: [mockAdapter({ accounts: [ALICE] })],
    networks: [mainnet],
    projectId: 'analytics-test',
    apiUrl: hostUrl(),
    storage: createMemoryStorage(),
    features: { analytics: true },
    analytics: { consent: true },
    ...overrides,
  })
  kits.push(kit)
  return kit
}

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

describe('analytics switched on by the app (SPEC §7)', () => {
  it('each event names the project, the kit (st) and its package version (sv); MODAL_CREATED is never sent', async () => {
    // MODAL_CREATED is emitted as the kit is created, before either of these.
    const kit = analyticsKit()
    kit.open()
    kit.close()
    await arrived(2)
    expect(received.map((r) => r.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    for (const { query } of received) {
      expect(query.get('projectId')).toBe('analytics-test')
      expect(query.get('st')).toBe('portico')
      expect(query.get('sv')).toBe(packageVersion)
    }
  })

  it('a 403 shows "Invalid App Configuration" once, though two events were refused', async () => {
    const kit = analyticsKit({ projectId: 'not-allowed' })
    const shown: string[] = []
    let last: unknown
    kit.subscribe(() => {
      const alert = kit.getSnapshot().alert
      if (alert && alert !== last) shown.push(alert.shortMessage)
      last = alert
    })
    const alerted = new Promise<void>((resolve) => {
      const stop = kit.subscribe(() => {
        if (kit.getSnapshot().alert) {
          stop()
          resolve()
        }
      })
    })
    kit.open()
    await alerted
    expect(kit.getSnapshot().alert?.shortMessage).toBe('Invalid App Configuration')
    kit.dismissAlert()
    // The second event through the same client; its promise settles after the 403 was handled.
    await kit.api.sendEvent?.({ type: 'track', event: 'MODAL_CLOSE' })
    expect(received.map((r) => r.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(shown).toEqual(['Invalid App Configuration'])
    expect(kit.getSnapshot().alert).toBeUndefined()
  })
})
