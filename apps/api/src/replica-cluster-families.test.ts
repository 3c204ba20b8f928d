import '@polkadot/api-augment'
import { randomBytes } from 'node:crypto'
import { ApiPromise, Keyring, WsProvider } from '@polkadot/api'
import { type RedisServer, startRedisServer } from '@portico/testing'
import { type PolkadotChain, sendInBlock, startPolkadotChain } from '@portico/testing/polkadot'
import {
  type SolanaChain,
  sendSolanaTransfer as sendSol,
  startSolanaChain,
} from '@portico/testing/solana'
import { generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from './db/database.js'
import { type ApiProcess, startApiProcess } from './test/api-process.js'
import { devnetConfig, POSTGRES_SKIP_REASON } from './test/harness.js'
import { type RoundRobinProxy, startRoundRobinProxy } from './test/round-robin-proxy.js'
import { useDevnet } from './test/suite-hooks.js'

// What replica-cluster.test.ts leaves of several replicas: the RPC endpoint's limits shared in
// Redis, and the Polkadot and Solana indexers under database locks (one Polkadot indexer over the
// replicas; one sync of a Solana owner at a time), with takeover when the holder dies. 3 replica
// processes on one PostgreSQL (PGlite cannot be opened by several processes) and one Redis.
// Replica 0 pauses inside its first Solana sync (PORTICO_TEST_PAUSE_AT), holding that owner's
// lock, so the takeover test can kill it there.

const devnet = useDevnet()
const databaseUrl = process.env.PORTICO_TEST_DATABASE_URL ?? ''
const title = '3 replicas: RPC limits in Redis, Polkadot and Solana indexing under database locks'
const suite = POSTGRES_SKIP_REASON ? describe.skip : describe

suite(POSTGRES_SKIP_REASON ? `${title} (skipped: ${POSTGRES_SKIP_REASON})` : title, () => {
  const schema = `portico_families_${randomBytes(6).toString('hex')}`
  let redis: RedisServer
  let polkadot: PolkadotChain
  let polkadotApi: ApiPromise
  let solana: SolanaChain
  let replicas: ApiProcess[] = []
  let proxy: RoundRobinProxy
  const alive = new Set<ApiProcess>()

  beforeAll(async () => {
    ;[redis, polkadot, solana] = await Promise.all([
      startRedisServer(),
      startPolkadotChain(),
      startSolanaChain(),
    ])
    polkadotApi = await ApiPromise.create({
      provider: new WsProvider(polkadot.wsUrl),
      noInitWarn: true,
    })
    const config = devnetConfig(devnet(), {
      databaseUrl,
      databaseSchema: schema,
      redisUrl: redis.socket,
      rateLimit: { burst: 1000, perSecond: 1000 },
      rpc: {
        perClient: { burst: 6, perSecond: 0.01 },
        perProject: { burst: 1000, perSecond: 1000 },
      },
      trustedProxies: ['127.0.0.1'],
      retentionIntervalMs: false,
      families: {
        polkadot: { wsUrl: polkadot.wsUrl, genesisHash: polkadot.genesisHash, fromBlock: 1 },
        solana: { rpcUrl: solana.rpcUrl, genesisHash: solana.genesisHash },
      },
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
    await polkadotApi?.disconnect()
    await Promise.all([redis?.stop(), polkadot?.stop(), solana?.stop()])
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
  const traced = (replica: ApiProcess, prefix: string) =>
    replica.output().filter((line) => line.startsWith(`PORTICO_TEST reached ${prefix}`))

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
