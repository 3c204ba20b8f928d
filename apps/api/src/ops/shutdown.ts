import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** What draining the HTTP server came to (what `ApiServer.close()` resolves with). */
export interface DrainReport {
  /** Requests that were being answered when the drain began. */
  inFlight: number
  /** Requests still running at the bound, whose connections were cut. */
  cut: number
  /** From the drain's start to the last request answered (or cut), in ms. */
  drainMs: number
}

/** The requests an HTTP server is answering, so a shutdown can wait for them. */
export interface RequestTracker {
  /** Requests being answered now. */
  readonly inFlight: number
  /**
   * Stops accepting connections and waits for the requests being answered, at most `boundMs`;
   * then cuts the connections still open and counts their requests. Once only: later calls
   * share the first.
   */
  drain(boundMs: number): Promise<DrainReport>
}

/**
 * Follows `server`'s requests from now on. While draining, every answer asks its client to close
 * the connection (`Connection: close`, or the socket closed once its answer is written), so a
 * keep-alive client (a proxy) never sends a next request into a connection about to close.
 */
export function trackRequests(server: Server): RequestTracker {
  const open = new Set<ServerResponse>()
  let draining = false
  let idle: (() => void) | undefined
  let drained: Promise<DrainReport> | undefined

  const onRequest = (_request: IncomingMessage, response: ServerResponse) => {
    open.add(response)
    if (draining) response.shouldKeepAlive = false
    response.once('close', () => {
      open.delete(response)
      if (!draining) return
      server.closeIdleConnections()
      if (open.size === 0) idle?.()
    })
  }
  // First of the request listeners: an answer the fast path writes at once is seen too.
  server.prependListener('request', onRequest)

  async function drain(boundMs: number): Promise<DrainReport> {
    const started = performance.now()
    const inFlight = open.size
    draining = true
    // Answers not yet begun tell their clients not to send on this connection again.
    for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    let cut = 0
    if (open.size > 0) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const finished = await Promise.race([
        new Promise<true>((resolve) => {
          idle = () => resolve(true)
        }),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), boundMs)
        }),
      ])
      clearTimeout(timer)
      if (!finished) {
        cut = open.size
        server.closeAllConnections()
      }
    }
    const drainMs = performance.now() - started
    server.closeAllConnections()
    await closed
    return { inFlight, cut, drainMs }
  }

  return {
    get inFlight() {
      return open.size
    },
    drain(boundMs) {
      drained ??= drain(boundMs)
      return drained
    },
  }
}

/**
 * Stops the process gracefully on SIGTERM and SIGINT: `close()` (the server's shutdown), then
 * exit 0, or 1 when it failed. A second signal while closing exits at once with 1 (an operator
 * pressing Ctrl-C twice means it). Returns what removes the handlers.
 */
export function stopOnSignals(
  close: (signal: NodeJS.Signals) => Promise<unknown>,
  options: {
    log: (fields: Record<string, unknown>, message: string) => void
    exit?: (code: number) => void
  },
): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      options.log({ signal }, 'second signal while shutting down: exiting now')
      exit(1)
      return
    }
    stopping = true
    options.log({ signal }, 'shutting down')
    close(signal).then(
      (report) => {
        options.log({ signal, ...(typeof report === 'object' ? report : {}) }, 'shut down')
        exit(0)
      },
      (error: unknown) => {
        options.log({ signal, err: error }, 'shutdown failed')
        exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
  return () => {
    process.off('SIGTERM', onSignal)
    process.off('SIGINT', onSignal)
  }
}
