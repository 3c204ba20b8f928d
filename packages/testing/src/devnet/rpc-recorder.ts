import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One JSON-RPC call as it reached the node. */
export interface RecordedCall {
  method: string
  params: unknown[]
}

/** A recording front of a node: its `url`, the calls seen so far, and `stop`. */
export interface RpcRecorder {
  url: string
  calls: RecordedCall[]
  stop(): Promise<void>
}

/**
 * A real HTTP JSON-RPC front of `target` (a devnet chain's URL) that forwards every request
 * unchanged and records each call (batches included), so a test can say which calls the code
 * under test made (or that it made none). Point the code's RPC URL at its `url`.
 *
 * @example
 * const recorder = await recordRpcCalls(devnet.chains[0].rpcUrl)
 * // ... run the code against recorder.url ...
 * expect(recorder.calls.filter((c) => c.method === 'eth_call')).toEqual([])
 * await recorder.stop()
 */
export async function recordRpcCalls(target: string): Promise<RpcRecorder> {
  const calls: RecordedCall[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const parsed: unknown = JSON.parse(body)
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
      const { method, params } = call as { method: string; params?: unknown[] }
      calls.push({ method, params: params ?? [] })
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
