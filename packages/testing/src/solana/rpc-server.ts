import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { answerBody, answerRequest, stringifyJson } from './json-rpc.js'
import { accountMethods } from './rpc-account-methods.js'
import { chainMethods } from './rpc-chain-methods.js'
import type { SolanaRpcContext, SolanaRpcMethod } from './rpc-context.js'
import { rpcErrors } from './rpc-error.js'
import { createSubscriptionSession } from './rpc-subscriptions.js'
import { transactionMethods } from './rpc-transaction-methods.js'

/** Request bodies and WebSocket messages above this are refused. */
export const MAX_BODY_BYTES = 256 * 1024

export const solanaRpcMethods: Record<string, SolanaRpcMethod> = {
  ...accountMethods,
  ...chainMethods,
  ...transactionMethods,
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', ...corsHeaders })
  res.end(stringifyJson(body))
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(undefined)
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

async function handleHttp(req: IncomingMessage, res: ServerResponse, context: SolanaRpcContext) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, corsHeaders)
    res.end()
    return
  }
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain', ...corsHeaders })
    res.end('ok')
    return
  }
  if (req.method !== 'POST') {
    reply(res, 405, { jsonrpc: '2.0', error: { code: -32600, message: 'Use POST' }, id: null })
    return
  }
  const declared = Number(req.headers['content-length'] ?? 0)
  const text = declared > MAX_BODY_BYTES ? undefined : await readBody(req)
  if (text === undefined) {
    const error = rpcErrors.invalidRequest(`body larger than ${MAX_BODY_BYTES} bytes`)
    res.setHeader('connection', 'close')
    reply(res, 413, {
      jsonrpc: '2.0',
      error: { code: error.code, message: error.message },
      id: null,
    })
    return
  }
  reply(res, 200, await answerBody(text, solanaRpcMethods, context))
}

/** The JSON-RPC (HTTP POST) and subscription (WebSocket) server on one 127.0.0.1 port. */
export async function startSolanaRpcServer(context: SolanaRpcContext, port = 0) {
  const server = createServer((req, res) => {
    handleHttp(req, res, context).catch(() => {
      if (!res.headersSent)
        reply(res, 500, {
          jsonrpc: '2.0',
          error: { code: -32603, message: 'Internal error' },
          id: null,
        })
    })
  })
  const wss = new WebSocketServer({ server, maxPayload: MAX_BODY_BYTES })
  wss.on('connection', (socket) => {
    const send = (message: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(stringifyJson(message))
    }
    const session = createSubscriptionSession(context, send)
    socket.on('message', async (data) => {
      let request: unknown
      try {
        request = JSON.parse(data.toString())
      } catch {
        send({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null })
        return
      }
      const answer = await answerRequest(request, (method, params) => {
        if (!session.handles(method)) throw rpcErrors.methodNotFound(method)
        return session.call(method, params)
      })
      if (answer !== undefined) send(answer)
    })
    socket.on('close', () => session.close())
    socket.on('error', () => session.close())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: boundPort } = server.address() as AddressInfo
  return {
    port: boundPort,
    async close() {
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
