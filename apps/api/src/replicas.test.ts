import { NameProfileSchema, SessionsResponseSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrate, migrations } from './db/migrations.js'
import type { ApiServer } from './server.js'
import { devnetWallet } from './test/devnet-actions.js'
import {
  backends,
  describeEachBackend,
  devnetConfig,
  openTestDatabase,
  startTestServer,
} from './test/harness.js'
import {
  nameRegistrationBody,
  sessionGrantBody,
  sessionRevokeBody,
} from './test/signed-requests.js'
import { useDevnet } from './test/suite-hooks.js'

const devnet = useDevnet()

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

const PUBLIC_URL = 'https://api.portico.test'
const DOMAIN = 'api.portico.test'

describeEachBackend('two replicas sharing one $name database', ({ name }) => {
  let a: ApiServer & { url: string }
  let b: ApiServer & { url: string }
  let dispose: () => Promise<void>

  beforeAll(async () => {
    const database = await openTestDatabase(name)
    dispose = database.dispose
    const second = await database.reopen()
    // Both replicas start (and migrate) at the same time.
    ;[a, b] = await Promise.all([
      // One public URL for both, as behind a load balancer: signed messages name its host.
      startTestServer(devnetConfig(devnet(), { publicUrl: PUBLIC_URL }), database.db),
      startTestServer(devnetConfig(devnet(), { publicUrl: PUBLIC_URL }), second),
    ])
  }, 60_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await dispose?.()
  })

  it('migrations are applied once and re-running them is a no-op', async () => {
    expect(await migrate(a.db)).toEqual([])
    const rows = await b.db.query<{ id: number }>('SELECT id FROM schema_migrations')
    expect(rows.map((row) => Number(row.id))).toEqual(migrations.map((m) => m.id))
  })

  it('a name registered on one replica is served by the other', async () => {
    const wallet = devnetWallet(devnet(), 4)
    const created = await post(
      `${a.url}/v1/profile/account`,
      await nameRegistrationBody(wallet.account, {
        name: `rep-${name}`,
        coin_type: 60,
        domain: DOMAIN,
      }),
    )
    expect(created.status).toBe(201)
    const lookup = await fetch(`${b.url}/v1/profile/account/rep-${name}`)
    expect(v.parse(NameProfileSchema, await lookup.json()).addresses).toEqual({
      '60': { address: wallet.account.address.toLowerCase() },
    })
  })

  it('a session recorded on one replica is revoked through the other', async () => {
    const wallet = devnetWallet(devnet(), 7)
    const caip = `eip155:31337:${wallet.account.address}`
    const pci = `rep-${name}`
    const created = await post(
      `${a.url}/v1/sessions/${caip}`,
      await sessionGrantBody(wallet.account, {
        domain: DOMAIN,
        caipAddress: caip,
        pci,
        permissions: [],
      }),
    )
    expect(created.status).toBe(201)
    const revoked = await post(
      `${b.url}/v1/sessions/${caip}/revoke`,
      await sessionRevokeBody(wallet.account, { domain: DOMAIN, caipAddress: caip, pci }),
    )
    expect(revoked.status).toBe(200)
    const listed = v.parse(
      SessionsResponseSchema,
      await (await fetch(`${a.url}/v1/sessions/${caip}`)).json(),
    )
    expect(listed.pcis[0]?.revokedAt).toEqual(expect.any(Number))
  })

  it('both replicas index concurrently without duplicates; either serves the history', async () => {
    const recipient =
      devnet().accounts[8 + backends.findIndex((entry) => entry.name === name)]?.address
    if (!recipient) throw new Error('no recipient')
    await devnetWallet(devnet(), 3).sendEth(recipient, parseEther('0.25'))
    await Promise.all([a.indexer.syncToHead(), b.indexer.syncToHead()])
    await Promise.all([a.indexer.syncToHead(), b.indexer.syncToHead()])
    const [{ total, distinct }] = (await a.db.query<{ total: string; distinct: string }>(
      `SELECT count(*)::text AS total, count(DISTINCT (chain_id, tx_hash, log_index))::text AS distinct FROM transfers`,
    )) as [{ total: string; distinct: string }]
    expect(total).toBe(distinct)
    const fromB = (await (await fetch(`${b.url}/v1/account/${recipient}/history`)).json()) as {
      data: { metadata: { operationType: string } }[]
    }
    const textA = await (await fetch(`${a.url}/v1/account/${recipient}/history`)).text()
    // Icon URLs name the replica that answered; everything else is the same.
    expect(fromB).toEqual(JSON.parse(textA.replaceAll(a.url, b.url)))
    expect(fromB.data[0]?.metadata.operationType).toBe('receive')
  })

  it('rate limits per replica with a token bucket (429 JSON)', async () => {
    const limited = await startTestServer(
      devnetConfig(devnet(), { rateLimit: { burst: 3, perSecond: 0.01 } }),
      a.db,
    )
    try {
      const statuses: number[] = []
      for (let i = 0; i < 5; i++)
        statuses.push((await fetch(`${limited.url}/v1/supported-chains`)).status)
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      const answer = await fetch(`${limited.url}/v1/supported-chains`)
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await answer.json()).toEqual({
        status: 429,
        reasons: [{ description: 'Too many requests' }],
      })
    } finally {
      await limited.close()
    }
  }, 30_000)
})
