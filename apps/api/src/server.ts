import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { resolveAuthConfig } from './auth/auth-config.js'
import { mountAuth } from './auth/mount-auth.js'
import { createChainHandles } from './chain/chain-clients.js'
import type { ApiConfig } from './config.js'
import { assertConfigReady, DEFAULT_PRICES } from './config.js'
import type { AppContext, AppEnv, ServerContext } from './context.js'
import { type Database, openDatabase } from './db/database.js'
import { migrate } from './db/migrations.js'
import { generateWalletListing } from './directory/wallet-listing.js'
import type { FamilyFactory } from './families/family-source.js'
import { createFamilySources } from './families/family-sources.js'
import { familyFactories } from './families/index.js'
import { ApiError } from './http/api-error.js'
import {
  clientAddress,
  clientKey,
  clientKeyOfRequest,
  trustedProxies,
} from './http/client-address.js'
import { createFastPath, simpleCorsHeaders } from './http/fast-path.js'
import { createHttpServer } from './http/http-server.js'
import { rateLimit } from './http/rate-limit.js'
import { createReadyResponses } from './http/ready-responses.js'
import { requestCost } from './http/request-cost.js'
import { openLimitsAndCaches } from './http/shared-state.js'
import { createIndexer, type Indexer } from './indexer/indexer.js'
import { createRetentionJob, type RetentionJob } from './jobs/retention.js'
import { analyticsRoutes } from './routes/analytics.js'
import { appKitCompatRoutes } from './routes/appkit-compat.js'
import { blockchainRoutes } from './routes/blockchain.js'
import { convertRoutes } from './routes/convert.js'
import { onrampRoutes } from './routes/onramp.js'
import { profileRoutes } from './routes/profile.js'
import { RPC_PATHS, rpcCors, rpcRoutes } from './routes/rpc.js'
import { sessionRoutes } from './routes/sessions.js'
import { walletDirectoryRoutes } from './routes/wallet-directory.js'
import { createNameService } from './services/names.js'
import { createPriceTable } from './services/prices.js'
import { createSessionService } from './services/sessions.js'
import { siwxRoutes } from './siwx/siwx-routes.js'

export interface ApiServer {
  /** The Hono app (`app.fetch` / `app.request` work without a socket). */
  app: Hono<AppEnv>
  db: Database
  indexer: Indexer
  /** Deletes old analytics events and spent nonces; runs on a timer once listening. */
  retention: RetentionJob
  /** Listens on `host:port` (default 127.0.0.1, ephemeral port) and starts the indexer. */
  listen(options?: { port?: number; host?: string }): Promise<{ url: string; port: number }>
  /** Stops the indexer, the socket, and the database when the server opened it. */
  close(): Promise<void>
}

export interface CreateApiServerOptions {
  /** Use this database instead of opening the configured one (it is then not closed). */
  db?: Database
  /** Time source (tests). */
  now?: () => number
  log?: (message: string) => void
  /** The families `config.families` may name (default: every family in `src/families/index.ts`). */
  familyFactories?: readonly FamilyFactory[]
}

/**
 * Creates our self-hostable data API (SPEC §7 paths) over the configured chains and database.
 * Runs the migrations before answering.
 *
 * @example
 * const server = await createApiServer({ chains: [{ chainId: 31337, rpcUrls: ['http://127.0.0.1:8545'] }] })
 * const { url } = await server.listen({ port: 8787 })
 */
export async function createApiServer(
  config: ApiConfig,
  options: CreateApiServerOptions = {},
): Promise<ApiServer> {
  const log = options.log ?? ((message: string) => console.log(message))
  assertConfigReady(config)
  if (!config.projects?.length)
    log(
      'api: no projects configured: any project id is accepted on /v1/ and /e (development; set projects or PROJECTS)',
    )
  // Checked before the database opens: a bad auth section stops the start with nothing to undo.
  const authConfig = config.auth
    ? resolveAuthConfig(config.auth, { production: config.production ?? false, log })
    : undefined
  const proxies = trustedProxies(config.trustedProxies)
  const ownsDb = !options.db
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      schema: config.databaseSchema,
      dataDir: config.dataDir,
    }))
  await migrate(db)
  const chains = createChainHandles(config.chains)
  const now = options.now ?? Date.now
  const prices = createPriceTable(config.prices ?? DEFAULT_PRICES)
  const families = await createFamilySources(
    config.families,
    options.familyFactories ?? familyFactories,
    {
      db,
      prices,
      log,
      now,
    },
  ).catch(async (error: unknown) => {
    if (ownsDb) await db.close()
    throw error
  })
  const shared = await openLimitsAndCaches(config, { now, log }).catch(async (error: unknown) => {
    if (ownsDb) await db.close()
    throw error
  })
  // Sign in with X keeps its nonces and sessions in this database (tables created if missing);
  // its per-client buckets are the shared state's, like every other quota.
  const siwx = await siwxRoutes({ config, db, now, bucketsFor: shared.bucketsFor }).catch(
    async (error: unknown) => {
      await shared.close()
      if (ownsDb) await db.close()
      throw error
    },
  )
  const limiter = shared.limiter
  const ctx: ServerContext = {
    config,
    db,
    chains,
    families,
    prices,
    spam: new Set((config.spamContracts ?? []).map((entry) => entry.toLowerCase())),
    listing: generateWalletListing(config.walletCount ?? 600),
    names: createNameService({
      db,
      chains,
      suffix: config.nameSuffix ?? 'portico.id',
      maxAgeSeconds: config.nameMessageMaxAgeSeconds ?? 600,
      now,
      ...(config.nameQuotaPerAddress !== undefined
        ? { quotaPerAddress: config.nameQuotaPerAddress }
        : {}),
      ...(config.reservedNames ? { reserved: config.reservedNames } : {}),
    }),
    sessions: createSessionService({
      db,
      chains,
      now,
      maxAgeSeconds: config.sessionMessageMaxAgeSeconds ?? 600,
    }),
    balanceCache: shared.balanceCache,
    historyCache: shared.historyCache,
    ready: createReadyResponses({
      now,
      ...(config.cacheMaxBytes ? { maxBytes: config.cacheMaxBytes } : {}),
    }),
    now,
  }

  const app = new Hono<AppEnv>()
  const preflight = cors({
    origin: config.corsOrigins?.length ? config.corsOrigins : '*',
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // `authorization` carries SIWX session tokens (`/v1/siwx/session`, `/sign-out`).
    allowHeaders: ['content-type', 'authorization'],
    maxAge: 600,
  })
  // Simple requests get the same headers as `cors()` gives them, set before the answer exists:
  // `cors()` writes them on `c.res`, which makes the answer a full `Response` that
  // @hono/node-server then streams instead of writing its bytes at once (an uncached page
  // paid that on every request).
  const simpleCors = simpleCorsHeaders(config.corsOrigins)
  // With known projects the RPC endpoint answers CORS for each project's own origins only.
  const projectCors = config.projects?.length ? rpcCors(config.projects) : undefined
  app.use('*', (c, next) => {
    if (projectCors && RPC_PATHS.includes(c.req.path)) return projectCors(c, next)
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    for (const [name, value] of Object.entries(simpleCors(c.req.header('origin'))))
      c.header(name, value)
    return next()
  })
  const clientKeyOf = (c: AppContext) =>
    clientKey(
      clientAddress(
        c.env?.incoming?.socket.remoteAddress,
        c.req.header('x-forwarded-for'),
        proxies,
      ),
    )
  if (limiter) {
    app.use(
      '*',
      rateLimit(limiter, clientKeyOf, now, (c) =>
        requestCost(c, {
          forceUpdateCost: config.forceUpdateCost ?? 10,
          chainCount: chains.size,
        }),
      ),
    )
  }
  app.use(
    '*',
    bodyLimit({
      maxSize: config.bodyLimitBytes ?? 64 * 1024,
      onError: (c) =>
        c.json({ status: 413, reasons: [{ description: 'Request body too large' }] }, 413),
    }),
  )
  app.route('/', walletDirectoryRoutes(ctx))
  app.route('/', blockchainRoutes(ctx))
  app.route('/', profileRoutes(ctx))
  app.route('/', convertRoutes(ctx))
  app.route('/', sessionRoutes(ctx))
  app.route('/', siwx.routes)
  app.route('/', analyticsRoutes(ctx))
  app.route('/', onrampRoutes(ctx, { log }))
  app.route(
    '/',
    appKitCompatRoutes(ctx, {
      // The request paid one token on the way in; a batch pays one more per further event.
      charge: (c, cost) => limiter?.take(clientKeyOf(c), cost) ?? { ok: true },
    }),
  )
  app.route('/', rpcRoutes(ctx, clientKeyOf, shared.bucketsFor))
  const authOrigin = (config.publicUrl ?? '').replace(/\/+$/, '')
  const auth = authConfig
    ? mountAuth(app, {
        config: authConfig,
        db,
        now,
        clientKeyOf,
        bucketsFor: shared.bucketsFor,
        // Never the request's Host: config checks guarantee publicUrl whenever auth is on.
        publicOrigin: () => authOrigin,
      })
    : undefined
  app.get('/health', (c) => c.json({ ok: true }))
  app.notFound((c) => c.json({ status: 404, reasons: [{ description: 'Not found' }] }, 404))
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status)
    log(`api: ${c.req.method} ${new URL(c.req.url).pathname}: ${error.stack ?? error.message}`)
    return c.json({ status: 500, reasons: [{ description: 'Internal server error' }] }, 500)
  })

  const indexer = createIndexer({
    db,
    chains,
    pollMs: config.indexerPollMs === false ? 1000 : (config.indexerPollMs ?? 1000),
    batchBlocks: config.indexerBatchBlocks ?? 50,
    log,
  })
  const retention = createRetentionJob({
    db,
    now,
    analyticsRetentionMs: (config.analyticsRetentionDays ?? 30) * 86_400_000,
    intervalMs:
      config.retentionIntervalMs === false ? 3_600_000 : (config.retentionIntervalMs ?? 3_600_000),
    log,
  })
  const fastPath = createFastPath({
    ready: ctx.ready,
    limiter,
    clientKey: (request) => clientKeyOfRequest(request, proxies),
    corsOrigins: config.corsOrigins,
  })
  let server: Server | undefined

  return {
    app,
    db,
    indexer,
    retention,
    listen(listenOptions = {}) {
      return new Promise((resolve, reject) => {
        const host = listenOptions.host ?? '127.0.0.1'
        const instance = createHttpServer(
          fastPath,
          getRequestListener(app.fetch, { hostname: host }),
        )
        instance.once('error', reject)
        instance.listen(listenOptions.port ?? 0, host, () => {
          const info = instance.address() as AddressInfo
          if (config.indexerPollMs !== false) indexer.start()
          if (config.retentionIntervalMs !== false) retention.start()
          for (const family of families) family.start?.()
          resolve({ url: `http://${host}:${info.port}`, port: info.port })
        })
        server = instance
      })
    },
    async close() {
      await indexer.stop()
      await retention.stop()
      await Promise.all(families.map((family) => family.close()))
      if (server) {
        const closing = server
        await new Promise<void>((resolve) => {
          closing.closeAllConnections()
          closing.close(() => resolve())
        })
      }
      await shared.close()
      auth?.close()
      if (ownsDb) await db.close()
    },
  }
}
