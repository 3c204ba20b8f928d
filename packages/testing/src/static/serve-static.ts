import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** Answers a request before the files do; returns `true` when it did. */
export type StaticRequestHandler = (request: IncomingMessage, response: ServerResponse) => boolean

/** A file Vite named by its content (`assets/<name>-<8-character hash>.<ext>`). */
const HASHED_ASSET = /^\/assets\/[\w.-]+-[\w-]{8}\.\w+$/

export interface ServeStaticOptions {
  /** Sees each request first (a test's data API, or a chunk made to fail). */
  handle?: StaticRequestHandler
  /**
   * Serve Vite's content-hashed `assets/*` as cacheable for good, so the pages of one browser
   * context take them from the HTTP cache (the same bytes under the same name). Off, every file
   * is `no-store`, for a test that counts the requests for a chunk.
   */
  cacheHashedAssets?: boolean
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string
  /** Paths asked for that are not in the folder (a page or asset the site links but lacks). */
  missing: string[]
  close(): Promise<void>
}

/**
 * Serves a built app or site from `root` on 127.0.0.1 (a port the system picks) as a static host
 * does: a folder's path is its `index.html`, anything else is the file, or a 404 noted in
 * `missing`; nothing outside `root` is served. For browser tests of a production build.
 *
 * @example
 * const site = await serveStatic('dist')
 * await page.goto(site.url)
 * await site.close()
 */
export async function serveStatic(
  root: string,
  options: ServeStaticOptions = {},
): Promise<StaticServer> {
  const base = resolve(root) + sep
  const missing: string[] = []
  const server = createServer(async (request, response) => {
    if (options.handle?.(request, response)) return
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    const file = normalize(join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname))
    if (!file.startsWith(base)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = await readFile(file)
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control':
          options.cacheHashedAssets && HASHED_ASSET.test(pathname)
            ? 'public, max-age=31536000, immutable'
            : 'no-store',
      })
      response.end(body)
    } catch {
      missing.push(pathname)
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    missing,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
