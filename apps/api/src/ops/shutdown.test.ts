import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ApiConfig } from '../config.js'
import type { ApiServer } from '../server.js'
import {
  describeEachBackend,
  devnetConfig,
  openTestDatabase,
  startTestServer,
} from '../test/harness.js'
import { type RoundRobinProxy, startRoundRobinProxy } from '../test/round-robin-proxy.js'
import { useDevnet } from '../test/suite-hooks.js'
import { within } from '../test/within.js'

// Two replicas on one database behind a proxy that health-checks /readyz, under a steady load;
// one replica is shut down (what its SIGTERM handler runs) while requests are in flight,
// one of them an RPC call its chain node holds until the test lets it go.

const devnet = useDevnet()

/** Balance reads of this address are held by the node line until `release()`. */
const HELD_ADDRESS = '0x00000000000000000000000000000000000d7a1e'

/** A line to the devnet's node that holds the calls naming `HELD_ADDRESS`. */
interface HoldingLine {
  url: string
  /** Resolves once `count` held calls have arrived. */
  arrived(count: number): Promise<void>
  release(): void
  close(): Promise<void>
}

async function holdingLine(target: string): Promise<HoldingLine> {
  let arrivals = 0
  const waiting: { count: number; resolve: () => void }[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    // Calls of both replicas made in one tick can come in one batch: each held call counts.
    const held = body.toLowerCase().split(HELD_ADDRESS).length - 1
    if (held > 0) {
      arrivals += held
      for (const each of waiting.filter((entry) => entry.count <= arrivals)) each.resolve()
      await released
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined)
    response.writeHead(answer?.status ?? 502, { 'content-type': 'application/json' })
    response.end(answer ? await answer.text() : '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived: (count) =>
      new Promise((resolve) => {
        if (arrivals >= count) resolve()
        else waiting.push({ count, resolve })
      }),
    release,
    async close() {
      release()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Resolves when `log` receives a message matching `pattern`, with the moment it did. */
function logWatch() {
  const lines: { at: number; message: string }[] = []
  const waiting: { pattern: RegExp; resolve: (at: number) => void }[] = []
  return {
    log(message: string) {
      const at = performance.now()
      lines.push({ at, message })
      for (const each of waiting) if (each.pattern.test(message)) each.resolve(at)
    },
    line(pattern: RegExp): Promise<number> {
      const seen = lines.find((entry) => pattern.test(entry.message))
      if (seen) return Promise.resolve(seen.at)
      return new Promise((resolve) => waiting.push({ pattern, resolve }))
    },
  }
}

const LEADS = /^indexer: this replica indexes/
const RPC = '/v1/?chainId=eip155:31337&projectId=shutdown'
const heldCall = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'eth_getBalance',
  params: [HELD_ADDRESS, 'latest'],
})

describeEachBackend('a replica shut down under load on $name', ({ name }) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  let line: HoldingLine
  let config: ApiConfig
  const started: ApiServer[] = []

  beforeAll(async () => {
    database = await openTestDatabase(name, { migrated: true })
    line = await holdingLine(devnet().chains[0].rpcUrl)
    const base = devnetConfig(devnet())
    config = {
      ...base,
      // Chain 31337's node is reached through the holding line; the indexer follows it too.
      chains: base.chains.map((chain) =>
        chain.chainId === 31337 ? { ...chain, rpcUrls: [line.url] } : chain,
      ),
      indexerPollMs: 100,
      retentionIntervalMs: false,
    }
  }, 60_000)
  afterAll(async () => {
    await line?.close()
    for (const each of started) await each.close()
    await database?.dispose()
  }, 60_000)

  const start = async (extra: Partial<ApiConfig>, watch = logWatch()) => {
    const db = started.length === 0 ? database.db : await database.reopen()
    const server = await startTestServer({ ...config, ...extra }, db, { log: watch.log })
    started.push(server)
    return Object.assign(server, { watch })
  }

  it('finishes every started request, completes the held one, and the other replica indexes within 1 s', async () => {
    // The lease holder starts first, so the replica shut down is the one indexing.
    const a = await start({ replicaName: 'replica-a', shutdownDelayMs: 300 })
    await within(a.watch.line(LEADS), 10_000, 'replica-a taking the indexer lease')
    const b = await start({ replicaName: 'replica-b' })
    let proxy: RoundRobinProxy | undefined
    try {
      proxy = await startRoundRobinProxy([a.url, b.url], { readyCheckMs: 50 })
      const via = proxy.url
      const send = (path: string, init?: RequestInit) =>
        fetch(`${via}${path}`, init).then(async (response) => ({
          status: response.status,
          body: await response.text(),
        }))
      // Round robin: one held call on each replica.
      const held = [0, 1].map(() =>
        send(RPC, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: heldCall,
        }),
      )
      await within(line.arrived(2), 10_000, 'both held calls reaching the node')

      let stop = false
      let requests = 0
      let failures = 0
      const failed: string[] = []
      let answered = 0
      let onAnswer = () => {}
      let warmedUp!: () => void
      const warm = new Promise<void>((resolve) => {
        warmedUp = resolve
      })
      const paths = ['/getWallets?page=1&entries=5', `${RPC}&method=eth_blockNumber`, '/healthz']
      const worker = async (n: number) => {
        for (let i = n; !stop; i++) {
          const path = paths[i % paths.length] as string
          requests++
          const answer = await send(path).catch((error: Error) => ({
            status: 0,
            body: error.message,
          }))
          if (answer.status !== 200) {
            failures++
            failed.push(`${path}: ${answer.status} ${answer.body.slice(0, 120)}`)
          }
          if (++answered === 20) warmedUp()
          onAnswer()
        }
      }
      const servedBefore = [...proxy.served]
      const load = [0, 1, 2, 3].map(worker)
      await within(warm, 10_000, 'the load answering 20 requests')
      // Round robin: the load reached both replicas before the shutdown.
      expect(proxy.served.every((count, i) => count > (servedBefore[i] ?? 0))).toBe(true)

      const t0 = performance.now()
      const closing = a.shutdown()
      const takeover = (await within(b.watch.line(LEADS), 5_000, 'replica-b taking over')) - t0
      const drainAt = await within(
        a.watch.line(/^api: stopped accepting/),
        5_000,
        'replica-a stopping accepting',
      )
      // Replica-a no longer accepts and waits for its held call, while the load goes on through
      // replica-b for 60 more answers; then the node answers the held calls.
      const drainBegan = answered
      await within(
        new Promise<void>((resolve) => {
          onAnswer = () => answered >= drainBegan + 60 && resolve()
        }),
        10_000,
        'the load answering 60 requests during the drain',
      )
      const heldFor = performance.now() - drainAt
      line.release()
      const report = await within(closing, 15_000, 'replica-a shutting down')
      const drainedAt = performance.now() - t0
      stop = true
      await Promise.all(load)
      const heldAnswers = await Promise.all(held)

      console.log(
        `shutdown on ${name}: ${requests} requests through the proxy, ${failures} failed; ` +
          `${report.inFlight} in flight on the replica when it stopped accepting, ${report.cut} cut; ` +
          `drain ${report.drainMs.toFixed(0)} ms (shutdown() done after ${drainedAt.toFixed(0)} ms); ` +
          `indexer lease taken over by the other replica ${takeover.toFixed(0)} ms after shutdown() began`,
      )
      expect(failed).toEqual([])
      expect(requests).toBeGreaterThan(20)
      for (const answer of heldAnswers) {
        expect(answer.status).toBe(200)
        expect(JSON.parse(answer.body)).toEqual({ jsonrpc: '2.0', id: 1, result: '0x0' })
      }
      expect(report.inFlight).toBeGreaterThanOrEqual(1)
      expect(report.cut).toBe(0)
      // The drain lasted until the held call was let go.
      expect(report.drainMs).toBeGreaterThanOrEqual(heldFor)
      expect(takeover).toBeLessThan(1_000)
      // The replica no longer accepts connections.
      await expect(fetch(`${a.url}/healthz`)).rejects.toThrow()
    } finally {
      line.release()
      await proxy?.close()
    }
  }, 60_000)

  it('cuts the requests still running at shutdownTimeoutMs and counts them', async () => {
    // A new hold: the line of the first test was released.
    const hold = await holdingLine(devnet().chains[0].rpcUrl)
    const d = await start({
      replicaName: 'replica-d',
      indexerPollMs: false,
      shutdownTimeoutMs: 200,
      chains: config.chains.map((chain) =>
        chain.chainId === 31337 ? { ...chain, rpcUrls: [hold.url] } : chain,
      ),
    })
    try {
      const call = fetch(`${d.url}${RPC}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: heldCall,
      })
      await within(hold.arrived(1), 10_000, 'the held call reaching the node')
      const report = await d.shutdown()
      expect(report).toMatchObject({ inFlight: 1, cut: 1 })
      // Node's timers may fire a fraction of a millisecond before performance.now() says so.
      expect(report.drainMs).toBeGreaterThanOrEqual(199)
      await expect(call).rejects.toThrow()
    } finally {
      await hold.close()
    }
  }, 60_000)
})
