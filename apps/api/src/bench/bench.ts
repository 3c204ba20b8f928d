import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@portico/testing'
import autocannon from 'autocannon'
import { parseEther } from 'viem'
import { createPgliteDatabase, createPostgresDatabase } from '../db/database.js'
import { createApiServer } from '../server.js'
import { devnetWallet } from '../test/devnet-actions.js'
import { devnetConfig } from '../test/harness.js'

/**
 * `pnpm bench`: the server on 127.0.0.1 over a devnet and in-memory PGlite (or
 * BENCH_DATABASE_URL), loaded by
 * autocannon (in a worker thread) on a balance cache hit and a history page. Prints a table
 * and writes bench-results/latest.json. Targets: >= 1000 req/s, p99 <= 50 ms, 0 errors.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

const devnet = await startDevnet()
// PGlite in memory, or a PostgreSQL server when BENCH_DATABASE_URL is set (a throwaway schema).
const databaseUrl = process.env.BENCH_DATABASE_URL
const schema = `portico_bench_${Date.now()}`
const db = databaseUrl
  ? await createPostgresDatabase({ connectionString: databaseUrl, schema })
  : await createPgliteDatabase()
const databaseName = databaseUrl ? 'PostgreSQL' : 'PGlite in memory'
const config = devnetConfig(devnet, {
  indexerPollMs: false,
  historyPageSize: 20,
  // The RPC endpoint's own limits are measured elsewhere: here its forwarding throughput.
  rpc: {
    perClient: { burst: 1e9, perSecond: 1e9 },
    perProject: { burst: 1e9, perSecond: 1e9 },
  },
})
const server = await createApiServer(config, { db, log: () => undefined })
// A second replica on the same database with its history page cache off: the DB-bound figure.
const uncached = await createApiServer(
  { ...config, historyCacheMs: 0 },
  { db, log: () => undefined },
)
try {
  const { url } = await server.listen()
  const { url: uncachedUrl } = await uncached.listen()
  const sender = devnetWallet(devnet, 1)
  const holder = devnet.accounts[2]?.address
  if (!holder) throw new Error('no account 2')
  for (let i = 0; i < 30; i++) await sender.sendEth(holder, parseEther('0.01'))
  await server.indexer.syncToHead()
  const history = `/v1/account/${holder}/history?chainId=eip155:31337`
  const targets = [
    {
      name: 'balance (cache hit)',
      base: url,
      path: `/v1/account/${holder}/balance?chainId=eip155:31337`,
      target: true,
    },
    { name: 'history page (cache hit)', base: url, path: history, target: true },
    { name: 'history page (database)', base: uncachedUrl, path: history, target: false },
    // SPEC §7 Blockchain RPC: every call is forwarded to the anvil node (no cache).
    {
      name: 'rpc eth_blockNumber (forwarded)',
      base: url,
      path: '/v1/?chainId=eip155:31337&projectId=bench',
      target: false,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
    },
    {
      name: 'rpc batch of 10 eth_getBalance',
      base: url,
      path: '/v1/?chainId=eip155:31337&projectId=bench',
      target: false,
      body: JSON.stringify(
        Array.from({ length: 10 }, (_, id) => ({
          jsonrpc: '2.0',
          id,
          method: 'eth_getBalance',
          params: [holder, 'latest'],
        })),
      ),
    },
  ]
  const rows = []
  for (const target of targets) {
    const request =
      'body' in target && target.body
        ? {
            method: 'POST' as const,
            body: target.body,
            headers: { 'content-type': 'application/json' },
          }
        : {}
    const warm = await fetch(target.base + target.path, request)
    if (!warm.ok) throw new Error(`${target.name}: HTTP ${warm.status}`)
    await warm.arrayBuffer()
    // Warm-up (JIT, connection pools), not recorded.
    await autocannon({
      url: target.base + target.path,
      connections,
      duration: 3,
      workers: 1,
      ...request,
    })
    const result = await autocannon({
      url: target.base + target.path,
      connections,
      duration,
      workers: 1,
      ...request,
    })
    rows.push({
      endpoint: target.name,
      path: target.path.replace(holder, '{address}'),
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      total: result.requests.total,
      target: target.target,
    })
  }
  const machine = { cpus: cpus().length, loadAverage: loadavg().map((n) => Number(n.toFixed(2))) }
  console.log(
    `\n@portico/api bench: ${connections} connections, ${duration} s per endpoint, ${databaseName}, ` +
      `${machine.cpus} CPUs, load average ${machine.loadAverage.join(' / ')}\n`,
  )
  console.table(rows)
  const pass = rows
    .filter((row) => row.target)
    .every((row) => row.requestsPerSecond >= 1000 && row.p99Ms <= 50 && row.errors === 0)
  console.log(
    pass
      ? 'cache-hit targets met (>= 1000 req/s, p99 <= 50 ms, 0 errors)'
      : 'cache-hit targets NOT met (>= 1000 req/s, p99 <= 50 ms, 0 errors)',
  )
  const dir = fileURLToPath(new URL('../../bench-results/', import.meta.url))
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    `${dir}latest.json`,
    `${JSON.stringify({ date: new Date().toISOString(), database: databaseName, machine, connections, durationSeconds: duration, rows }, null, 2)}\n`,
  )
  console.log(`written to ${dir}latest.json`)
} finally {
  await server.close()
  await uncached.close()
  if (databaseUrl) await db.query(`DROP SCHEMA ${schema} CASCADE`)
  await db.close()
  await devnet.stop()
}
