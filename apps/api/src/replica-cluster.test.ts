import { randomBytes } from 'node:crypto'
import { type RedisServer, startRedisServer } from '@portico/testing'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from './db/database.js'
import { type ApiProcess, startApiProcess } from './test/api-process.js'
import { devnetWallet } from './test/devnet-actions.js'
import { devnetConfig, POSTGRES_SKIP_REASON } from './test/harness.js'
import { type RoundRobinProxy, startRoundRobinProxy } from './test/round-robin-proxy.js'
import { useDevnet } from './test/suite-hooks.js'

// 3 replicas (processes of src/main.ts) on one PostgreSQL and one Redis,
// behind our round-robin proxy. Several processes cannot open one PGlite: PostgreSQL only
// (CI gives PORTICO_TEST_DATABASE_URL; without it this is reported as skipped, with why).

const devnet = useDevnet()
const databaseUrl = process.env.PORTICO_TEST_DATABASE_URL ?? ''
const title = '3 replicas on one PostgreSQL and Redis behind a round-robin proxy'
const suite = POSTGRES_SKIP_REASON ? describe.skip : describe

suite(POSTGRES_SKIP_REASON ? `${title} (skipped: ${POSTGRES_SKIP_REASON})` : title, () => {
  const schema = `portico_cluster_${randomBytes(6).toString('hex')}`
  let redis: RedisServer
  let replicas: ApiProcess[] = []
  let proxy: RoundRobinProxy
  const alive = new Set<ApiProcess>()

  beforeAll(async () => {
    redis = await startRedisServer()
    const config = devnetConfig(devnet(), {
      databaseUrl,
      databaseSchema: schema,
      redisUrl: redis.socket,
      rateLimit: { burst: 30, perSecond: 0.01 },
      // The proxy is the trusted peer; the client address it forwards is the bucket.
      trustedProxies: ['127.0.0.1'],
      indexerPollMs: 100,
      retentionIntervalMs: false,
    })
    replicas = await Promise.all(
      [0, 1, 2].map(() => startApiProcess(config, { PORTICO_TEST_TRACE: '1' })),
    )
    for (const each of replicas) alive.add(each)
    proxy = await startRoundRobinProxy(replicas.map((each) => each.url))
  }, 120_000)
  afterAll(async () => {
    await proxy?.close()
    await Promise.all([...alive].map((each) => each.kill()))
    await redis?.stop()
    if (databaseUrl) {
      const db = await createPostgresDatabase({ connectionString: databaseUrl, schema })
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await db.close()
    }
  }, 60_000)

  const kill = async (replica: ApiProcess) => {
    alive.delete(replica)
    await replica.kill()
  }

  it('holds the rate limit across replicas: a client gets its burst once, not 3 times', async () => {
    const before = [...proxy.served]
    const statuses: number[] = []
    for (let i = 0; i < 90; i++) {
      const response = await fetch(`${proxy.url}/getWallets?page=1&entries=5`, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30)
    expect(statuses.filter((status) => status === 429)).toHaveLength(60)
    // Every replica answered its third of them.
    expect(proxy.served.map((count, i) => count - (before[i] ?? 0))).toEqual([30, 30, 30])
    // Another client still has its own quota.
    const other = await fetch(`${proxy.url}/getWallets?page=1&entries=5`, {
      headers: { 'x-forwarded-for': '198.51.100.8' },
    })
    expect(other.status).toBe(200)
  }, 60_000)

  it('indexes in one replica only, and another takes over when it dies', async () => {
    const leads = /^indexer: this replica indexes/
    const first = await Promise.any(replicas.map((each) => each.line(leads).then(() => each)))
    const tx = async (value: string) => {
      const to = devnet().accounts[9]?.address as `0x${string}`
      return devnetWallet(devnet(), 3).sendEth(to, parseEther(value))
    }
    const one = await tx('0.1')
    await first.line(
      new RegExp(`^PORTICO_TEST reached indexer\\.committed 31337 ${one.blockNumber + 1n}$`),
    )
    // Each replica says once when it takes the lock, and traces every batch it commits.
    const indexedBy = () =>
      replicas.filter((each) =>
        each.output().some((line) => leads.test(line) || line.includes('indexer.committed')),
      )
    expect(indexedBy()).toEqual([first])

    await kill(first)
    const rest = replicas.filter((each) => each !== first)
    const second = await Promise.any(rest.map((each) => each.line(leads).then(() => each)))
    const two = await tx('0.2')
    await second.line(
      new RegExp(`^PORTICO_TEST reached indexer\\.committed 31337 ${two.blockNumber + 1n}$`),
    )
    expect(indexedBy().filter((each) => each !== first)).toEqual([second])

    const db = await createPostgresDatabase({ connectionString: databaseUrl, schema })
    try {
      const rows = await db.query<{ tx_hash: string }>(
        'SELECT tx_hash FROM transfers WHERE tx_hash = $1 OR tx_hash = $2 ORDER BY block_number',
        [one.transactionHash, two.transactionHash],
      )
      expect(rows.map((row) => row.tx_hash)).toEqual([one.transactionHash, two.transactionHash])
    } finally {
      await db.close()
    }
  }, 120_000)

  it('loses no write when a replica is killed mid-run (the client sends a failed write again)', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `cluster-${schema}-${i}`)
    let acknowledged = 0
    let retries = 0
    const victim = [...alive][0] as ApiProcess
    let killing: Promise<void> | undefined
    const send = async (id: string, i: number) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await fetch(`${proxy.url}/e?projectId=cluster&st=test&sv=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i}.1` },
          body: JSON.stringify({
            eventId: id,
            url: 'https://app.example.org/',
            domain: 'app.example.org',
            timestamp: 1_700_000_000_000 + i,
            props: { event: 'MODAL_OPEN', type: 'track' },
          }),
        }).catch(() => undefined)
        await response?.arrayBuffer()
        if (response?.status === 202) {
          if (++acknowledged === 20) killing = kill(victim)
          return
        }
        // 502: the replica died under this request; anything else is a failure of the test.
        expect(response?.status ?? 502).toBe(502)
        retries++
      }
      throw new Error(`${id} was never acknowledged`)
    }
    // Six clients at a time, so writes are in flight on every replica when one dies.
    const queue = ids.map((id, i) => () => send(id, i))
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await job()
      }),
    )
    await killing
    expect(acknowledged).toBe(60)
    const db = await createPostgresDatabase({ connectionString: databaseUrl, schema })
    try {
      const rows = await db.query<{ event_id: string }>(
        'SELECT event_id FROM analytics_events WHERE project_id = $1 ORDER BY event_id',
        ['cluster'],
      )
      expect(rows.map((row) => row.event_id)).toEqual([...ids].sort())
    } finally {
      await db.close()
    }
    console.log(
      `cluster writes: 60 acknowledged, ${retries} sent again, ${proxy.failed} proxy 502s`,
    )
  }, 120_000)
})
