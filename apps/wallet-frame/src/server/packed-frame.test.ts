import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { buildFrame, buildFrameBin } from './build-frame.js'

// What `npm install @portico/wallet-frame` gets: the package folder as `pnpm build` leaves it
// (dist/ and dist-server/, here the same builds the other tests use), packed by npm, unpacked
// with no node_modules beside it, its bin serving the frame it carries.

const appDir = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'portico-packed-frame-'))
let child: ChildProcess | undefined
afterAll(() => {
  child?.kill('SIGTERM')
  rmSync(dir, { recursive: true, force: true })
})

/** The cached builds carry a completeness marker of their own: not part of the package. */
const notMarker = (source: string) => basename(source) !== '.portico-complete.json'

describe('the packed @portico/wallet-frame (npm pack of the built frame)', () => {
  it('holds only the frame, its bin and README, needs no dependency, and its bin serves the frame it carries', async () => {
    const [root, bin] = await Promise.all([buildFrame(), buildFrameBin()])
    const source = join(dir, 'source')
    mkdirSync(source)
    for (const file of ['package.json', 'README.md'])
      copyFileSync(join(appDir, file), join(source, file))
    cpSync(root, join(source, 'dist'), { recursive: true, filter: notMarker })
    cpSync(bin, join(source, 'dist-server'), { recursive: true, filter: notMarker })
    // A copy, not the package folder: the test writes nothing into the tree other tests read.
    const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
      cwd: source,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const [report] = JSON.parse(packed) as { filename: string; files: { path: string }[] }[]
    const paths = report?.files.map((file) => file.path).sort() ?? []
    expect(paths.filter((path) => !path.startsWith('dist/'))).toEqual([
      'README.md',
      'dist-server/portico-frame.js',
      'package.json',
    ])
    expect(paths).toContain('dist/index.html')
    expect(paths.some((path) => /^dist\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true)
    execFileSync('tar', ['xzf', join(dir, report?.filename ?? ''), '-C', dir])
    const installed = join(dir, 'package')
    // The page's libraries are compiled into dist/ and the bin uses Node's modules only: an
    // install fetches nothing for it.
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      bin?: Record<string, string>
    }
    expect(manifest.dependencies).toBeUndefined()
    expect(manifest.bin).toEqual({ 'portico-frame': './dist-server/portico-frame.js' })

    // No --root: the bin serves the dist/ it was installed with.
    const started = spawn(
      process.execPath,
      [
        join(installed, 'dist-server', 'portico-frame.js'),
        'serve',
        '--production',
        '--port',
        '0',
        '--api-url',
        'https://api.example.com/',
        '--allowed-origins',
        'https://app.example.com',
      ],
      { cwd: dir, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child = started
    let output = ''
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const found = / on (http:\/\/127\.0\.0\.1:\d+\/) /.exec(output)
        if (found?.[1]) resolve(found[1])
      }
      started.stdout?.on('data', read)
      started.stderr?.on('data', read)
      started.once('close', (code) => reject(new Error(`exited ${code}: ${output}`)))
    })
    expect(output).toContain(`serving ${join(installed, 'dist')} on`)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
        "connect-src 'self' https://api.example.com; frame-ancestors https://app.example.com; " +
        "base-uri 'none'; form-action 'none'; object-src 'none'",
    )
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await page.text()).toBe(readFileSync(join(installed, 'dist', 'index.html'), 'utf8'))
    const exited = new Promise<number | null>((resolve) => started.once('close', resolve))
    started.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 120_000)
})
