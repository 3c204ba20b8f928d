import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BundlerRpcError } from './user-operation-params.js'

/** A JSON-RPC method: the call's params (an array) in, the result out; throws BundlerRpcError. */
export type JsonRpcMethod = (params: unknown[]) => Promise<unknown> | unknown

/**
 * Serves `methods` as JSON-RPC 2.0 over HTTP POST on 127.0.0.1 (CORS open: a browser page, the
 * wallet frame, calls it directly). Errors answer with their BundlerRpcError code, -32603 else.
 */
export async function serveJsonRpc(
  methods: Readonly<Record<string, JsonRpcMethod>>,
  port = 0,
): Promise<{ url: string; stop(): Promise<void> }> {
  async function answer(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') return response.writeHead(204).end()
    if (request.method !== 'POST') return response.writeHead(405).end()
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let id: unknown = null
    let body: unknown
    try {
      const call = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id?: unknown
        method?: unknown
        params?: unknown
      }
      id = call.id ?? null
      const method =
        typeof call.method === 'string' && Object.hasOwn(methods, call.method)
          ? methods[call.method]
          : undefined
      if (!method) throw new BundlerRpcError(-32601, `method ${String(call.method)} not supported`)
      const result = await method(Array.isArray(call.params) ? call.params : [])
      body = { jsonrpc: '2.0', id, result }
    } catch (error) {
      const known = error instanceof BundlerRpcError
      body = {
        jsonrpc: '2.0',
        id,
        error: {
          code: known ? error.code : -32603,
          message: error instanceof Error ? error.message : String(error),
        },
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }

  const server = createServer((request, response) => {
    void answer(request, response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: bound } = server.address() as AddressInfo
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${bound}/`,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      return stopped
    },
  }
}
