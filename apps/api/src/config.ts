import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { type AuthConfig, AuthConfigSchema, authConfigFromEnv } from './auth/auth-config.js'
import type { FamilyKey } from './families/family-source.js'
import { type OnRampConfig, OnRampConfigSchema } from './onramp/onramp-config.js'
import { type OpsConfig, OpsConfigEntries, opsConfigFromEnv } from './ops/ops-config.js'
import { type ProjectConfig, ProjectsSchema, projectsFromEnv } from './projects/known-projects.js'
import type { RpcEndpointConfig } from './routes/rpc.js'
import type { PropertyLimits } from './services/analytics-properties.js'
import type { SiwxApiConfig } from './siwx/siwx-routes.js'
import { type SwapsConfig, SwapsConfigSchema } from './swaps/swap-config.js'

/** One EVM chain the server reads. */
export interface ChainConfig {
  chainId: number
  name?: string
  /** Tried in order through viem's `fallback` transport. */
  rpcUrls: string[]
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  /** Multicall3 address used to read token balances in one call (optional). */
  multicall3?: `0x${string}`
  /** ERC-20 tokens always included in balances (others are discovered from indexed transfers). */
  tokens?: `0x${string}`[]
  /** First block the indexer reads (default 0). */
  startBlock?: number
}

export interface RateLimitConfig {
  /** Bucket size per client IP. */
  burst: number
  /** Tokens added per second. */
  perSecond: number
}

/**
 * Everything `createApiServer` needs. The operations fields (`metricsPort`, `metricsToken`,
 * `trustProxy`, `logLevel`, ...) are `OpsConfig`'s (src/ops/ops-config.ts).
 */
export interface ApiConfig extends OpsConfig {
  chains: ChainConfig[]
  /**
   * Non-EVM chain families to read (Solana, Bitcoin, Polkadot): each section is parsed by its
   * family's own schema (see `src/families/<family>/`).
   */
  families?: Partial<Record<FamilyKey, unknown>>
  /** PostgreSQL URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined
  /** PostgreSQL schema to use (default `public`). */
  databaseSchema?: string | undefined
  /** PGlite data directory (default: in memory). */
  dataDir?: string | undefined
  /** Token prices in USD by symbol (`ETH`) or by `eip155:{chainId}:{address}` (lower-case). */
  prices?: Record<string, number>
  /** ERC-721 / ERC-20 contracts flagged as spam, as `eip155:{chainId}:{address}` or bare addresses. */
  spamContracts?: string[]
  /** Origins allowed by CORS; empty or missing means any origin. Analytics answers 403 to others. */
  corsOrigins?: string[]
  /**
   * Token bucket per client (IPv4 address or IPv6 /64), default burst 300 then 100/s; `false`
   * turns it off. In this replica's memory, or in Redis (shared by all replicas) with `redisUrl`.
   */
  rateLimit?: RateLimitConfig | false
  /**
   * Redis (`redis://host:port` or a Unix socket path) that several replicas share: the rate
   * limit and the balance and history caches move there. Without it each replica keeps them in
   * its own memory (right for one replica).
   */
  redisUrl?: string | undefined
  /** Prefix of every Redis key this deployment writes (default `portico:`). */
  redisKeyPrefix?: string
  /**
   * Addresses or CIDR ranges of the reverse proxies in front of the server. Only a request whose
   * socket peer is one of them has its `X-Forwarded-For` read (right to left, skipping these);
   * without it every client behind the proxy would share the proxy's bucket, and with it
   * trusted blindly anyone could name any address.
   */
  trustedProxies?: string[]
  /** Rate-limit tokens a `forceUpdate` balance read costs per chain it reads (default 10). */
  forceUpdateCost?: number
  /** Bytes each per-replica response cache may hold (default 16 MiB). */
  cacheMaxBytes?: number
  /**
   * The projects served: the RPC endpoint and analytics refuse other ids, and browser origins a
   * project does not list. Without any (development) every id is accepted, with a warning at
   * start; production refuses to start without them.
   */
  projects?: ProjectConfig[]
  /**
   * Production mode: `publicUrl` and `projects` are required (default: `NODE_ENV ===
   * 'production'` at load).
   */
  production?: boolean
  /** Largest accepted request body (default 64 KiB). */
  bodyLimitBytes?: number
  /** Balance cache lifetime per replica (default 30 s). */
  balanceCacheMs?: number
  /** History page cache lifetime per replica (default 2 s; 0 turns it off). */
  historyCacheMs?: number
  /** Names zone suffix: names are `{label}.{suffix}` (default `portico.id`). */
  nameSuffix?: string
  /** Accepted age of a registration message timestamp, in seconds (default 600). */
  nameMessageMaxAgeSeconds?: number
  /** Names one address may hold (default 5). */
  nameQuotaPerAddress?: number
  /** Labels nobody may register (default: admin, support, portico, wallet, ... see `DEFAULT_RESERVED_NAMES`). */
  reservedNames?: string[]
  /** Accepted distance of a session record's `issuedAt` from now, in seconds (default 600). */
  sessionMessageMaxAgeSeconds?: number
  /** Largest accepted `/e` body (default 8 KiB). */
  analyticsBodyLimitBytes?: number
  /** Limits on an event's properties (default 50 entries, depth 3, 2 KiB). */
  analyticsPropertyLimits?: Partial<PropertyLimits>
  /** Events stored per project per 24 h, over all replicas (default 10 000); 429 past it. */
  analyticsQuotaPerDay?: number
  /** Days analytics events are kept (default 30). */
  analyticsRetentionDays?: number
  /** How often the retention job runs in each replica, in ms (default 1 h); `false` turns it off. */
  retentionIntervalMs?: number | false
  /** Whether `/getAnalyticsConfig` says analytics is enabled (default true). */
  analyticsEnabled?: boolean
  /**
   * Indexer poll interval in ms (default 1000), also how often a replica without an indexer's
   * lease (any family's) asks for it again; `false` disables the EVM indexer in this replica.
   */
  indexerPollMs?: number | false
  /** Blocks read per indexer step (default 50). */
  indexerBatchBlocks?: number
  /**
   * Public base URL: used in icon URLs, and its host is the domain signed session and name
   * messages must name. Required in production and with `auth` (sign-in links and callbacks
   * are built on it, never on the Host header); otherwise the request's origin stands in.
   */
  publicUrl?: string
  /** Transactions per history page (default 20). */
  historyPageSize?: number
  /** Transfers listed per transaction in history (default 50). */
  historyTransfersPerTx?: number
  /** ERC-20 contracts read per chain for one balance request (default 100). */
  balanceTokenLimit?: number
  /** Wallets in the generated directory listing (default 600). */
  walletCount?: number
  /** The JSON-RPC endpoint `/v1/?chainId=&projectId=` (limits, batch size, response cap). */
  rpc?: RpcEndpointConfig
  /** Sign in with X at `/v1/siwx/*` (see `src/siwx/siwx-routes.ts`). */
  siwx?: SiwxApiConfig
  /** Email login for the embedded wallet frame at `/v1/auth/*` (see `src/auth/auth-config.ts`). */
  auth?: AuthConfig
  /** On-ramp: the sandbox provider and real providers (see `src/onramp/onramp-config.ts`). */
  onramp?: OnRampConfig
  /** Swaps at `/v1/convert/*`: our own pools per chain, an aggregator URL for the swap networks. */
  swaps?: SwapsConfig
}

const Hex20 = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)) as v.GenericSchema<
  string,
  `0x${string}`
>

const RateLimitSchema = v.object({
  burst: v.pipe(v.number(), v.integer(), v.minValue(1)),
  perSecond: v.pipe(v.number(), v.finite(), v.gtValue(0)),
})

/** The shape a config file must have (a typo or wrong type stops the start with a clear message). */
export const ApiConfigFileSchema = v.looseObject({
  port: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535))),
  host: v.optional(v.string()),
  ...OpsConfigEntries,
  chains: v.optional(
    v.array(
      v.object({
        chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
        name: v.optional(v.string()),
        rpcUrls: v.pipe(v.array(v.pipe(v.string(), v.url())), v.minLength(1)),
        nativeCurrency: v.optional(
          v.object({
            name: v.string(),
            symbol: v.string(),
            decimals: v.pipe(v.number(), v.integer()),
          }),
        ),
        multicall3: v.optional(Hex20),
        tokens: v.optional(v.array(Hex20)),
        startBlock: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
    ),
  ),
  families: v.optional(
    v.object({
      solana: v.optional(v.unknown()),
      bitcoin: v.optional(v.unknown()),
      polkadot: v.optional(v.unknown()),
    }),
  ),
  prices: v.optional(v.record(v.string(), v.pipe(v.number(), v.finite(), v.minValue(0)))),
  spamContracts: v.optional(v.array(v.string())),
  corsOrigins: v.optional(v.array(v.string())),
  projects: v.optional(ProjectsSchema),
  rpc: v.optional(
    v.looseObject({
      perClient: v.optional(RateLimitSchema),
      perProject: v.optional(RateLimitSchema),
      perChain: v.optional(RateLimitSchema),
      maxBatch: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    }),
  ),
  publicUrl: v.optional(v.pipe(v.string(), v.url())),
  trustedProxies: v.optional(v.array(v.string())),
  redisUrl: v.optional(v.pipe(v.string(), v.minLength(1))),
  redisKeyPrefix: v.optional(v.string()),
  production: v.optional(v.boolean()),
  onramp: v.optional(OnRampConfigSchema),
  swaps: v.optional(SwapsConfigSchema),
  auth: v.optional(AuthConfigSchema),
  siwx: v.optional(
    v.object({
      domains: v.optional(v.array(v.string())),
      sessionTtlMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      rateLimit: v.optional(
        v.union([
          v.literal(false),
          v.object({ nonce: v.optional(RateLimitSchema), verify: v.optional(RateLimitSchema) }),
        ]),
      ),
    }),
  ),
})

export const DEFAULT_PRICES: Record<string, number> = {
  ETH: 3000,
  USDC: 1,
  USDT: 1,
  DAI: 1,
}

/**
 * Reads the start configuration: a JSON file named by `PORTICO_API_CONFIG` (any `ApiConfig`
 * field), overridden by the environment: `PORT`, `HOST`, `DATABASE_URL`, `DATABASE_SCHEMA`,
 * `PGLITE_DATA_DIR`, `RPC_URLS` (`31337=http://127.0.0.1:8545|http://backup,31338=...`),
 * `MULTICALL3`, `PRICES` (`ETH=3000,USDC=1`), `SPAM_CONTRACTS` (comma list), `CORS_ORIGINS`,
 * `PROJECTS` (`p1=https://a.example|https://b.example,p2=https://c.example`, see `projectsFromEnv`),
 * `PUBLIC_URL`, `TRUSTED_PROXIES` (comma list of addresses or CIDRs), `REDIS_URL` (Redis the
 * replicas share), `SIWX_DOMAINS` (comma list of sign-in domains), `ONRAMP_SANDBOX_FUNDING_KEY`
 * (private key the sandbox on-ramp pays from),
 * `ONRAMP_SESSION_SECRET` (shared by replicas), `SWAP_AGGREGATOR_URL` (swaps on the SPEC §9 swap
 * networks without pools of ours), `AUTH_SMTP_URL` and the other `AUTH_*` (email login, see
 * `authConfigFromEnv`), `METRICS_PORT`, `METRICS_TOKEN`, `TRUST_PROXY`, `LOG_LEVEL` and the other
 * operations variables (`opsConfigFromEnv`), `NODE_ENV=production`. Throws `ConfigProblems`
 * listing every mistake at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): {
  config: ApiConfig
  port: number
  host: string
} {
  const { problems, ...loaded } = readConfig(env)
  if (problems.length > 0) throw new ConfigProblems(problems)
  return loaded
}

/**
 * `loadConfig` without the throw: the configuration as far as it could be read, and every
 * mistake found on the way, one line each naming the field or variable and what is allowed
 * (`portico-api config check` prints them all).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): {
  config: ApiConfig
  port: number
  host: string
  problems: string[]
} {
  const problems: string[] = []
  const attempt = <T>(step: () => T): T | undefined => {
    try {
      return step()
    } catch (error) {
      problems.push(
        ...(error instanceof ConfigProblems ? error.problems : [(error as Error).message]),
      )
      return undefined
    }
  }
  const file = env.PORTICO_API_CONFIG
  let fromFile: Partial<ApiConfig> & { port?: number; host?: string } = {}
  if (file) {
    const json = attempt(() => {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as unknown
      } catch (error) {
        throw new Error(`Invalid config file ${file}: ${(error as Error).message}`)
      }
    })
    if (json !== undefined) {
      const parsed = v.safeParse(ApiConfigFileSchema, json)
      if (parsed.success)
        fromFile = parsed.output as Partial<ApiConfig> & { port?: number; host?: string }
      else
        for (const issue of parsed.issues)
          problems.push(
            `Invalid config file ${file}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
          )
    }
  }
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  const chains: ChainConfig[] = env.RPC_URLS
    ? (list(env.RPC_URLS) ?? []).flatMap((entry) => {
        const [id, urls] = entry.split('=')
        const chainId = Number(id)
        if (!Number.isInteger(chainId) || !urls) {
          problems.push(
            `Invalid RPC_URLS entry ${entry} (allowed: chainId=url|url, e.g. 1=https://node.example)`,
          )
          return []
        }
        return [
          {
            chainId,
            rpcUrls: urls.split('|'),
            ...(env.MULTICALL3 ? { multicall3: env.MULTICALL3 as `0x${string}` } : {}),
          },
        ]
      })
    : (fromFile.chains ?? [{ chainId: 31337, rpcUrls: ['http://127.0.0.1:8545'] }])
  const prices = env.PRICES
    ? Object.fromEntries(
        (list(env.PRICES) ?? []).map((pair) => {
          const [key, value] = pair.split('=')
          return [key ?? '', Number(value)]
        }),
      )
    : fromFile.prices
  const projects = env.PROJECTS ? attempt(() => projectsFromEnv(env.PROJECTS ?? '')) : undefined
  const config: ApiConfig = {
    ...fromFile,
    chains,
    databaseUrl: env.DATABASE_URL ?? fromFile.databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA ?? fromFile.databaseSchema,
    dataDir: env.PGLITE_DATA_DIR ?? fromFile.dataDir,
    ...(prices ? { prices } : {}),
    ...(env.SPAM_CONTRACTS ? { spamContracts: list(env.SPAM_CONTRACTS) ?? [] } : {}),
    ...(env.CORS_ORIGINS ? { corsOrigins: list(env.CORS_ORIGINS) ?? [] } : {}),
    ...(projects ? { projects } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.TRUSTED_PROXIES ? { trustedProxies: list(env.TRUSTED_PROXIES) ?? [] } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    ...(env.SWAP_AGGREGATOR_URL
      ? { swaps: { ...fromFile.swaps, aggregatorUrl: env.SWAP_AGGREGATOR_URL } }
      : {}),
    ...(env.SIWX_DOMAINS
      ? { siwx: { ...fromFile.siwx, domains: list(env.SIWX_DOMAINS) ?? [] } }
      : {}),
    ...attempt(() => opsConfigFromEnv(env)),
    production: fromFile.production ?? env.NODE_ENV === 'production',
  }
  const auth = attempt(() => authConfigFromEnv(env, fromFile.auth))
  if (auth) config.auth = auth
  if (env.ONRAMP_SANDBOX_FUNDING_KEY || env.ONRAMP_SESSION_SECRET) {
    const onramp = {
      ...fromFile.onramp,
      ...(env.ONRAMP_SESSION_SECRET ? { sessionSecret: env.ONRAMP_SESSION_SECRET } : {}),
      ...(env.ONRAMP_SANDBOX_FUNDING_KEY
        ? { sandbox: { ...fromFile.onramp?.sandbox, fundingKey: env.ONRAMP_SANDBOX_FUNDING_KEY } }
        : {}),
    }
    const parsed = v.safeParse(OnRampConfigSchema, onramp)
    if (parsed.success) config.onramp = parsed.output as OnRampConfig
    else problems.push(`Invalid on-ramp settings: ${v.summarize(parsed.issues)}`)
  }
  problems.push(...configProblems(config))
  const port = Number(env.PORT ?? fromFile.port ?? 8787)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port, 0 to 65535 (got ${env.PORT})`)
  return { config, port, host: env.HOST ?? fromFile.host ?? '127.0.0.1', problems }
}

/** A configuration the server must not start with; `problems` lists every mistake, one line each. */
export class ConfigProblems extends Error {
  override readonly name = 'ConfigProblems'
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'))
  }
}

/**
 * What a config the server must not start with lacks: in production `publicUrl` (icon URLs and
 * signed domains would follow the Host header) and `projects` (the RPC endpoint would relay for
 * any site); with `auth`, `publicUrl` (sign-in links would be built on whatever Host a request
 * names). One line each, saying what to set.
 */
export function configProblems(config: ApiConfig): string[] {
  const problems: string[] = []
  if (config.production && !config.publicUrl) {
    problems.push('publicUrl is required in production (set PUBLIC_URL)')
  }
  if (config.production && !config.projects?.length) {
    problems.push(
      'projects are required in production (set PROJECTS, e.g. PROJECTS=my-app=https://app.example.org)',
    )
  }
  if (config.auth && !config.publicUrl && !config.production) {
    problems.push('publicUrl is required with auth: sign-in links are built on it (set PUBLIC_URL)')
  }
  return problems
}

/** Throws `ConfigProblems` when `configProblems` finds any. */
export function assertConfigReady(config: ApiConfig): void {
  const problems = configProblems(config)
  if (problems.length > 0) throw new ConfigProblems(problems)
}
