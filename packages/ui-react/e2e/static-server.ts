import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** Answers a request before the files do; returns `true` when it did. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => boolean

/** A file Vite named by its content (`assets/<name>-<8-character hash>.<ext>`). */
const HASHED_ASSET = /^\/assets\/[\w.-]+-[\w-]{8}\.\w+$/

export interface ServeStaticOptions {
  /**
   * Serve Vite's content-hashed `assets/*` as cacheable for good, so the pages of one browser
   * context take them from the HTTP cache with the code Chromium compiled for them (the same bytes
   * under the same name: each document still runs them anew). Off, every file is `no-store`, for a
   * test that counts the requests for a chunk.
   */
  cacheHashedAssets?: boolean
}

/**
 * Serves `root` on 127.0.0.1 (ephemeral port). `close()` stops it. `handle` sees each request
 * first (a test's data API, or a chunk made to fail).
 */
export async function serveStatic(
  root: string,
  handle?: RequestHandler,
  options: ServeStaticOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    if (handle?.(request, response)) return
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(root)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = await readFile(file)
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control':
          options.cacheHashedAssets && HASHED_ASSET.test(path.split(sep).join('/'))
            ? 'public, max-age=31536000, immutable'
            : 'no-store',
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
