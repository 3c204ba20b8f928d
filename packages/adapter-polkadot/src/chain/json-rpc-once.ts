import type { Clock } from '@portico/core'

/** One JSON-RPC call. */
export interface RpcCall {
  method: string
  params: readonly unknown[]
}

/** A WebSocket class as browsers (and Node 22) have it. */
export type WebSocketClass = new (url: string) => WebSocket

/**
 * Opens one WebSocket to `url`, sends every call at once (JSON-RPC 2.0) and resolves with their
 * results in order once each has answered, then closes the socket. Rejects when there is no
 * WebSocket class, on an error answer, an answer that is not JSON, a socket that fails or closes
 * first, or no complete answer within `timeoutMs` on `clock`.
 *
 * @example
 * const [genesis] = await callOnce(url, [{ method: 'chain_getBlockHash', params: [0] }], { clock, timeoutMs: 2_000 })
 */
export function callOnce(
  url: string,
  calls: readonly RpcCall[],
  options: { clock: Clock; timeoutMs: number; WebSocket?: WebSocketClass | undefined },
): Promise<unknown[]> {
  const Socket = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketClass }).WebSocket
  if (!Socket) return Promise.reject(new Error('No WebSocket in this environment'))
  return new Promise((resolve, reject) => {
    const socket = new Socket(url)
    const results = new Map<number, unknown>()
    let done = false
    const finish = (error?: Error) => {
      if (done) return
      done = true
      options.clock.clearTimeout(timer)
      socket.close()
      if (error) reject(error)
      else resolve(calls.map((_, index) => results.get(index + 1)))
    }
    const timer = options.clock.setTimeout(
      () => finish(new Error(`No answer from ${url} within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    )
    socket.onopen = () => {
      calls.forEach(({ method, params }, index) => {
        socket.send(JSON.stringify({ id: index + 1, jsonrpc: '2.0', method, params }))
      })
    }
    socket.onmessage = (event: MessageEvent) => {
      let answer: unknown
      try {
        answer = JSON.parse(String(event.data))
      } catch {
        finish(new Error(`Not JSON from ${url}`))
        return
      }
      if (typeof answer !== 'object' || answer === null) return
      const { id, error } = answer as { id?: unknown; error?: unknown }
      // Only answers to the calls sent count (a node may also send notifications).
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > calls.length) return
      if (error !== undefined || !('result' in answer)) {
        finish(new Error(`${url} answered ${calls[id - 1]?.method} with an error`))
        return
      }
      results.set(id, answer.result)
      if (results.size === calls.length) finish()
    }
    socket.onerror = () => finish(new Error(`The WebSocket to ${url} failed`))
    socket.onclose = () => finish(new Error(`The WebSocket to ${url} closed`))
  })
}
