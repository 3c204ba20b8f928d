import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { type FrameConfig, frameContentSecurityPolicy } from '../frame-config.js'

export interface FrameServerOptions {
  config: FrameConfig
  /** The built frame (`dist/`), or the files of an in-memory build keyed by path (`/index.html`). */
  root: string | ReadonlyMap<string, string | Uint8Array>
  host?: string
  port?: number
}

export interface FrameServer {
  url: string
  origin: string
  stop(): Promise<void>
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

/**
 * The file a request's path names in the built folder (`/` is `/index.html`), or `refused` for a
 * path that could name something outside it: a `..` or `.` segment (also percent-encoded, which
 * the URL parser leaves as it is when the dots come with an encoded `/`), a backslash (a
 * separator on Windows), a NUL, or an encoding that does not decode.
 */
function servedPath(pathname: string): string | 'refused' {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'refused'
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return 'refused'
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return 'refused'
  return decoded === '/' ? '/index.html' : decoded
}

async function readBuilt(root: FrameServerOptions['root'], path: string) {
  if (typeof root !== 'string') return root.get(path)
  // Belt and braces after servedPath: the file must still be inside root once joined.
  const base = resolve(root)
  const file = resolve(join(base, path))
  if (!file.startsWith(`${base}${sep}`)) return undefined
  return readFile(file).catch(() => undefined)
}

/**
 * Serves the built frame on its own origin with its CSP and `config.json` (what the lab and the
 * tests run; a production host can be any static server sending the same headers, see README).
 *
 * @example
 * const server = await startFrameServer({ root: 'dist', config: { apiUrl, allowedOrigins } })
 */
export async function startFrameServer(options: FrameServerOptions): Promise<FrameServer> {
  const csp = frameContentSecurityPolicy(options.config)
  const configJson = JSON.stringify(options.config)
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://frame').pathname
    const headers = {
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, headers).end()
      return
    }
    if (path === '/config.json') {
      response.writeHead(200, {
        ...headers,
        'content-type': types['.json'],
        'cache-control': 'no-cache',
      })
      response.end(configJson)
      return
    }
    const file = servedPath(path)
    if (file === 'refused') {
      response.writeHead(400, headers).end()
      return
    }
    void readBuilt(options.root, file).then((body) => {
      if (body === undefined) {
        response.writeHead(404, headers).end()
        return
      }
      const hashed = file.startsWith('/assets/')
      response.writeHead(200, {
        ...headers,
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
      response.end(body)
    })
  })
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  )
  const { port } = server.address() as AddressInfo
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`
  return {
    url: `${origin}/`,
    origin,
    stop: () =>
      new Promise((done) => {
        server.close(() => done())
        // Keep-alive connections would hold the close open.
        server.closeIdleConnections()
      }),
  }
}
