import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from './build-dist.js'
import { type BuiltServer, startBuiltServer } from './built-server.test-helper.js'

const appDir = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'portico-packed-'))
let server: BuiltServer | undefined
afterAll(() => {
  server?.kill()
  rmSync(dir, { recursive: true, force: true })
})

describe('the packed @portico/api (npm pack of pnpm build)', () => {
  it('holds only the built server, and its portico-api bin serves on PGlite with no configuration', async () => {
    await buildServer()
    const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
      cwd: appDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const [report] = JSON.parse(packed) as { filename: string; files: { path: string }[] }[]
    expect(report?.files.map((file) => file.path).sort()).toEqual([
      'README.md',
      'dist/cli.js',
      'package.json',
    ])
    execFileSync('tar', ['xzf', join(dir, report?.filename ?? ''), '-C', dir])
    // Where an install would put the dependencies: apps/api's (pnpm's strict layout lists
    // only its own, so a package dist imports without declaring it is not found).
    symlinkSync(join(appDir, 'node_modules'), join(dir, 'package', 'node_modules'), 'dir')

    // The operator's first try: nothing but a path and a free port.
    server = await startBuiltServer(
      join(dir, 'package', 'dist', 'cli.js'),
      { PATH: process.env.PATH ?? '', HOME: dir, PORT: '0' },
      { cwd: dir },
    )
    const url = server.url
    expect(server.output()).toContain('(PGlite in memory; chains 31337)')
    const health = await fetch(`${url}/healthz`)
    expect(health.status).toBe(200)
    const chains = await (await fetch(`${url}/v1/supported-chains`)).json()
    expect(chains).toEqual({ http: ['eip155:31337'], ws: [] })
    expect(await server.stop()).toBe(0)
  }, 180_000)
})
