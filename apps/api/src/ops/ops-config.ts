import * as v from 'valibot'
import { LOG_LEVELS, type LogLevel } from './logger.js'

/** How the server is operated: health, metrics, logs, request ids, shutdown. */
export interface OpsConfig {
  /** A second port serving only `GET /metrics` (0: any free port). Without it and without `metricsToken`, no metrics. */
  metricsPort?: number
  /** Bearer token `/metrics` asks for (on the main port, and on `metricsPort` too). At least 16 characters. */
  metricsToken?: string
  /** Accept the incoming `x-request-id` (the proxy in front sets it); otherwise every id is generated here. */
  trustProxy?: boolean
  /** Log level (default `info`; `silent` writes nothing). */
  logLevel?: LogLevel
  /** Also redact blockchain addresses (EVM, bech32, base58) in logs (default false). */
  logRedactAddresses?: boolean
  /** This replica's name in `/readyz` (the indexer lease holder) (default `{hostname}:{pid}`). */
  replicaName?: string
  /** Bound of each readiness probe, in ms (default 2000). */
  readinessTimeoutMs?: number
  /** Blocks a chain node may be behind the chain's best node before it is `lagging` (default 3). */
  nodeLagBlocks?: number
  /** On shutdown, ms between `/readyz` turning 503 and the server closing (default 0). */
  shutdownDelayMs?: number
  /**
   * On shutdown, ms the requests being answered get to finish once the server stops accepting;
   * those still running then are cut (default 10000).
   */
  shutdownTimeoutMs?: number
}

const positiveInt = (what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(1, `${what} must be at least 1`),
  )

/** The config file's (and the environment's) operations fields, with a message per mistake. */
export const OpsConfigEntries = {
  metricsPort: v.optional(
    v.pipe(
      v.number('metricsPort must be a number'),
      v.integer('metricsPort must be a whole number'),
      v.minValue(0, 'metricsPort must be a port, 0 to 65535'),
      v.maxValue(65535, 'metricsPort must be a port, 0 to 65535'),
    ),
  ),
  metricsToken: v.optional(
    v.pipe(
      v.string('metricsToken must be a string'),
      v.minLength(16, 'metricsToken must have at least 16 characters (openssl rand -hex 32)'),
      v.regex(/^\S+$/, 'metricsToken must not contain spaces'),
    ),
  ),
  trustProxy: v.optional(v.boolean('trustProxy must be true or false')),
  logLevel: v.optional(v.picklist(LOG_LEVELS, `logLevel must be one of ${LOG_LEVELS.join(', ')}`)),
  logRedactAddresses: v.optional(v.boolean('logRedactAddresses must be true or false')),
  replicaName: v.optional(
    v.pipe(
      v.string('replicaName must be a string'),
      v.regex(/^[\w.:@-]{1,63}$/, 'replicaName must be 1-63 letters, digits or . : @ _ -'),
    ),
  ),
  readinessTimeoutMs: v.optional(positiveInt('readinessTimeoutMs')),
  nodeLagBlocks: v.optional(
    v.pipe(
      v.number('nodeLagBlocks must be a number'),
      v.integer('nodeLagBlocks must be a whole number'),
      v.minValue(0, 'nodeLagBlocks must be 0 or more'),
    ),
  ),
  shutdownDelayMs: v.optional(
    v.pipe(
      v.number('shutdownDelayMs must be a number'),
      v.integer('shutdownDelayMs must be a whole number'),
      v.minValue(0, 'shutdownDelayMs must be 0 or more'),
    ),
  ),
  shutdownTimeoutMs: v.optional(
    v.pipe(
      v.number('shutdownTimeoutMs must be a number'),
      v.integer('shutdownTimeoutMs must be a whole number'),
      v.minValue(0, 'shutdownTimeoutMs must be 0 or more'),
    ),
  ),
}

const OpsConfigSchema = v.object(OpsConfigEntries)

const ENV_NAMES: Record<keyof OpsConfig, { env: string; kind: 'number' | 'boolean' | 'string' }> = {
  metricsPort: { env: 'METRICS_PORT', kind: 'number' },
  metricsToken: { env: 'METRICS_TOKEN', kind: 'string' },
  trustProxy: { env: 'TRUST_PROXY', kind: 'boolean' },
  logLevel: { env: 'LOG_LEVEL', kind: 'string' },
  logRedactAddresses: { env: 'LOG_REDACT_ADDRESSES', kind: 'boolean' },
  replicaName: { env: 'REPLICA_NAME', kind: 'string' },
  readinessTimeoutMs: { env: 'READINESS_TIMEOUT_MS', kind: 'number' },
  nodeLagBlocks: { env: 'NODE_LAG_BLOCKS', kind: 'number' },
  shutdownDelayMs: { env: 'SHUTDOWN_DELAY_MS', kind: 'number' },
  shutdownTimeoutMs: { env: 'SHUTDOWN_TIMEOUT_MS', kind: 'number' },
}

/**
 * The operations fields the environment sets (`METRICS_PORT`, `METRICS_TOKEN`, `TRUST_PROXY`,
 * `LOG_LEVEL`, `LOG_REDACT_ADDRESSES`, `REPLICA_NAME`, `READINESS_TIMEOUT_MS`,
 * `NODE_LAG_BLOCKS`, `SHUTDOWN_DELAY_MS`, `SHUTDOWN_TIMEOUT_MS`), checked like the file's; every
 * mistake is reported at once, each under its variable's name.
 */
export function opsConfigFromEnv(env: NodeJS.ProcessEnv): OpsConfig {
  const raw: Record<string, unknown> = {}
  for (const [field, { env: name, kind }] of Object.entries(ENV_NAMES)) {
    const value = env[name]
    if (value === undefined || value === '') continue
    raw[field] =
      kind === 'number'
        ? /^\d+$/.test(value.trim())
          ? Number(value)
          : value
        : kind === 'boolean'
          ? (({ true: true, '1': true, false: false, '0': false } as Record<string, boolean>)[
              value.trim().toLowerCase()
            ] ?? value)
          : value
  }
  const parsed = v.safeParse(OpsConfigSchema, raw)
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => {
      const field = issue.path?.[0]?.key as keyof OpsConfig | undefined
      return field ? `${ENV_NAMES[field].env}: ${issue.message}` : issue.message
    })
    throw new Error(`Invalid environment: ${problems.join('; ')}`)
  }
  return parsed.output as OpsConfig
}
