import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@portico/testing'
import { parseEther } from 'viem'
import { createPgliteDatabase, createPostgresDatabase } from '../db/database.js'
import { createApiServer } from '../server.js'
import { devnetWallet } from '../test/devnet-actions.js'
import { devnetConfig } from '../test/harness.js'
import { startBareServer } from './bare-server.js'
import { requestsPerCoreSecond } from './capacity.js'
import { eventsPerWalletPerDay, SESSION_MIX } from './capacity-plan.js'
import { reportCapacity } from './capacity-report.js'
import { type BenchRow, type BenchTarget, measure } from './measure.js'
import { childProbe, postgresBackendProbe, withApplicationName } from './process-cpu.js'
import { benchReplicas } from './replica-bench.js'
import { insertAnalyticsEvents } from './row-size.js'

/**
 * `pnpm bench` (root, through turbo) or `pnpm --filter @portico/api bench`: a bare Hono server
 * and ours on 127.0.0.1 over a devnet and in-memory PGlite (or BENCH_DATABASE_URL), loaded by
 * autocannon back to back in one run, so the ratio to the bare server holds whatever else the
 * machine does. Then, with a PostgreSQL URL (BENCH_DATABASE_URL or PORTICO_TEST_DATABASE_URL),
 * 3 replicas behind a round-robin proxy. Production uses a PostgreSQL server: with PGlite as the
 * main database and PORTICO_TEST_DATABASE_URL set, the uncached history page is measured on
 * PostgreSQL too. Every row also reads the CPU of PostgreSQL's backends (their /proc entries,
 * found by the pools' application_name) and of the devnet's anvil nodes, per request; from
 * those and a stated session mix (capacity-plan.ts) it prints the capacity table for 1k, 10k
 * and 100k daily active wallets. Prints tables, writes bench-results/latest.json.
 * Goals: cache hits >= 15 000 req/s, uncached history page >= 1 000 req/s, p99 <= 50 ms, 0 errors.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1))
const load = { connections, duration }

const devnet = await startDevnet()
const databaseUrl = process.env.BENCH_DATABASE_URL
const replicaDatabaseUrl = databaseUrl ?? process.env.PORTICO_TEST_DATABASE_URL
const schema = `portico_bench_${Date.now()}`
// The pools' backends carry the schema's name, so their CPU can be read from /proc.
const named = (url: string) => withApplicationName(url, schema)
const db = databaseUrl
  ? await createPostgresDatabase({ connectionString: named(databaseUrl), schema })
  : await createPgliteDatabase()
const databaseName = databaseUrl ? 'PostgreSQL' : 'PGlite in memory'
// Production runs on a PostgreSQL server (PGlite is the development default): with PGlite as
// the main database and a server URL at hand, the uncached page is measured on both.
const productionUrl = databaseUrl ? undefined : process.env.PORTICO_TEST_DATABASE_URL
const productionDb = productionUrl
  ? await createPostgresDatabase({ connectionString: named(productionUrl), schema })
  : undefined
const config = devnetConfig(devnet, {
  historyPageSize: 20,
  // The default rate limit is on (its cost is part of every request) but never reached here.
  rateLimit: { burst: 1e9, perSecond: 1e9 },
  rpc: { perClient: { burst: 1e9, perSecond: 1e9 }, perProject: { burst: 1e9, perSecond: 1e9 } },
  // The quota is counted on every event (its cost is measured) but never reached here.
  analyticsQuotaPerDay: 1e9,
})
const server = await createApiServer(config, { db, log: () => undefined })
// A second server on the same database with its history page cache off: the DB-bound figure.
const uncached = await createApiServer(
  { ...config, historyCacheMs: 0 },
  { db, log: () => undefined },
)
const production = productionDb
  ? await createApiServer(
      { ...config, historyCacheMs: 0 },
      { db: productionDb, log: () => undefined },
    )
  : undefined
const bare = await startBareServer()
try {
  const { url } = await server.listen()
  const { url: uncachedUrl } = await uncached.listen()
  const sender = devnetWallet(devnet, 1)
  const holder = devnet.accounts[2]?.address
  if (!holder) throw new Error('no account 2')
  for (let i = 0; i < 30; i++) await sender.sendEth(holder, parseEther('0.01'))
  await server.indexer.syncToHead()
  const productionUrlBase = production ? (await production.listen()).url : undefined
  await production?.indexer.syncToHead()
  const balance = `/v1/account/${holder}/balance?chainId=eip155:31337`
  const history = `/v1/account/${holder}/history?chainId=eip155:31337`
  const shown = (path: string) => path.replace(holder, '{address}')
  const etag = (await fetch(url + balance)).headers.get('etag') ?? ''
  const rpc = '/v1/?chainId=eip155:31337&projectId=bench'
  // Writes and chain reads on the production database when there is one.
  const writeBase = productionUrlBase ?? url
  const event = '/e?projectId=bench&st=portico&sv=react-0.1.0'
  // A project with a busy day stored: 10k daily active wallets' events of the last 24 h, which
  // `/e` counts for the quota before each insert.
  const busyEvents = 10_000 * eventsPerWalletPerDay()
  const busyEvent = '/e?projectId=bench-busy&st=portico&sv=react-0.1.0'
  const postgresDb = productionDb ?? (databaseUrl ? db : undefined)
  const probes = {
    ...(postgresDb
      ? {
          postgres: postgresBackendProbe(
            (sql, params) => postgresDb.query<{ pid: number }>(sql, params),
            schema,
          ),
        }
      : {}),
    chain: childProbe(/portico-anvil-/),
  }
  // The mix's prices (capacity-plan.ts) by the row that measures them.
  const costOf: Record<string, string> = {
    'balance (cache hit)': 'cache hit',
    'directory /getWallets (cache hit)': 'directory',
    'balance (cache miss: chain reads)': 'balance miss',
    'analytics event /e (database write)': 'analytics',
    [`analytics event /e (${busyEvents.toLocaleString('en-US')} events today)`]: 'analytics busy',
    'rpc eth_blockNumber (forwarded)': 'rpc',
    [postgresDb ? 'history page (database: PostgreSQL)' : 'history page (database: PGlite)']:
      'history database',
  }
  // An event as the kit sends it (a wallet picked); each request gets a fresh event id, so every
  // request is an insert.
  const eventTarget = (name: string, path: string): BenchTarget => ({
    name,
    url: writeBase + path,
    shown: path,
    body: JSON.stringify({
      eventId: '[<id>]',
      url: 'https://app.example.org/',
      domain: 'app.example.org',
      timestamp: 1765000000000,
      props: {
        event: 'SELECT_WALLET',
        type: 'track',
        properties: { name: 'MetaMask', platform: 'browser', view: 'Connect' },
      },
    }),
    uniqueIds: true,
  })
  const targets: BenchTarget[] = [
    { name: 'balance (cache hit)', url: url + balance, shown: shown(balance), goal: 'cache hit' },
    {
      name: 'balance (revalidated: 304)',
      url: url + balance,
      shown: shown(balance),
      headers: { 'if-none-match': etag },
    },
    {
      name: 'history page (cache hit)',
      url: url + history,
      shown: shown(history),
      goal: 'cache hit',
    },
    {
      name: 'directory /getWallets (cache hit)',
      url: `${url}/getWallets?page=1&entries=40`,
      shown: '/getWallets?page=1&entries=40',
      goal: 'cache hit',
    },
    {
      name: `history page (database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
      url: uncachedUrl + history,
      shown: shown(history),
      goal: 'database',
    },
    ...(productionUrlBase
      ? [
          {
            name: 'history page (database: PostgreSQL)',
            url: productionUrlBase + history,
            shown: shown(history),
            goal: 'database' as const,
          },
        ]
      : []),
    {
      name: 'balance (cache miss: chain reads)',
      url: `${writeBase + balance}&forceUpdate=true`,
      shown: `${shown(balance)}&forceUpdate=true`,
    },
    eventTarget('analytics event /e (database write)', event),
    eventTarget(
      `analytics event /e (${busyEvents.toLocaleString('en-US')} events today)`,
      busyEvent,
    ),
    // SPEC §7 Blockchain RPC: every call is forwarded to the anvil node (no cache).
    {
      name: 'rpc eth_blockNumber (forwarded)',
      url: url + rpc,
      shown: rpc,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
    },
  ]
  // The bare server is measured right before each of ours: on a machine others load too, the
  // pair sees the same conditions and their ratio holds while absolute figures move. With
  // BENCH_ROUNDS > 1 each pair is repeated and the median round (by ratio) is reported.
  const rows: (BenchRow & {
    bareRequestsPerSecond: number
    ofBare: string
    bareUsPerRequest: number
    cpuOfBare: string
    postgresUsPerRequest: number | null
    chainUsPerRequest: number | null
    requestsPerCoreSecond: number
  })[] = []
  await insertAnalyticsEvents(postgresDb ?? db, busyEvents, 'bench-busy', Date.now() - 3_600_000)
  // As autovacuum leaves a table that stopped growing: the visibility map set, statistics read.
  await (postgresDb ?? db).query('VACUUM (ANALYZE) analytics_events')
  // The 1-minute load average after each run: what the machine's other users did meanwhile.
  const loads: number[] = [loadavg()[0] ?? 0]
  for (const target of targets) {
    const pairs: { row: BenchRow; bare: BenchRow; ratio: number }[] = []
    for (let round = 0; round < rounds; round++) {
      const reference = await measure({ name: 'bare', url: bare.url, shown: '/' }, load)
      const row = await measure(target, { ...load, probes })
      loads.push(loadavg()[0] ?? 0)
      const ratio = row.requestsPerSecond / Math.max(1, reference.requestsPerSecond)
      pairs.push({ row, bare: reference, ratio })
    }
    pairs.sort((a, b) => a.ratio - b.ratio)
    const median = pairs[Math.floor(pairs.length / 2)] as (typeof pairs)[number]
    rows.push({
      ...median.row,
      errors: pairs.reduce((sum, pair) => sum + pair.row.errors, 0),
      bareRequestsPerSecond: median.bare.requestsPerSecond,
      ofBare: `${(median.ratio * 100).toFixed(0)} %`,
      bareUsPerRequest: median.bare.serverUsPerRequest,
      // Server CPU per request relative to the bare server's: 1.0 is as cheap as a bare Hono app.
      cpuOfBare: `${(median.row.serverUsPerRequest / Math.max(1, median.bare.serverUsPerRequest)).toFixed(2)}x`,
      postgresUsPerRequest: median.row.otherUsPerRequest.postgres ?? null,
      chainUsPerRequest: median.row.otherUsPerRequest.chain ?? null,
      requestsPerCoreSecond: Math.round(requestsPerCoreSecond(median.row.serverUsPerRequest)),
    })
  }
  const machine = { cpus: cpus().length, loadAverage: loadavg().map((n) => Number(n.toFixed(2))) }
  console.log(
    `\n@portico/api bench: ${connections} connections, ${duration} s per endpoint, ${rounds} round(s), ${databaseName}, ` +
      `${machine.cpus} CPUs, load average ${machine.loadAverage.join(' / ')}` +
      `${productionDb ? '; the PostgreSQL history row, the balance miss and the analytics write on PORTICO_TEST_DATABASE_URL (production)' : ''}\n`,
  )
  console.table(
    rows.map(
      ({ total: _total, goal: _goal, path: _path, otherUsPerRequest: _other, ...row }) => row,
    ),
  )
  console.log(
    'bare: a Hono server on @hono/node-server answering a fixed JSON body, just before each row',
  )
  console.log(
    'serverUsPerRequest: CPU µs of the server process per request (the servers and, with PGlite, the database; autocannon runs in a child process)' +
      (postgresDb
        ? "; PostgreSQL's own CPU is postgresUsPerRequest (its backends for this run, from /proc)"
        : '; no PostgreSQL server: postgresUsPerRequest not measured'),
  )
  console.log(
    "chainUsPerRequest: the devnet's anvil nodes (from /proc); requestsPerCoreSecond: 1 / the server's CPU seconds per request",
  )
  console.log(
    `CPU per request holds up better than req/s on a shared machine (${machine.cpus} cores, load average ${machine.loadAverage.join(' / ')}): ` +
      'req/s counts the time a request waits for a core others hold, the CPU per request only what serving it took',
  )
  const met = (row: BenchRow) =>
    row.requestsPerSecond >= (row.goal === 'cache hit' ? 15_000 : 1_000) &&
    row.p99Ms <= 50 &&
    row.errors === 0
  for (const row of rows.filter((each) => each.goal))
    console.log(
      `${met(row) ? 'met' : 'NOT met'}: ${row.endpoint} (${row.goal} goal: >= ${row.goal === 'cache hit' ? '15 000' : '1 000'} req/s, p99 <= 50 ms, 0 errors)`,
    )

  // Capacity on paper: the measured CPU per request priced into the stated session mix.
  const report = await reportCapacity({
    rows,
    costOf,
    db: postgresDb ?? db,
    projects: { small: 'bench', busy: 'bench-busy' },
  })

  let replicas: Awaited<ReturnType<typeof benchReplicas>> | undefined
  if (replicaDatabaseUrl) {
    replicas = await benchReplicas({
      devnet,
      databaseUrl: replicaDatabaseUrl,
      path: balance,
      shown: shown(balance),
      ...load,
    })
    loads.push(loadavg()[0] ?? 0)
    console.log(
      '\nReplicas (processes) on one PostgreSQL and one Redis, behind a round-robin proxy, the same load (balance, cache hit); CPU µs per request from /proc:',
    )
    console.table(replicas.rows)
    console.log(
      `throughput ratios: ${Object.entries(replicas.ratios)
        .map(([name, ratio]) => `${name} ${ratio.toFixed(2)}`)
        .join(
          ', ',
        )} (${machine.cpus} cores shared by the load generator, the proxy, the replicas, Redis and PostgreSQL: ` +
        "and others' load moving between the runs: the ratios say little about scaling here; the CPU per request says what a replica costs)",
    )
  } else {
    console.log('\nReplicas: not measured (no BENCH_DATABASE_URL or PORTICO_TEST_DATABASE_URL)')
  }
  console.log(
    `load average (1 min) during the run: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
  )

  const dir = fileURLToPath(new URL('../../bench-results/', import.meta.url))
  mkdirSync(dir, { recursive: true })
  const result = {
    date: new Date().toISOString(),
    database: databaseName,
    machine,
    connections,
    durationSeconds: duration,
    loadAverageDuringRun: { min: Math.min(...loads), max: Math.max(...loads) },
    rows,
    mix: SESSION_MIX,
    ...report,
    ...(replicas ? { replicas } : {}),
  }
  writeFileSync(`${dir}latest.json`, `${JSON.stringify(result, null, 2)}\n`)
  console.log(`written to ${dir}latest.json`)
} finally {
  await bare.close()
  await server.close()
  await uncached.close()
  await production?.close()
  if (databaseUrl) await db.query(`DROP SCHEMA ${schema} CASCADE`)
  await db.close()
  await productionDb?.query(`DROP SCHEMA ${schema} CASCADE`)
  await productionDb?.close()
  await devnet.stop()
}
