import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hostname } from 'node:os'
import { setTimeout as delay } from 'node:timers/promises'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { resolveAuthConfig } from './auth/auth-config.js'
import { openAuth } from './auth/open-auth.js'
import { createChainHandles } from './chain/chain-clients.js'
import type { ApiConfig } from './config.js'
import { assertConfigReady, DEFAULT_PRICES } from './config.js'
import type { AppContext, AppEnv, ServerContext } from './context.js'
import { type Database, openDatabase } from './db/database.js'
import { migrate } from './db/migrations.js'
import { generateWalletListing } from './directory/wallet-listing.js'
import { createIndexer, INDEXER_LOCK, type Indexer } from './families/evm/evm-indexer.js'
import { createEvmSource } from './families/evm/evm-source.js'
import type { FamilyFactory } from './families/family-source.js'
import { accountTargets, createFamilySources } from './families/family-sources.js'
import { familyFactories } from './families/index.js'
import { createLeases } from './families/indexer-lease.js'
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
import type { ResponseCache } from './http/replica-cache.js'
import { requestCost } from './http/request-cost.js'
import { openLimitsAndCaches } from './http/shared-state.js'
import type { RateLimiter } from './http/token-buckets.js'
import { createRetentionJob, type RetentionJob } from './jobs/retention.js'
import { createLogger, type DestinationStream, type Logger } from './ops/logger.js'
import { loginEvents } from './ops/login-events.js'
import { createMetrics, type ServerMetrics } from './ops/metrics.js'
import { createMetricsServer, opsRoutes } from './ops/ops-routes.js'
import { createReadiness, type Readiness } from './ops/readiness.js'
import {
  createRequestObserver,
  recordRoute,
  requestIdOf,
  routePatternOf,
  routeRecorder,
  UNMATCHED_ROUTE,
} from './ops/request-observer.js'
import { type DrainReport, type RequestTracker, trackRequests } from './ops/shutdown.js'
import { analyticsRoutes } from './routes/analytics.js'
import { appKitCompatRoutes } from './routes/appkit-compat.js'
import { blockchainRoutes } from './routes/blockchain.js'
import { convertRoutes } from './routes/convert.js'
import {
  checkRouteHandlers,
  enabledRoutes,
  joinRouteHandlers,
  mountRoutes,
} from './routes/mount-routes.js'
import { onrampRoutes } from './routes/onramp.js'
import { profileRoutes } from './routes/profile.js'
import { routeFeatures } from './routes/route-features.js'
import { RPC_PATHS } from './routes/route-table.js'
import { rpcCors, rpcRoutes } from './routes/rpc.js'
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
  /** This server's Prometheus metrics (a registry of its own). */
  metrics: ServerMetrics
  /** What `/readyz` answers. */
  readiness: Readiness
  /** The JSON logger (pino) of requests and errors. */
  logger: Logger
  /**
   * Listens on `host:port` (default 127.0.0.1, ephemeral port) and starts the indexer; with
   * `metricsPort`, also serves `/metrics` there (`metricsUrl`).
   */
  listen(options?: {
    port?: number
    host?: string
  }): Promise<{ url: string; port: number; metricsUrl?: string }>
  /**
   * Shuts down: `/readyz` answers 503 and every indexer lease and sync lock (the EVM indexer's
   * and each family's) goes back at once (another replica takes over when it next asks); after `shutdownDelayMs` the server stops accepting,
   * the requests being answered get `shutdownTimeoutMs` to finish (those still running then are
   * cut and counted), then the background jobs, Redis and the database when the server opened
   * it are closed. Once only: later calls (and `close()`) share it. Resolves with what the
   * drain came to.
   */
  shutdown(): Promise<DrainReport>
  /** `shutdown()`, for callers that only wait for it. */
  close(): Promise<void>
}

export interface CreateApiServerOptions {
  /** Use this database instead of opening the configured one (it is then not closed). */
  db?: Database
  /** Time source (tests). */
  now?: () => number
  /**
   * Where the server's plain messages go (default: the JSON logger, at info). When given, the
   * JSON logger (request lines, errors) is silent unless `config.logLevel` names a level.
   */
  log?: (message: string) => void
  /** Where the JSON logs are written (default stdout); tests pass a stream they read. */
  logStream?: DestinationStream
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
  assertConfigReady(config)
  const redaction = { addresses: config.logRedactAddresses ?? false }
  const logger = createLogger({
    // A caller that takes the plain messages itself (tests, the lab's template) gets no JSON
    // lines unless it asks for a level.
    level: config.logLevel ?? (options.log ? 'silent' : 'info'),
    redactAddresses: redaction.addresses,
    stream: options.logStream,
  })
  const log = options.log ?? ((message: string) => logger.info(message))
  const metrics = createMetrics()
  const replicaName = config.replicaName ?? `${hostname()}:${process.pid}`
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
  metrics.observePool(() => db.poolStats?.())
  const chains = createChainHandles(config.chains, {
    call: metrics.upstreamCall,
    error: metrics.upstreamError,
  })
  const now = options.now ?? Date.now
  const prices = createPriceTable(config.prices ?? DEFAULT_PRICES)
  // Every indexer's lease and sync lock, the EVM one's and each family's, so that shutdown gives
  // them all back in one call. A replica without a lease asks again at the EVM indexer's poll.
  const leases = createLeases(db, {
    holder: replicaName,
    log,
    retryMs: typeof config.indexerPollMs === 'number' ? config.indexerPollMs : 1000,
  })
  const families = await createFamilySources(
    config.families,
    options.familyFactories ?? familyFactories,
    {
      db,
      leases,
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
  // Every limiter's refusals are counted under its name (`client` for the global rate limit).
  const counted = (name: string, limiter: RateLimiter): RateLimiter => ({
    take(key, cost) {
      const taken = limiter.take(key, cost)
      if ('then' in taken)
        return taken.then((result) => {
          if (!result.ok) metrics.rateLimitRefused(name)
          return result
        })
      if (!taken.ok) metrics.rateLimitRefused(name)
      return taken
    },
  })
  const bucketsFor: typeof shared.bucketsFor = (name, limits) =>
    counted(name, shared.bucketsFor(name, limits))
  const cacheCounted = (name: string, cache: ResponseCache): ResponseCache => ({
    get(key) {
      const found = cache.get(key)
      if (found instanceof Promise)
        return found.then((body) => {
          metrics.cache(name, body !== undefined)
          return body
        })
      metrics.cache(name, found !== undefined)
      return found
    },
    set: (key, body) => cache.set(key, body),
    get holdMs() {
      return cache.holdMs
    },
  })
  // Sign in with X keeps its nonces and sessions in this database (tables: migration 12);
  // its per-client buckets are the shared state's, like every other quota.
  const siwx = await siwxRoutes({ config, db, now, bucketsFor }).catch(async (error: unknown) => {
    await shared.close()
    if (ownsDb) await db.close()
    throw error
  })
  const limiter = shared.limiter && counted('client', shared.limiter)
  const spam = new Set((config.spamContracts ?? []).map((entry) => entry.toLowerCase()))
  const evm = createEvmSource({
    db,
    chains,
    indexer: createIndexer({
      db,
      chains,
      pollMs: leases.retryMs,
      batchBlocks: config.indexerBatchBlocks ?? 50,
      log,
      leadership: leases.leadership(INDEXER_LOCK, 'indexer'),
      onProgress: metrics.indexerProgress,
    }),
    prices,
    spam,
    tokenLimit: config.balanceTokenLimit,
    transfersPerTx: config.historyTransfersPerTx,
  })
  const ctx: ServerContext = {
    config,
    db,
    chains,
    families: [evm, ...families],
    prices,
    spam,
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
    balanceCache: cacheCounted('balance', shared.balanceCache),
    historyCache: cacheCounted('history', shared.historyCache),
    ready: createReadyResponses({
      now,
      ...(config.cacheMaxBytes ? { maxBytes: config.cacheMaxBytes } : {}),
    }),
    now,
  }

  const readiness = createReadiness({
    db,
    chains: config.chains,
    pingRedis: shared.ping,
    indexerLockKey: INDEXER_LOCK,
    replicaName,
    timeoutMs: config.readinessTimeoutMs ?? 2000,
    nodeLagBlocks: config.nodeLagBlocks ?? 3,
  })
  const clientKeyOf = (c: AppContext) =>
    clientKey(
      clientAddress(
        c.env?.incoming?.socket.remoteAddress,
        c.req.header('x-forwarded-for'),
        proxies,
      ),
    )
  const authOrigin = (config.publicUrl ?? '').replace(/\/+$/, '')
  const auth = authConfig
    ? openAuth({
        config: authConfig,
        db,
        now,
        clientKeyOf,
        bucketsFor,
        // Never the request's Host: config checks guarantee publicUrl whenever auth is on.
        publicOrigin: () => authOrigin,
      })
    : undefined
  // Every route is one of the route table's (src/routes/route-table.ts); each module gives the
  // handlers of its own routes.
  const handlers = joinRouteHandlers(
    opsRoutes({ readiness, metrics, metricsToken: config.metricsToken }),
    walletDirectoryRoutes(ctx),
    blockchainRoutes(ctx),
    profileRoutes(ctx),
    convertRoutes(ctx),
    sessionRoutes(ctx),
    siwx.routes,
    analyticsRoutes(ctx),
    onrampRoutes(ctx, { log }),
    appKitCompatRoutes(ctx, {
      // The request paid one token on the way in; a batch pays one more per further event.
      charge: (c, cost) => limiter?.take(clientKeyOf(c), cost) ?? { ok: true },
    }),
    rpcRoutes(ctx, clientKeyOf, bucketsFor),
    auth?.routes,
    { 'GET /health': (c) => c.json({ ok: true }) },
  )
  const routes = enabledRoutes(routeFeatures(authConfig))
  checkRouteHandlers(routes, handlers)
  const app = new Hono<AppEnv>()
  // First: the route pattern of every request (logs, metrics), and the login steps' outcomes.
  app.use('*', routeRecorder())
  app.use('*', loginEvents(metrics.login))
  // Before CORS, the rate limit and the body limit: the routes outside the client limit (probes
  // and scrapers are never limited).
  mountRoutes(
    app,
    routes.filter((route) => !route.limits.includes('client')),
    handlers,
  )
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
    if (projectCors && (RPC_PATHS as readonly string[]).includes(c.req.path))
      return projectCors(c, next)
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    for (const [name, value] of Object.entries(simpleCors(c.req.header('origin'))))
      c.header(name, value)
    return next()
  })
  if (limiter) {
    app.use(
      '*',
      rateLimit(limiter, clientKeyOf, now, (c) =>
        requestCost(c, {
          forceUpdateCost: config.forceUpdateCost ?? 10,
          chainsOf: (address) =>
            accountTargets(ctx.families, address, undefined).reduce(
              (count, { source }) => count + source.chains.length,
              0,
            ),
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
  mountRoutes(
    app,
    routes.filter((route) => route.limits.includes('client')),
    handlers,
  )
  app.notFound((c) => c.json({ status: 404, reasons: [{ description: 'Not found' }] }, 404))
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status)
    if (options.log)
      options.log(
        `api: ${c.req.method} ${new URL(c.req.url).pathname}: ${error.stack ?? error.message}`,
      )
    else
      logger.error(
        {
          reqId: requestIdOf(c.env?.incoming),
          method: c.req.method,
          route: routePatternOf(c),
          err: error,
        },
        'request failed',
      )
    return c.json({ status: 500, reasons: [{ description: 'Internal server error' }] }, 500)
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
    onHit(request, ready) {
      recordRoute(request, ready.route ?? UNMATCHED_ROUTE)
      metrics.cache('ready', true)
    },
  })
  const observe = createRequestObserver({
    logger,
    metrics,
    trustProxy: config.trustProxy ?? false,
    redaction,
  })
  let server: Server | undefined
  let requests: RequestTracker | undefined
  let metricsServer: Server | undefined
  let closing: Promise<DrainReport> | undefined

  async function shutDown(): Promise<DrainReport> {
    readiness.shutDown()
    // Every lease goes back first, not after the drain: other replicas index (EVM and every
    // family) while this one still answers its last requests, even a sync a request still runs.
    await leases.release()
    const indexerStopped = evm.close()
    // Load balancers see the 503 and stop sending before the server stops accepting.
    if (server && config.shutdownDelayMs) await delay(config.shutdownDelayMs)
    const bound = config.shutdownTimeoutMs ?? 10_000
    const draining = requests?.drain(bound)
    if (requests)
      log(`api: stopped accepting; ${requests.inFlight} requests being answered get ${bound} ms`)
    const drained = (await draining) ?? { inFlight: 0, cut: 0, drainMs: 0 }
    if (drained.cut > 0)
      log(
        `api: shutdown cut ${drained.cut} requests still running after ${Math.round(drained.drainMs)} ms`,
      )
    await indexerStopped
    await retention.stop()
    await Promise.all(families.map((family) => family.close()))
    if (metricsServer) {
      const each = metricsServer
      await new Promise<void>((resolve) => {
        each.closeAllConnections()
        each.close(() => resolve())
      })
    }
    await shared.close()
    auth?.close()
    if (ownsDb) await db.close()
    return drained
  }

  return {
    app,
    db,
    indexer: evm.indexer,
    retention,
    metrics,
    readiness,
    logger,
    async listen(listenOptions = {}) {
      const host = listenOptions.host ?? '127.0.0.1'
      let metricsUrl: string | undefined
      if (config.metricsPort !== undefined) {
        const instance = createMetricsServer({ metrics, metricsToken: config.metricsToken })
        const port = await listenOn(instance, config.metricsPort, host)
        metricsServer = instance
        metricsUrl = `http://${host}:${port}`
      }
      const listener = getRequestListener(app.fetch, { hostname: host })
      const instance = createHttpServer((request, response) => {
        observe(request, response)
        return fastPath(request, response)
      }, listener)
      server = instance
      requests = trackRequests(instance)
      const port = await listenOn(instance, listenOptions.port ?? 0, host)
      if (config.indexerPollMs !== false) evm.start()
      if (config.retentionIntervalMs !== false) retention.start()
      for (const family of families) family.start?.()
      return { url: `http://${host}:${port}`, port, ...(metricsUrl ? { metricsUrl } : {}) }
    },
    shutdown() {
      closing ??= shutDown()
      return closing
    },
    async close() {
      closing ??= shutDown()
      await closing
    },
  }
}

/** Listens on `port` of `host` and resolves with the port bound. */
function listenOn(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}
