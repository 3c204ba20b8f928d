import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from './build-dist.js'

const appDir = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'portico-packed-'))
let child: ChildProcess | undefined
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** Runs the unpacked bin with nothing but a path and a free port: the operator's first try. */
function startPacked(bin: string): { child: ChildProcess; listening: Promise<string> } {
  const started = spawn(process.execPath, [bin, 'serve'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: dir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const listening = new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`no listen line in: ${output}`)), 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+) \(PGlite in memory/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    started.stdout?.on('data', onData)
    started.stderr?.on('data', onData)
    started.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited ${code}: ${output}`))
    })
  })
  return { child: started, listening }
}

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

    const started = startPacked(join(dir, 'package', 'dist', 'cli.js'))
    child = started.child
    const url = await started.listening
    const health = await fetch(`${url}/healthz`)
    expect(health.status).toBe(200)
    const chains = await (await fetch(`${url}/v1/supported-chains`)).json()
    expect(chains).toEqual({ http: ['eip155:31337'], ws: [] })
    const exited = new Promise<number | null>((resolve) => started.child.once('exit', resolve))
    started.child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 180_000)
})
