import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ApiConfig } from '../config.js'
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../db/database.js'
import { apiBundle } from './api-bundle.js'
import { newPgliteDataDir } from './pglite-data-dir.js'

const appDir = fileURLToPath(new URL('../..', import.meta.url))

/** A database that outlives the server processes started on it: PGlite on disk or a PG schema. */
export interface KillTestStore {
  readonly kind: 'pglite' | 'postgres'
  /** The config fields that point a server at it. */
  readonly config: Pick<ApiConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'>
  /** Opens it from the test (PGlite: only while no server process has it open). */
  open(): Promise<Database>
  dispose(): Promise<void>
}

/** A new database of `kind` for kill tests (PGlite: a new data directory on disk). */
export async function killTestStore(kind: 'pglite' | 'postgres'): Promise<KillTestStore> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-kill-'))
  if (kind === 'pglite') {
    const dataDir = join(dir, 'pgdata')
    await newPgliteDataDir(dataDir)
    return {
      kind,
      config: { dataDir },
      open: () => createPgliteDatabase(dataDir),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const url = process.env.PORTICO_TEST_DATABASE_URL ?? ''
  const schema = `portico_kill_${randomBytes(6).toString('hex')}`
  const open = () => createPostgresDatabase({ connectionString: url, schema })
  return {
    kind,
    config: { databaseUrl: url, databaseSchema: schema },
    open,
    async dispose() {
      const db = await open()
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** `pnpm --filter @portico/api start` as a child process (src/main.ts, bundled: `apiBundle`). */
export interface ApiProcess {
  url: string
  /** Every stdout/stderr line printed so far (a JSON log line as its `msg`). */
  output(): readonly string[]
  /** Resolves with the first stdout/stderr line matching `pattern` (already seen or to come). */
  line(pattern: RegExp): Promise<RegExpExecArray>
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM (the graceful stop); resolves with the exit code. */
  stop(): Promise<number | null>
}

/**
 * Starts the API on `config` (written to a PORTICO_API_CONFIG file) with extra environment
 * variables (the crash-point ones, see src/db/crash-point.ts), and waits for its listen line.
 * Waits are bounded by `boundMs` so a hung child fails the test with its output.
 */
export async function startApiProcess(
  config: ApiConfig,
  env: Record<string, string> = {},
  boundMs = 60_000,
): Promise<ApiProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-api-config-'))
  const file = join(dir, 'config.json')
  writeFileSync(file, JSON.stringify(config))
  // Plain Node on the API bundled once per change of the sources (no TypeScript loader to pay for
  // at each of the kill tests' starts), and Node itself, not a CLI that would run the server in a
  // grandchild a SIGKILL would leave running.
  const entry = await apiBundle()
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: appDir,
    env: { ...process.env, PORTICO_API_CONFIG: file, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const waiters = new Set<() => void>()
  let partial = ''
  const onData = (chunk: Buffer) => {
    const text = partial + chunk.toString()
    const parts = text.split('\n')
    partial = parts.pop() ?? ''
    lines.push(...parts.map(messageOf))
    for (const wake of waiters) wake()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  exited.then(() => {
    rmSync(dir, { recursive: true, force: true })
    for (const wake of waiters) wake()
  })

  const line = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        for (const each of lines) {
          const match = pattern.exec(each)
          if (match) return finish(() => resolve(match))
        }
        if (child.exitCode !== null || child.signalCode !== null)
          finish(() => reject(new Error(`exited before ${pattern}:\n${lines.join('\n')}`)))
      }
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${pattern} within bound:\n${lines.join('\n')}`))),
        boundMs,
      )
      const finish = (settle: () => void) => {
        clearTimeout(timer)
        waiters.delete(check)
        settle()
      }
      waiters.add(check)
      check()
    })

  const [, url = ''] = await line(/listening on (http:\/\/127\.0\.0\.1:\d+)/).catch(
    async (error: unknown) => {
      // Not handed to the caller, so nobody else would stop it: a start that never listened
      // would go on writing into a store the test is removing, and hold a CPU.
      child.kill('SIGKILL')
      await exited
      throw error
    },
  )
  return {
    url,
    output: () => [...lines],
    line,
    async kill() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      child.kill('SIGTERM')
      return exited
    },
  }
}

/**
 * A line as the tests match it: the server logs JSON objects (pino), whose `msg` is the text the
 * tests look for (`indexer: this replica indexes`, `listening on ...`); other lines (the crash
 * points' `PORTICO_TEST ...`) as printed.
 */
function messageOf(line: string): string {
  if (!line.startsWith('{')) return line
  try {
    const parsed = JSON.parse(line) as { msg?: unknown }
    return typeof parsed.msg === 'string' ? parsed.msg : line
  } catch {
    return line
  }
}
