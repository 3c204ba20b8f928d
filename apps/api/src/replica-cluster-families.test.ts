import '@polkadot/api-augment'
import { randomBytes } from 'node:crypto'
import { ApiPromise, Keyring, WsProvider } from '@polkadot/api'
import { type RedisServer, startRedisServer } from '@portico/testing'
import { leasePolkadotChain, type PolkadotChain, sendInBlock } from '@portico/testing/polkadot'
import {
  type SolanaChain,
  sendSolanaTransfer as sendSol,
  startSolanaChain,
} from '@portico/testing/solana'
import { generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfig } from './config.js'
import { createPostgresDatabase } from './db/database.js'
import { polkadotLeaseKey } from './families/polkadot/polkadot-indexer.js'
import { solanaSyncLockKey } from './families/solana/solana-indexer.js'
import { type ApiProcess, startApiProcess } from './test/api-process.js'
import { devnetConfig, POSTGRES_SKIP_REASON } from './test/harness.js'
import { type RoundRobinProxy, startRoundRobinProxy } from './test/round-robin-proxy.js'
import { useDevnet } from './test/suite-hooks.js'
import { within } from './test/within.js'

// What replica-cluster.test.ts leaves of several replicas: the RPC endpoint's limits shared in
// Redis, and the Polkadot and Solana indexers under database locks (one Polkadot indexer over the
// replicas; one sync of a Solana owner at a time), with takeover when the holder dies. 3 replica
// processes on one PostgreSQL (PGlite cannot be opened by several processes) and one Redis.
// Replica 0 pauses inside its first Solana sync (PORTICO_TEST_PAUSE_AT), holding that owner's
// lock, so the takeover test can kill it there. Then two more replicas on a schema of their own:
// the first, holding the Polkadot lease and paused inside a Solana sync, is stopped by SIGTERM
// and the other takes both over while the first still drains.

const devnet = useDevnet()
const databaseUrl = process.env.PORTICO_TEST_DATABASE_URL ?? ''
const title = '3 replicas: RPC limits in Redis, Polkadot and Solana indexing under database locks'
const suite = POSTGRES_SKIP_REASON ? describe.skip : describe

suite(POSTGRES_SKIP_REASON ? `${title} (skipped: ${POSTGRES_SKIP_REASON})` : title, () => {
  let redis: RedisServer
  let polkadot: PolkadotChain
  let polkadotApi: ApiPromise
  let solana: SolanaChain

  beforeAll(async () => {
    ;[redis, polkadot, solana] = await Promise.all([
      startRedisServer(),
      leasePolkadotChain(),
      startSolanaChain(),
    ])
    polkadotApi = await ApiPromise.create({
      provider: new WsProvider(polkadot.wsUrl),
      noInitWarn: true,
    })
  }, 180_000)
  afterAll(async () => {
    await polkadotApi?.disconnect()
    await Promise.all([redis?.stop(), polkadot?.stop(), solana?.stop()])
  }, 60_000)

  /** The test config of replicas on `schema` (each describe's own). */
  const clusterConfig = (schema: string, extra: Partial<ApiConfig> = {}) =>
    devnetConfig(devnet(), {
      databaseUrl,
      databaseSchema: schema,
      retentionIntervalMs: false,
      families: {
        polkadot: { wsUrl: polkadot.wsUrl, genesisHash: polkadot.genesisHash, fromBlock: 1 },
        solana: { rpcUrl: solana.rpcUrl, genesisHash: solana.genesisHash },
      },
      ...extra,
    })
  const dropSchema = async (schema: string) => {
    const db = await createPostgresDatabase({ connectionString: databaseUrl, schema })
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await db.close()
  }
  const traced = (replica: ApiProcess, prefix: string) =>
    replica.output().filter((line) => line.startsWith(`PORTICO_TEST reached ${prefix}`))
  const history = async (replica: ApiProcess, owner: string) => {
    const response = await fetch(
      `${replica.url}/v1/account/${owner}/history?chainId=${solana.caip2}`,
    )
    const body = (await response.json()) as { data: { metadata: { hash?: string } }[] }
    return { status: response.status, hashes: body.data.map((tx) => tx.metadata.hash) }
  }
  const newOwnerWithTransfer = async () => {
    const owner = (await generateKeyPairSigner()).address
    const from = solana.accounts[1]
    if (!from) throw new Error('no Solana account 1')
    const signature = await sendSol(solana, from.secretKey, owner, 10_000_000n)
    return { owner, signature }
  }

  describe('under database locks', () => {
    const schema = `portico_families_${randomBytes(6).toString('hex')}`
    let replicas: ApiProcess[] = []
    let proxy: RoundRobinProxy
    const alive = new Set<ApiProcess>()

    beforeAll(async () => {
      const config = clusterConfig(schema, {
        redisUrl: redis.socket,
        rateLimit: { burst: 1000, perSecond: 1000 },
        rpc: {
          perClient: { burst: 6, perSecond: 0.01 },
          perProject: { burst: 1000, perSecond: 1000 },
        },
        trustedProxies: ['127.0.0.1'],
      })
      replicas = await Promise.all(
        [0, 1, 2].map((i) =>
          startApiProcess(config, {
            PORTICO_TEST_TRACE: '1',
            ...(i === 0 ? { PORTICO_TEST_PAUSE_AT: 'solana.sync' } : {}),
          }),
        ),
      )
      for (const each of replicas) alive.add(each)
      proxy = await startRoundRobinProxy(replicas.map((each) => each.url))
    }, 180_000)
    afterAll(async () => {
      await proxy?.close()
      await Promise.all([...alive].map((each) => each.kill()))
      if (databaseUrl) await dropSchema(schema)
    }, 60_000)

    const kill = async (replica: ApiProcess) => {
      alive.delete(replica)
      await replica.kill()
    }
    it('holds the RPC endpoint limit per client across replicas: its burst once, not 3 times', async () => {
      const rpc = '/v1/?chainId=eip155:31337&projectId=cluster&method=eth_blockNumber'
      const before = [...proxy.served]
      const statuses: number[] = []
      for (let i = 0; i < 18; i++) {
        const response = await fetch(`${proxy.url}${rpc}`, {
          headers: { 'x-forwarded-for': '198.51.100.20' },
        })
        await response.arrayBuffer()
        statuses.push(response.status)
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(6)
      expect(statuses.filter((status) => status === 429)).toHaveLength(12)
      expect(proxy.served.map((count, i) => count - (before[i] ?? 0))).toEqual([6, 6, 6])
      const other = await fetch(`${proxy.url}${rpc}`, {
        headers: { 'x-forwarded-for': '198.51.100.21' },
      })
      expect(other.status).toBe(200)
    }, 60_000)

    it('syncs a Solana owner in one replica at a time: asked on two at once, its transaction is fetched once', async () => {
      const { owner, signature } = await newOwnerWithTransfer()
      const pair = [replicas[1], replicas[2]] as ApiProcess[]
      const answers = await Promise.all(pair.map((each) => history(each, owner)))
      for (const answer of answers) expect(answer).toEqual({ status: 200, hashes: [signature] })
      // Each replica ran the sync once (the second under the lock after the first), and only the
      // first fetched the transaction: the second found it indexed.
      const counts = pair.flatMap((each) =>
        traced(each, `solana.indexed ${owner} `).map((line) => Number(line.split(' ').at(-1))),
      )
      expect(counts.sort()).toEqual([0, 1])
    }, 60_000)

    it("takes a Solana owner's sync over when the replica holding its lock dies", async () => {
      const { owner, signature } = await newOwnerWithTransfer()
      const holder = replicas[0] as ApiProcess
      const stuck = history(holder, owner).catch(() => undefined)
      await holder.line(/^PORTICO_TEST paused solana\.sync$/)
      // Replica 1 finds the lock held and waits; killing the holder frees it and replica 1 syncs.
      const taker = replicas[1] as ApiProcess
      const waiting = history(taker, owner)
      await taker.line(new RegExp(`^PORTICO_TEST reached solana\\.waiting ${owner}$`))
      expect(traced(taker, `solana.sync ${owner}`)).toEqual([])
      await kill(holder)
      expect(await waiting).toEqual({ status: 200, hashes: [signature] })
      expect(traced(taker, `solana.indexed ${owner} `)).toEqual([
        `PORTICO_TEST reached solana.indexed ${owner} 1`,
      ])
      await stuck
    }, 60_000)

    it('indexes Polkadot in one replica only, and another takes over when it dies', async () => {
      const keyring = new Keyring({ type: 'sr25519' })
      const ferdie = keyring.addFromUri('//Ferdie')
      const transfer = async (to: string) => {
        const { blockHash } = await sendInBlock(
          polkadotApi.tx.balances.transferKeepAlive(to, 2_000_000_000n),
          ferdie,
        )
        return (await polkadotApi.rpc.chain.getHeader(blockHash)).number.toNumber()
      }
      const to = polkadot.accounts[0]?.address ?? ''
      const indexedBy = (block: number) => (replica: ApiProcess) =>
        replica.line(new RegExp(`^PORTICO_TEST reached polkadot\\.indexed ${block}$`))
      const stored = async (block: number) =>
        Promise.any([...alive].map((each) => indexedBy(block)(each).then(() => each)))

      const one = await transfer(to)
      const first = await stored(one)
      const others = () => [...alive].filter((each) => each !== first)
      for (const each of others()) expect(traced(each, `polkadot.indexed ${one}`)).toEqual([])

      await kill(first)
      const two = await transfer(to)
      const second = await stored(two)
      expect(second).not.toBe(first)
      for (const each of others().filter((replica) => replica !== second))
        expect(traced(each, `polkadot.indexed ${two}`)).toEqual([])

      const db = await createPostgresDatabase({ connectionString: databaseUrl, schema })
      try {
        const rows = await db.query<{ block_number: string }>(
          'SELECT block_number FROM polkadot_transfers WHERE block_number = $1 OR block_number = $2 ORDER BY block_number',
          [one, two],
        )
        // A transfer pays a fee event too; what matters is that both blocks are in, each once.
        expect([...new Set(rows.map((row) => Number(row.block_number)))]).toEqual([one, two])
      } finally {
        await db.close()
      }
    }, 120_000)
  })

  describe('a replica stopped by SIGTERM', () => {
    const CUT = /^api: shutdown cut 1 requests still running after \d+ ms$/
    const schema = `portico_stop_${randomBytes(6).toString('hex')}`
    let stopping: ApiProcess
    let taker: ApiProcess

    beforeAll(async () => {
      // Replicas without a lease ask for it again every 200 ms (`indexerPollMs`, as in production
      // every 1 s), and the stopped one's paused request is cut 2 s into the drain.
      const config = clusterConfig(schema, { indexerPollMs: 200, shutdownTimeoutMs: 2_000 })
      stopping = await startApiProcess(config, {
        PORTICO_TEST_TRACE: '1',
        PORTICO_TEST_PAUSE_AT: 'solana.sync',
        REPLICA_NAME: 'replica-stopping',
      })
      // Started once the first holds the Polkadot lease (asked for at its first finalized head).
      await stopping.line(/^polkadot indexer: this replica indexes/)
      taker = await startApiProcess(config, {
        PORTICO_TEST_TRACE: '1',
        REPLICA_NAME: 'replica-taker',
      })
    }, 180_000)
    afterAll(async () => {
      // (Gone already when the test passed; a replica stuck in its shutdown is killed here.)
      await Promise.all([stopping?.kill(), taker?.kill()])
      if (databaseUrl) await dropSchema(schema)
    }, 60_000)

    it("gives the Polkadot lease and a running Solana sync's lock to another replica at once, while it still drains", async () => {
      const db = await createPostgresDatabase({ connectionString: databaseUrl, schema })
      try {
        const polkadotLease = polkadotLeaseKey(polkadot.caip2)
        const { owner, signature } = await newOwnerWithTransfer()
        const ownerLock = solanaSyncLockKey(solana.caip2, owner)
        // The stopping replica pauses inside the owner's sync, holding its lock; the taker waits.
        const stuck = history(stopping, owner).catch(() => undefined)
        await stopping.line(/^PORTICO_TEST paused solana\.sync$/)
        const waiting = history(taker, owner)
        await taker.line(new RegExp(`^PORTICO_TEST reached solana\\.waiting ${owner}$`))
        expect(await db.lockHolder(polkadotLease)).toBe('replica-stopping')
        expect(await db.lockHolder(ownerLock)).toBe('replica-stopping')

        const t0 = performance.now()
        let stoppedAt: number | undefined
        const exited = stopping.stop().then((code) => {
          stoppedAt = performance.now() - t0
          return code
        })
        const took = (pattern: RegExp, what: string) =>
          within(
            taker.line(pattern).then(() => ({
              ms: performance.now() - t0,
              // The drain ends with the paused request cut (logged then).
              whileDraining: !stopping.output().some((line) => CUT.test(line)),
            })),
            10_000,
            what,
          )
        const [polkadotTaken, solanaTaken] = await Promise.all([
          took(/^polkadot indexer: this replica indexes/, 'the taker taking the Polkadot lease'),
          took(
            new RegExp(`^PORTICO_TEST reached solana\\.sync ${owner}$`),
            "the taker taking the owner's sync lock",
          ),
        ])
        console.log(
          `SIGTERM on the lease holder: Polkadot lease taken over ${polkadotTaken.ms.toFixed(0)} ms after, ` +
            `the Solana owner's sync lock ${solanaTaken.ms.toFixed(0)} ms after ` +
            `(during the drain: ${polkadotTaken.whileDraining}, ${solanaTaken.whileDraining})`,
        )
        // The lease state: the taker holds the Polkadot lease, and it ran the owner's sync.
        expect(await db.lockHolder(polkadotLease)).toBe('replica-taker')
        expect(await waiting).toEqual({ status: 200, hashes: [signature] })
        expect(traced(taker, `solana.indexed ${owner} `)).toEqual([
          `PORTICO_TEST reached solana.indexed ${owner} 1`,
        ])
        expect(await db.lockHolder(ownerLock)).toBeNull()
        // Both were taken over while the stopping replica still waited for its paused request,
        // not when its connections closed after the drain.
        expect(polkadotTaken.whileDraining).toBe(true)
        expect(solanaTaken.whileDraining).toBe(true)

        expect(await within(exited, 10_000, 'the stopped replica exiting')).toBe(0)
        await stuck
        expect(stopping.output()).toContainEqual(expect.stringMatching(CUT))
        console.log(
          `SIGTERM on the lease holder: it exited ${stoppedAt?.toFixed(0)} ms after (its paused request cut at the 2 s bound)`,
        )
        // A generous bound: the figures above are what the takeover takes.
        expect(polkadotTaken.ms).toBeLessThan(5_000)
        expect(solanaTaken.ms).toBeLessThan(5_000)
      } finally {
        await db.close()
      }
    }, 60_000)
  })
})
