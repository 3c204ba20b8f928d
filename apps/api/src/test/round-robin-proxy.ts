import { Agent, createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A local load balancer in front of replicas (tests and the bench). */
export interface RoundRobinProxy {
  url: string
  /** Requests answered by each upstream (index as given), whatever the status. */
  readonly served: readonly number[]
  /** Requests an upstream failed before answering (refused, reset): answered 502. */
  readonly failed: number
  close(): Promise<void>
}

/**
 * A tiny round-robin HTTP load balancer: each request goes to the next upstream, with
 * `X-Forwarded-For` extended by the client's address, over keep-alive connections. An upstream
 * that fails before answering gets a 502 for that request (the client decides whether to send
 * it again: only it knows whether the request is safe to repeat) and is skipped for
 * `downMs` (default 1 s), as a load balancer's health check would take it out.
 */
export async function startRoundRobinProxy(
  upstreams: readonly string[],
  options: {
    downMs?: number
    /**
     * Health check: asks each upstream's `/readyz` every `readyCheckMs` and sends nothing to one
     * that does not answer 200 (a replica shutting down), as a load balancer's check does.
     */
    readyCheckMs?: number
  } = {},
): Promise<RoundRobinProxy> {
  const targets = upstreams.map((base) => new URL(base))
  const served = targets.map(() => 0)
  const downUntil = targets.map(() => 0)
  const ready = targets.map(() => true)
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  let next = 0
  let failed = 0
  const check = async (index: number) => {
    const answer = await fetch(new URL('/readyz', targets[index])).catch(() => undefined)
    await answer?.arrayBuffer().catch(() => undefined)
    ready[index] = answer?.status === 200
  }
  const checking = new Set<ReturnType<typeof setTimeout>>()
  let stopped = false
  // Each upstream on its own round: a slow answer of one never delays what the others say.
  const scheduleCheck = (index: number, ms: number) => {
    const timer = setTimeout(() => {
      checking.delete(timer)
      void check(index).finally(() => {
        if (!stopped) scheduleCheck(index, ms)
      })
    }, ms)
    checking.add(timer)
  }
  const { readyCheckMs } = options
  if (readyCheckMs !== undefined)
    await Promise.all(
      targets.map(async (_, index) => {
        await check(index)
        scheduleCheck(index, readyCheckMs)
      }),
    )
  const pick = () => {
    const now = Date.now()
    for (let tries = 0; tries < targets.length; tries++) {
      const index = next
      next = (next + 1) % targets.length
      if ((downUntil[index] ?? 0) <= now && ready[index]) return index
    }
    const index = next
    next = (next + 1) % targets.length
    return index
  }
  const server: Server = createServer((incoming, outgoing) => {
    const index = pick()
    const target = targets[index] as URL
    const forwarded = incoming.headers['x-forwarded-for']
    const peer = incoming.socket.remoteAddress ?? ''
    const upstream = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer,
        },
      },
      (answer) => {
        served[index] = (served[index] ?? 0) + 1
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => {
      failed++
      downUntil[index] = Date.now() + (options.downMs ?? 1000)
      if (!outgoing.headersSent) {
        outgoing.writeHead(502, { 'content-type': 'application/json' })
        outgoing.end('{"status":502,"reasons":[{"description":"Upstream failed"}]}')
      } else outgoing.destroy()
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    get failed() {
      return failed
    },
    async close() {
      stopped = true
      for (const timer of checking) clearTimeout(timer)
      server.closeAllConnections()
      agent.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
