import { execFile, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import {
  type AnvilInstance,
  type RedisServer,
  startAnvil,
  startRedisServer,
} from '@portico/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../db/database.js'
import { POSTGRES_SKIP_REASON } from '../test/harness.js'
import { type RoundRobinProxy, startRoundRobinProxy } from '../test/round-robin-proxy.js'
import { buildServer } from './build-dist.js'
import { type BuiltServer, startBuiltServer } from './built-server.test-helper.js'

// deploy/compose.yaml without a container engine: the built server three times on one
// PostgreSQL and one Redis, with the environment the compose file gives its replicas
// (deploy/replica.env, read here, and the secrets of `portico-api keys`). Only the addresses
// of the compose network change: the database, Redis, the chain node, the listen port and the
// proxy's address; and the shutdown delay is 100 ms, not 5 s (a wait of the last step whose
// length readiness.test.ts and shutdown.test.ts check). PostgreSQL only (several processes cannot open one PGlite): without
// PORTICO_TEST_DATABASE_URL this is reported as skipped, with why.

const runFile = promisify(execFile)
const appDir = fileURLToPath(new URL('../..', import.meta.url))
const deployDir = fileURLToPath(new URL('../../../../deploy', import.meta.url))
const databaseUrl = process.env.PORTICO_TEST_DATABASE_URL ?? ''
const title = 'deploy/compose.yaml: 3 built replicas on PostgreSQL and Redis with its configuration'
const suite = POSTGRES_SKIP_REASON ? describe.skip : describe

/** `KEY=value` lines (comments and blank lines skipped), as compose reads an env_file. */
function envLines(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

suite(POSTGRES_SKIP_REASON ? `${title} (skipped: ${POSTGRES_SKIP_REASON})` : title, () => {
  const schema = `portico_deploy_${randomBytes(6).toString('hex')}`
  const outDir = join(appDir, '.api-bundle', `deploy-${process.pid}`)
  const bin = join(outDir, 'cli.js')
  const compose = readFileSync(join(deployDir, 'compose.yaml'), 'utf8')
  const shared = envLines(readFileSync(join(deployDir, 'replica.env'), 'utf8'))
  let anvil: AnvilInstance | undefined
  let redis: RedisServer | undefined
  let proxy: RoundRobinProxy | undefined
  let replicas: BuiltServer[] = []
  let secrets: Record<string, string> = {}
  let env: NodeJS.ProcessEnv = {}

  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true })
    // The compose file's chain ids, each served here by a local node.
    const [chainId = '', ...more] = (shared.RPC_URLS ?? '').split('=')
    expect(more.length, 'replica.env names one chain').toBe(1)
    // The node and Redis start while the server builds and prints its secrets.
    let keys: string
    ;[anvil, redis, keys] = await Promise.all([
      startAnvil({ chainId: Number(chainId) }),
      startRedisServer(),
      buildServer(outDir).then(
        async () => (await runFile(process.execPath, [bin, 'keys'], { encoding: 'utf8' })).stdout,
      ),
    ])
    secrets = envLines(keys)
    env = {
      PATH: process.env.PATH ?? '',
      HOME: outDir,
      ...shared,
      ...secrets,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redis.socket,
      RPC_URLS: `${chainId}=${anvil.rpcUrl}`,
      PORT: '0',
      TRUSTED_PROXIES: '127.0.0.1',
      SHUTDOWN_DELAY_MS: '100',
    }
  }, 120_000)

  afterAll(async () => {
    await proxy?.close()
    for (const replica of replicas) replica.kill()
    await Promise.all([anvil?.stop(), redis?.stop()])
    if (databaseUrl) {
      const db = await createPostgresDatabase({ connectionString: databaseUrl, schema })
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await db.close()
    }
    rmSync(outDir, { recursive: true, force: true })
  }, 60_000)

  it('the compose file gives each of its three replicas replica.env, the secrets file and its name', () => {
    expect(compose).toMatch(/env_file: \[replica\.env, \.env\]/)
    for (const n of [1, 2, 3]) expect(compose).toMatch(new RegExp(`REPLICA_NAME: api-${n}\\b`))
    expect(shared.NODE_ENV).toBe('production')
  })

  it('migrate, then three replicas answer ready, metrics behind the token, and a request each through the proxy', async () => {
    const run = (args: string[]) =>
      execFileSync(process.execPath, [bin, ...args], { env, encoding: 'utf8' }).trim()
    expect(run(['migrate'])).toMatch(/^applied \d+ migration\(s\) .*; schema current/)
    expect(run(['migrate', '--check'])).toMatch(/^schema current \(migration \d+\)$/)

    replicas = await Promise.all(
      [1, 2, 3].map((n) =>
        startBuiltServer(bin, { ...env, REPLICA_NAME: `api-${n}` }, { cwd: outDir }),
      ),
    )
    for (const replica of replicas) {
      expect(replica.output()).toContain('(PostgreSQL (DATABASE_URL); chains 1)')
      const ready = await fetch(`${replica.url}/readyz`)
      const report = (await ready.json()) as {
        ready: boolean
        redis?: { status: string }
        migrations: { status: string }
      }
      expect({ status: ready.status, report }).toMatchObject({
        status: 200,
        report: { ready: true, redis: { status: 'up' }, migrations: { status: 'current' } },
      })
      expect((await fetch(`${replica.url}/metrics`)).status).toBe(401)
      const metrics = await fetch(`${replica.url}/metrics`, {
        headers: { authorization: `Bearer ${secrets.METRICS_TOKEN}` },
      })
      expect(metrics.status).toBe(200)
      expect(await metrics.text()).toContain('portico_http_requests_total')
    }

    proxy = await startRoundRobinProxy(replicas.map((replica) => replica.url))
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${proxy.url}/v1/supported-chains`, {
        headers: { origin: 'https://app.example.org' },
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ http: ['eip155:1'], ws: [] })
    }
    expect(proxy.served).toEqual([1, 1, 1])

    // SIGTERM (after SHUTDOWN_DELAY_MS of 503 on /readyz): each exits cleanly.
    expect(await Promise.all(replicas.map((replica) => replica.stop()))).toEqual([0, 0, 0])
  }, 180_000)
})
