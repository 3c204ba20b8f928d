import { randomBytes } from 'node:crypto'
import type { Devnet } from '@portico/testing'
import { describe } from 'vitest'
import type { ApiConfig } from '../config.js'
import { createPostgresDatabase, type Database } from '../db/database.js'
import { apiConfigForDevnet } from '../devnet-config.js'
import { type ApiServer, type CreateApiServerOptions, createApiServer } from '../server.js'
import { postgresRunsFrom } from './postgres-runs.js'
import { openMigratedPostgresDatabase } from './postgres-template.js'
import { freshMigratedPgliteDatabase, freshPgliteDatabase } from './pristine-pglite.js'

/** The databases the DB-backed suites run on: PGlite always, PostgreSQL when CI gives a URL. */
export const backends: { name: 'pglite' | 'postgres' }[] = [
  { name: 'pglite' },
  { name: 'postgres' },
]

/** Whether this test process runs the PostgreSQL suites (`PORTICO_TEST_DATABASE_URL`, `CI`). */
const postgresRuns = postgresRunsFrom(process.env)

/**
 * Why the PostgreSQL runs do not run here, or undefined when they do. Under CI they are skipped
 * too, but postgres-runs.test.ts fails the run with this reason.
 */
export const POSTGRES_SKIP_REASON = postgresRuns.run ? undefined : postgresRuns.reason

/**
 * `describe.each(backends)` whose PostgreSQL run, without a server URL, is reported as skipped
 * with the reason in its name instead of disappearing: a run without PostgreSQL must not look
 * like one with it. `$name` in the title is the backend's name; `concurrent` runs the backends'
 * suites side by side (suites that wait on child processes, each on its own database).
 */
export function describeEachBackend(
  title: string,
  body: (backend: { name: 'pglite' | 'postgres' }) => void,
  options: { concurrent?: boolean } = {},
): void {
  for (const backend of backends) {
    const named = title.replaceAll('$name', backend.name)
    if (backend.name === 'postgres' && POSTGRES_SKIP_REASON)
      describe.skip(`${named} (skipped: ${POSTGRES_SKIP_REASON})`, () => body(backend))
    else describe(named, options, () => body(backend))
  }
}

/**
 * Opens a fresh database of that kind: PGlite in memory, or a unique PostgreSQL schema; with
 * `migrated`, every migration already applied (a copy of a migrated one: what a server leaves
 * a new database once it has started, for suites that start one over it anyway), a PostgreSQL
 * one then a database of its own rather than a schema.
 */
export async function openTestDatabase(
  kind: 'pglite' | 'postgres',
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{
  db: Database
  /** Opens another connection pool to the same database (a second replica). */
  reopen(): Promise<Database>
  dispose(): Promise<void>
}> {
  if (kind === 'pglite') {
    const db = await (migrated ? freshMigratedPgliteDatabase() : freshPgliteDatabase())
    return { db, reopen: async () => db, dispose: () => db.close() }
  }
  if (!postgresRuns.run) throw new Error(`no PostgreSQL to open: ${postgresRuns.reason}`)
  const { url } = postgresRuns
  if (migrated) return openMigratedPostgresDatabase(url)
  const schema = `portico_test_${randomBytes(6).toString('hex')}`
  const opened: Database[] = []
  const open = async () => {
    const db = await createPostgresDatabase({ connectionString: url, schema })
    opened.push(db)
    return db
  }
  const db = await open()
  return {
    db,
    reopen: open,
    async dispose() {
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      for (const each of opened) await each.close()
    },
  }
}

/** The server configuration tests use: the devnet's, with CORS, no rate limit, manual indexing. */
export function devnetConfig(devnet: Devnet, extra: Partial<ApiConfig> = {}): ApiConfig {
  return apiConfigForDevnet(devnet, {
    corsOrigins: ['https://app.example.org'],
    rateLimit: false,
    indexerPollMs: false,
    ...extra,
  })
}

/** Starts a server on 127.0.0.1 (ephemeral port) over `db`. */
export async function startTestServer(
  config: ApiConfig,
  db: Database,
  options: CreateApiServerOptions = {},
): Promise<ApiServer & { url: string }> {
  const server = await createApiServer(config, { db, log: () => undefined, ...options })
  const { url } = await server.listen()
  return Object.assign(server, { url })
}

export type { Devnet }
