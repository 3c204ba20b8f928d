import { readFile } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

/** The listings the bench's directory serves: `Glacier Wallet 0` … (ids and names unique). */
export function benchListings(count: number): { id: string; name: string }[] {
  const kinds = ['Glacier', 'Harbor', 'Summit', 'Meadow', 'Canyon']
  return Array.from({ length: count }, (_, i) => ({
    id: `bench-wallet-${i}`,
    name: `${kinds[i % kinds.length]} Wallet ${i}`,
  }))
}

export interface BenchServer {
  /** `http://127.0.0.1:PORT/` */
  url: string
  /** The data API base on the same origin (no CORS in the way): `${url}api`. */
  apiUrl: string
  close(): Promise<void>
}

const json = (response: ServerResponse, body: unknown) =>
  response
    .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body))

/**
 * Serves the built app (`dist`, no compression, `no-store`, like the anchors' server) and, under
 * `/api`, the part of the data API the All Wallets view calls: `/getWallets` over `listings`
 * entries (page, entries, search by name), so the view can hold 5,000 listings offline.
 */
export async function startBenchServer(dist: string, listings: number): Promise<BenchServer> {
  const wallets = benchListings(listings)
  const server = createServer(async (request, response) => {
    const target = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (target.pathname === '/api/getWallets') {
      const search = (target.searchParams.get('search') ?? '').trim().toLowerCase()
      const page = Math.max(1, Number(target.searchParams.get('page') ?? 1) || 1)
      const entries = Math.min(100, Math.max(1, Number(target.searchParams.get('entries')) || 40))
      const matching = search
        ? wallets.filter((w) => w.name.toLowerCase().includes(search))
        : wallets
      const data = matching.slice((page - 1) * entries, page * entries)
      json(response, { count: matching.length, data })
      return
    }
    if (target.pathname.startsWith('/api/')) {
      response.writeHead(404).end()
      return
    }
    const path = normalize(decodeURIComponent(target.pathname))
    const file = join(dist, path.endsWith('/') ? `${path}index.html` : path)
    try {
      const body = await readFile(file)
      const type = extname(file) === '.js' ? 'text/javascript' : 'text/html'
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return {
    url,
    apiUrl: `${url}api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
