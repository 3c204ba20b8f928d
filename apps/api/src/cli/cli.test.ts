import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createPgliteDatabase } from '../db/database.js'
import { migrations } from '../db/migrations.js'
import { newPgliteDataDir } from '../test/pglite-data-dir.js'
import { type CliOutput, runCli } from './cli.js'
import { isDefaultSecret } from './server-secrets.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs one command in this process and keeps what it printed. */
async function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = []
  const err: string[] = []
  const output: CliOutput = { out: (line) => out.push(line), err: (line) => err.push(line) }
  const code = await runCli(argv, env, output)
  return { code, out, err }
}

/** The secrets `keys` prints, as environment variables. */
async function generatedSecrets(): Promise<Record<string, string>> {
  const { out } = await run(['keys'])
  return Object.fromEntries(
    out
      .join('\n')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

describe('portico-api config check', () => {
  it('passes a first try with no configuration (PGlite, development)', async () => {
    expect(await run(['config', 'check'])).toEqual({
      code: 0,
      out: ['config ok (development; PGlite; chains 31337)'],
      err: [],
    })
  })

  it('prints every problem of the file and the environment at once, each naming its field', async () => {
    const file = join(dir, 'bad.json')
    writeFileSync(file, JSON.stringify({ port: 'eighty', metricsToken: 'short', rateLimit: 1 }))
    const { code, err } = await run(['config', 'check'], {
      PORTICO_API_CONFIG: file,
      RPC_URLS: 'mainnet',
      LOG_LEVEL: 'loud',
    })
    expect(code).toBe(1)
    expect(err[0]).toMatch(/^config check: \d+ problem\(s\)$/)
    const problems = err.slice(1).join('\n')
    expect(problems).toContain(`Invalid config file ${file}: port:`)
    expect(problems).toContain(
      `Invalid config file ${file}: metricsToken: metricsToken must have at least 16 characters (openssl rand -hex 32)`,
    )
    expect(problems).toContain(
      'Invalid RPC_URLS entry mainnet (allowed: chainId=url|url, e.g. 1=https://node.example)',
    )
    expect(problems).toContain('LOG_LEVEL: logLevel must be one of')
    expect(err.slice(1).every((line) => line.startsWith('- '))).toBe(true)
  })

  it('in production refuses PGlite, no publicUrl, no projects and example secrets, one line each saying what to set', async () => {
    const { code, err } = await run(['config', 'check', '--production'], {
      METRICS_TOKEN: 'change-me-change-me-change-me',
      AUTH_SMTP_URL: 'smtp://127.0.0.1:2525',
      AUTH_SECRET: 'a'.repeat(48),
      AUTH_SHARE_KEY: Buffer.alloc(32).toString('base64'),
    })
    expect(code).toBe(1)
    expect(err.slice(1)).toEqual([
      '- publicUrl is required in production (set PUBLIC_URL)',
      '- projects are required in production (set PROJECTS, e.g. PROJECTS=my-app=https://app.example.org)',
      '- PGlite is for a first try, not production (set DATABASE_URL to a PostgreSQL database)',
      '- auth.secret is a default value (set AUTH_SECRET to one from portico-api keys)',
      '- auth.shareKey is a default value (set AUTH_SHARE_KEY to one from portico-api keys)',
      '- metricsToken is a default value (set METRICS_TOKEN to one from portico-api keys)',
    ])
    // NODE_ENV=production is the same mode as the flag.
    const byEnv = await run(['config', 'check'], { NODE_ENV: 'production' })
    expect(byEnv.err).toContain('- publicUrl is required in production (set PUBLIC_URL)')
  })

  it('passes production with PostgreSQL, publicUrl, projects and generated secrets', async () => {
    const secrets = await generatedSecrets()
    const { code, out, err } = await run(['config', 'check', '--production'], {
      ...secrets,
      AUTH_SMTP_URL: 'smtp://127.0.0.1:2525',
      DATABASE_URL: 'postgres://portico@127.0.0.1:5432/portico',
      PUBLIC_URL: 'https://api.example.org',
      PROJECTS: 'my-app=https://app.example.org',
    })
    expect({ code, err }).toEqual({ code: 0, err: [] })
    expect(out).toEqual(['config ok (production; PostgreSQL; chains 31337)'])
  })

  it('serve refuses the same production config before opening anything, with the same lines', async () => {
    const { code, err } = await run(['serve', '--production'], {
      PUBLIC_URL: 'https://api.example.org',
    })
    expect(code).toBe(1)
    expect(err).toEqual([
      'projects are required in production (set PROJECTS, e.g. PROJECTS=my-app=https://app.example.org)',
      'PGlite is for a first try, not production (set DATABASE_URL to a PostgreSQL database)',
    ])
  })
})

describe('portico-api keys', () => {
  it('prints a fresh value per secret, none of them a default, different each run', async () => {
    const first = await generatedSecrets()
    const second = await generatedSecrets()
    expect(Object.keys(first)).toEqual([
      'AUTH_SECRET',
      'AUTH_SHARE_KEY',
      'ONRAMP_SESSION_SECRET',
      'METRICS_TOKEN',
    ])
    for (const [name, value] of Object.entries(first)) {
      expect(isDefaultSecret(value)).toBe(false)
      expect(value).not.toBe(second[name])
    }
    // The share key is the 32-byte AES key auth expects.
    expect(Buffer.from(first.AUTH_SHARE_KEY ?? '', 'base64')).toHaveLength(32)
  })

  it('--out writes the file readable by its owner only, names the file, never the values, and never replaces one', async () => {
    const file = join(dir, 'secrets.env')
    const written = await run(['keys', '--out', file])
    expect(written.code).toBe(0)
    expect(written.out).toEqual([])
    const text = readFileSync(file, 'utf8')
    expect(text).toMatch(/^AUTH_SHARE_KEY=\S{44}$/m)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const secretValues = text.split('\n').filter((line) => /^[A-Z_]+=/.test(line))
    for (const line of secretValues)
      expect(written.err.join('\n')).not.toContain(line.slice(line.indexOf('=') + 1))
    const again = await run(['keys', '--out', file])
    expect(again.code).toBe(1)
    expect(readFileSync(file, 'utf8')).toBe(text)
  })
})

describe('portico-api migrate', () => {
  it('--check fails with one line on a new database; migrate applies; --check then passes', async () => {
    const env = { PGLITE_DATA_DIR: join(dir, 'pgdata') }
    await newPgliteDataDir(env.PGLITE_DATA_DIR)
    const latest = migrations.at(-1)?.id
    const before = await run(['migrate', '--check'], env)
    expect(before.code).toBe(1)
    expect(before.err).toEqual([
      `schema not current: ${migrations.length} migration(s) pending (${migrations.map((m) => m.id).join(', ')}); run portico-api migrate`,
    ])
    const applied = await run(['migrate'], env)
    expect(applied).toMatchObject({ code: 0, err: [] })
    expect(applied.out[0]).toMatch(new RegExp(`schema current \\(migration ${latest}\\)$`))
    const after = await run(['migrate', '--check'], env)
    expect(after).toEqual({ code: 0, out: [`schema current (migration ${latest})`], err: [] })
    // A migration this code has that the database lacks is reported by its id.
    const db = await createPgliteDatabase(env.PGLITE_DATA_DIR)
    await db.query('DELETE FROM schema_migrations WHERE id = $1', [latest])
    await db.close()
    const behind = await run(['migrate', '--check'], env)
    expect(behind.err).toEqual([
      `schema not current: 1 migration(s) pending (${latest}); run portico-api migrate`,
    ])
    // Five opens of a PGlite directory (a copy of an empty cluster: no initdb), seconds each on a
    // loaded machine.
  }, 180_000)

  it('a wrong command line prints the usage and exits 2', async () => {
    const { code, err } = await run(['migrate', '--apply'])
    expect(code).toBe(2)
    expect(err.join('\n')).toContain('Usage: portico-api <command>')
  })
})
