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
  '.woff2': 'font/woff2',
}

export interface ServedSite {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  origin: string
  /** Paths asked for that are not in the folder (a page or asset the site links but lacks). */
  missing: string[]
  close(): Promise<void>
}

/**
 * Serves the built site from `root` on 127.0.0.1 (ephemeral port) as a static host would: a
 * folder's path is its `index.html`, anything else is the file or a 404 (noted in `missing`).
 */
export async function serveSite(root: string): Promise<ServedSite> {
  const base = normalize(root + sep)
  const missing: string[] = []
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname))
    if (!file.startsWith(base)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = await readFile(file)
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      })
      response.end(body)
    } catch {
      missing.push(pathname)
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    missing,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
