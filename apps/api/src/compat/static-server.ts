import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  origin: string
  close(): Promise<void>
}

/** Serves a built single-page app from `root` on 127.0.0.1 (ephemeral port); `/` is index.html. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = normalize(root + sep)
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(base, pathname === '/' ? 'index.html' : pathname))
    if (!file.startsWith(base)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = await readFile(file)
      const type = TYPES[extname(file)] ?? 'application/octet-stream'
      response.writeHead(200, { 'content-type': type }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
