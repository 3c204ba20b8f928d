import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: string
}

export type StubHandler = (request: RecordedRequest, response: ServerResponse) => void

/**
 * A real HTTP server on 127.0.0.1 that answers what a test tells it (hostile or broken
 * upstreams the adversarial vectors describe). Not a stand-in for apps/api: the integration
 * tests in apps/api run this package against the real server.
 */
export async function startStubServer(handler: StubHandler) {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      handler(recorded, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Writes a JSON answer. */
export function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(text)
}
