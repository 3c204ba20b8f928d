import { type SiwfRelay, startSiwfRelay } from '@portico/testing/farcaster'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDeviceId, reason, useAuthServer } from '../auth-server.test-helper.js'

let relay: SiwfRelay

// Registered before the server's own hook, so the server starts with the relay's URL. Starting a
// login only opens a relay channel: no chain is read.
beforeAll(async () => {
  relay = await startSiwfRelay()
}, 60_000)

afterAll(async () => {
  await relay?.stop()
})

describe('Farcaster starts: limited per client, rows deleted by the retention job', () => {
  const auth = useAuthServer(
    'pglite',
    {
      get farcaster() {
        return { relayUrl: relay.url }
      },
      perIp: { burst: 2, perSecond: 1 / 3600 },
    },
    { publicUrl: 'https://wallet-api.example.org' },
  )
  const start = () => auth().call('POST', '/v1/auth/farcaster/start', { deviceId: newDeviceId() })
  const rows = async () =>
    Number(
      (
        await auth().server.db.query<{ n: string }>(
          'SELECT count(*) AS n FROM auth_farcaster_logins',
        )
      )[0]?.n,
    )

  it('builds the sign-in URI on publicUrl, not on the Host the request names', async () => {
    const reply = await start()
    expect(reply.status).toBe(200)
    const url = new URL((reply.body as { url: string }).url)
    expect(url.searchParams.get('siweUri')).toBe('https://wallet-api.example.org/v1/auth/farcaster')
    expect(url.searchParams.get('domain')).toBe('wallet-api.example.org')
  })

  it('answers 429 with Retry-After past the per-client bucket, opening no relay channel', async () => {
    // The bucket holds 2: the test above took one.
    expect((await start()).status).toBe(200)
    const channels = relay.channels().length
    const stored = await rows()
    const refused = await start()
    expect(refused.status).toBe(429)
    expect(reason(refused)?.code).toBe('RATE_LIMITED')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(relay.channels().length).toBe(channels)
    expect(await rows()).toBe(stored)
  })

  it('the retention job deletes sign-ins a day after they expired', async () => {
    const stored = await rows()
    expect(stored).toBeGreaterThan(0)
    // Five minutes to expire, then a day kept.
    auth().clock.now += 5 * 60_000 + 86_400_000 - 1000
    await auth().server.retention.run()
    expect(await rows()).toBe(stored)
    auth().clock.now += 2000
    const result = await auth().server.retention.run()
    expect(result.authRows).toBeGreaterThanOrEqual(stored)
    expect(await rows()).toBe(0)
  })
})
