import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * One script running each of `scripts` in turn. Each ends with a semicolon: page scripts are
 * IIFEs, and `(a)()\n(b)()` would call a's result with b.
 */
export function concatScripts(scripts: readonly string[]): string {
  return scripts.map((script) => `${script};`).join('\n')
}

/** A local HTTP server serving one script. */
export interface ScriptServer {
  /** `http://127.0.0.1:PORT/<name>`. */
  url: string
  port: number
  close(): Promise<void>
}

/**
 * Serves `source` as JavaScript at `/<name>` on 127.0.0.1 (a port of the system's choosing); any
 * other path is a 404. Never cached: a restart may bring another chain's URLs and keys.
 */
export async function serveScript(name: string, source: string): Promise<ScriptServer> {
  const server = createServer((request, response) => {
    if (
      request.method === 'GET' &&
      new URL(request.url ?? '/', 'http://x').pathname === `/${name}`
    ) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(source)
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('not found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  let closed: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}/${name}`,
    port,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        // A page's kept-alive connection would hold close() open until it idles out.
        server.closeAllConnections()
      })
      return closed
    },
  }
}
