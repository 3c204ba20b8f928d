import { createServer, type Server, type Socket } from 'node:net'
import { type AnvilInstance, type CuttableLine, cuttableLine, startAnvil } from '@portico/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiConfig } from '../config.js'
import { createApiServer } from '../server.js'
import { describeEachBackend, openTestDatabase, startTestServer } from '../test/harness.js'
import type { TestServer } from '../test/suite-hooks.js'
import type { ReadinessReport } from './readiness.js'

// Chain 31337 has two real nodes (the second falls behind when the first mines); chain 31338
// has one, reached through a line the tests cut (a stopped node); chain 31339's only node
// accepts connections and never answers (a hung node, which must not hang /readyz).
const PROBE_MS = 600
const HUNG_PROBE_MS = 1_000
let best: AnvilInstance
let behind: AnvilInstance
let single: AnvilInstance
let line: CuttableLine
let hung: Server
const hungSockets = new Set<Socket>()
let server: TestServer
let database: Awaited<ReturnType<typeof openTestDatabase>>

beforeAll(async () => {
  ;[best, behind, single] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
  ])
  line = await cuttableLine(single.rpcUrl)
  hung = createServer((socket) => {
    hungSockets.add(socket)
    socket.on('close', () => hungSockets.delete(socket))
  })
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve))
  database = await openTestDatabase('pglite', { migrated: true })
  const config: ApiConfig = {
    chains: [
      { chainId: 31337, rpcUrls: [best.rpcUrl, behind.rpcUrl] },
      { chainId: 31338, rpcUrls: [line.url] },
    ],
    rateLimit: false,
    retentionIntervalMs: false,
    // The indexer runs, so it holds the lease that /readyz names.
    indexerPollMs: 50,
    replicaName: 'replica-a',
    readinessTimeoutMs: PROBE_MS,
    nodeLagBlocks: 2,
    shutdownDelayMs: 1_000,
  }
  server = await startTestServer(config, database.db)
}, 60_000)

afterAll(async () => {
  await server?.close()
  await database?.dispose()
  for (const socket of hungSockets) socket.destroy()
  hung?.close()
  await line?.close()
  await Promise.all([best?.stop(), behind?.stop(), single?.stop()])
})

async function readyz(): Promise<{ status: number; report: ReadinessReport }> {
  const response = await fetch(`${server.url}/readyz`)
  return { status: response.status, report: (await response.json()) as ReadinessReport }
}

describe('/healthz', () => {
  it('answers 200 with JSON while the process runs', async () => {
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('/readyz', () => {
  it('answers 200 with the database, migrations, every chain node and the indexer lease', async () => {
    // The first node mines 5 blocks the second never sees: it lags 5 blocks behind.
    await fetch(best.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x5'] }),
    })
    await vi.waitFor(async () => expect((await readyz()).report.indexer.holder).toBe('replica-a'), {
      timeout: 10_000,
      interval: 50,
    })
    const { status, report } = await readyz()
    expect(status).toBe(200)
    expect(report.ready).toBe(true)
    expect(report.shuttingDown).toBe(false)
    expect(report.database).toEqual({ status: 'up', kind: 'pglite' })
    expect(report.migrations).toEqual({ status: 'current' })
    expect(report.redis).toBeUndefined()
    const [first, second] = report.chains
    expect(first?.status).toBe('up')
    expect(first?.nodes).toEqual([
      { node: new URL(best.rpcUrl).host, status: 'up', head: 5 },
      { node: new URL(behind.rpcUrl).host, status: 'lagging', head: 0, lagBlocks: 5 },
    ])
    expect(second?.nodes).toEqual([{ node: new URL(line.url).host, status: 'up', head: 0 }])
    expect(report.indexer.thisReplica).toBe(true)
    expect(report.indexer.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
  })

  it('answers 503 with the node "down" while a chain\'s only node is stopped, and 200 once it is back', async () => {
    await line.cut()
    const down = await readyz()
    expect(down.status).toBe(503)
    expect(down.report.ready).toBe(false)
    expect(down.report.chains[1]).toMatchObject({
      chainId: 31338,
      status: 'down',
      nodes: [{ node: new URL(line.url).host, status: 'down' }],
    })
    // The other chain and the database are still reported up: one dead node names itself.
    expect(down.report.chains[0]?.status).toBe('up')
    await line.restore()
    const back = await readyz()
    expect(back.status).toBe(200)
    expect(back.report.chains[1]?.nodes[0]?.status).toBe('up')
  })
})

describe('/readyz with a node that never answers', () => {
  it('is bounded: the hung node is "down" after the probe timeout, not a hanging request', async () => {
    const hungUrl = `http://127.0.0.1:${(hung.address() as { port: number }).port}`
    const other = await createApiServer(
      {
        chains: [{ chainId: 31339, rpcUrls: [hungUrl, hungUrl] }],
        rateLimit: false,
        indexerPollMs: false,
        retentionIntervalMs: false,
        readinessTimeoutMs: HUNG_PROBE_MS,
      },
      // The file's database: this server reads it only.
      { db: database.db, log: () => undefined },
    )
    try {
      const { url } = await other.listen()
      const started = performance.now()
      const response = await fetch(`${url}/readyz`)
      const ms = performance.now() - started
      const report = (await response.json()) as ReadinessReport
      expect(response.status).toBe(503)
      expect(report.chains[0]?.nodes.map((node) => node.status)).toEqual(['down', 'down'])
      expect(report.chains[0]?.nodes[0]?.error).toContain(`no answer in ${HUNG_PROBE_MS} ms`)
      // Both nodes were probed side by side, each bounded: under two timeouts back to back.
      expect(ms).toBeGreaterThanOrEqual(HUNG_PROBE_MS)
      expect(ms).toBeLessThan(HUNG_PROBE_MS * 2)
    } finally {
      await other.close()
    }
  })
})

describe('/readyz during shutdown', () => {
  it('answers 503 with shuttingDown as soon as close() begins, while the socket still serves', async () => {
    expect((await readyz()).status).toBe(200)
    const closing = server.close()
    const { status, report } = await readyz()
    expect(status).toBe(503)
    expect(report.shuttingDown).toBe(true)
    expect(report.ready).toBe(false)
    await closing
  })
})

describeEachBackend('/readyz indexer lease on $name', ({ name }) => {
  it('names the replica holding the lease to another replica, which does not hold it', async () => {
    const shared = await openTestDatabase(name, { migrated: true })
    const base: ApiConfig = { chains: [], rateLimit: false, retentionIntervalMs: false }
    const indexing = await startTestServer(
      { ...base, indexerPollMs: 20, replicaName: 'replica-a' },
      shared.db,
    )
    const reading = await startTestServer(
      { ...base, indexerPollMs: false, replicaName: 'replica-b' },
      await shared.reopen(),
    )
    try {
      const lease = async () =>
        ((await (await fetch(`${reading.url}/readyz`)).json()) as ReadinessReport).indexer
      await vi.waitFor(async () => expect((await lease()).holder).toBe('replica-a'), {
        timeout: 10_000,
        interval: 50,
      })
      expect((await lease()).thisReplica).toBe(false)
      // The lease goes with the indexing replica: nobody holds it after it closed.
      await indexing.close()
      expect((await lease()).holder).toBeNull()
    } finally {
      await indexing.close()
      await reading.close()
      await shared.dispose()
    }
  }, 60_000)
})
