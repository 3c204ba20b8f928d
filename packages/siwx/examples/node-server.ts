// A SIWX server on plain Node (no framework): `pnpm --filter @portico/siwx exec tsx examples/node-server.ts`.
// Environment: PORT (default 8788), SIWX_DOMAINS (comma list, default localhost:5173),
// DATABASE_URL (PostgreSQL; memory otherwise), REDIS_URL (Redis; wins over DATABASE_URL),
// RPC_URLS (`1=https://…,8453=https://…` for smart-account signatures).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import {
  connectPostgresStorage,
  connectRedisStorage,
  createMemoryStorage,
  createSiwxHandlers,
  createSiwxServer,
  type SiwxStorage,
  toNodeListener,
} from '@portico/siwx/server'

export interface ExampleServerOptions {
  port?: number
  domains: string[]
  storage?: SiwxStorage
  rpcUrls?: Record<string, string>
  corsOrigins?: string[]
}

/** Starts the example on 127.0.0.1; resolves to its base URL and a `close`. */
export async function startExampleServer(
  options: ExampleServerOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const storage = options.storage ?? createMemoryStorage()
  const siwx = createSiwxServer({ storage, domains: options.domains, rpcUrls: options.rpcUrls })
  const { handle } = createSiwxHandlers(siwx, {
    basePath: '/siwx',
    corsOrigins: options.corsOrigins ?? options.domains.map((domain) => `http://${domain}`),
  })
  const server: Server = createServer(toNodeListener(handle))
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/siwx`,
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await storage.close?.()
    },
  }
}

async function main() {
  const env = process.env
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  const storage = env.REDIS_URL
    ? await connectRedisStorage(env.REDIS_URL)
    : env.DATABASE_URL
      ? await connectPostgresStorage(env.DATABASE_URL)
      : createMemoryStorage()
  const rpcUrls = Object.fromEntries(
    (list(env.RPC_URLS) ?? []).map((entry) => entry.split('=') as [string, string]),
  )
  const { url } = await startExampleServer({
    port: Number(env.PORT ?? 8788),
    domains: list(env.SIWX_DOMAINS) ?? ['localhost:5173'],
    storage,
    rpcUrls,
  })
  console.log(`SIWX server on ${url} (POST ${url}/verify, GET ${url}/nonce, ${url}/session)`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
