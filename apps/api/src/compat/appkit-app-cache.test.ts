import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  APPKIT_APP_DIR,
  appKitBuildInputs,
  appKitCacheKey,
  appKitCacheRoot,
  COMPLETE_MARKER,
  cachedBuild,
  isCompleteEntry,
} from './appkit-app.js'

// The cache logic of the AppKit comparison app's build, with a stand-in build (no npm, no vite).
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-appkit-cache-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the real app's build inputs (a second "clone"). */
function cloneApp(): string {
  const dir = tempDir()
  for (const file of appKitBuildInputs(APPKIT_APP_DIR)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), readFileSync(join(APPKIT_APP_DIR, file)))
  }
  return dir
}

/** A stand-in build that counts its calls and writes a small app. */
function fakeBuild(body = '<html></html>', delayMs = 0) {
  const calls = { count: 0 }
  const build = async (outDir: string) => {
    calls.count++
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    mkdirSync(join(outDir, 'assets'), { recursive: true })
    writeFileSync(join(outDir, 'index.html'), body)
    writeFileSync(join(outDir, 'assets', 'app.js'), 'console.log(1)')
  }
  return { calls, build }
}

describe('the AppKit app cache key', () => {
  it('is the same for two clones and changes with the lockfile, the sources, the config and Node’s major', () => {
    const a = cloneApp()
    const b = cloneApp()
    const key = appKitCacheKey(a, '20.1.0')
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(appKitCacheKey(b, '20.9.3')).toBe(key)
    expect(appKitCacheKey(APPKIT_APP_DIR, '20.1.0')).toBe(key)
    // Files outside the inputs (node_modules, a README) do not enter the key.
    mkdirSync(join(b, 'node_modules'))
    writeFileSync(join(b, 'node_modules', 'x.js'), 'x')
    writeFileSync(join(b, 'README.md'), 'notes')
    expect(appKitCacheKey(b, '20.1.0')).toBe(key)
    expect(appKitCacheKey(b, '22.1.0')).not.toBe(key)

    const lock = join(b, 'package-lock.json')
    writeFileSync(lock, readFileSync(lock, 'utf8').replace('"1.8.24"', '"1.8.25"'))
    expect(readFileSync(lock, 'utf8')).not.toBe(readFileSync(join(a, 'package-lock.json'), 'utf8'))
    expect(appKitCacheKey(b, '20.1.0')).not.toBe(key)

    for (const [file, edit] of [
      ['package.json', (text: string) => text.replace('"react": "18.3.1"', '"react": "18.3.0"')],
      ['vite.config.js', (text: string) => `${text}\n// changed\n`],
      ['index.html', (text: string) => text.replace('</body>', '<p></p></body>')],
      ['src/main.tsx', (text: string) => `${text}\n`],
    ] as const) {
      const c = cloneApp()
      const path = join(c, file)
      const before = readFileSync(path, 'utf8')
      writeFileSync(path, edit(before))
      expect(readFileSync(path, 'utf8'), file).not.toBe(before)
      expect(appKitCacheKey(c, '20.1.0'), file).not.toBe(key)
    }
    // A new source file changes the build too.
    const d = cloneApp()
    writeFileSync(join(d, 'src', 'extra.ts'), 'export {}')
    expect(appKitCacheKey(d, '20.1.0')).not.toBe(key)
  })

  it('lives outside the checkout unless overridden', () => {
    expect(appKitCacheRoot({ PORTICO_APPKIT_CACHE_DIR: '/x/y' })).toBe('/x/y')
    expect(appKitCacheRoot({ XDG_CACHE_HOME: '/c' })).toBe(join('/c', 'portico', 'appkit-app'))
    expect(appKitCacheRoot({}).startsWith(APPKIT_APP_DIR)).toBe(false)
  })
})

describe('the AppKit app cache', () => {
  it('builds once, then reuses the entry', async () => {
    const root = tempDir()
    const { calls, build } = fakeBuild()
    const lines: string[] = []
    const first = await cachedBuild({ root, key: 'k1', build, log: (line) => lines.push(line) })
    expect(first).toEqual({ dir: join(root, 'k1'), cached: false })
    expect(readFileSync(join(first.dir, 'index.html'), 'utf8')).toBe('<html></html>')
    const second = await cachedBuild({ root, key: 'k1', build, log: (line) => lines.push(line) })
    expect(second).toEqual({ dir: join(root, 'k1'), cached: true })
    expect(calls.count).toBe(1)
    expect(lines).toEqual([
      expect.stringContaining('cache miss'),
      expect.stringContaining('cache hit'),
    ])
    // Nothing but the entry is left behind (no staging folder, no lock).
    expect(readdirSync(root)).toEqual(['k1'])
    // Another key is another entry.
    await cachedBuild({ root, key: 'k2', build })
    expect(calls.count).toBe(2)
  })

  it('does not reuse an entry without its completion marker, or with a file missing or cut short', async () => {
    const root = tempDir()
    const { calls, build } = fakeBuild()
    // A half-written entry: the files are there, the marker is not.
    mkdirSync(join(root, 'k', 'assets'), { recursive: true })
    writeFileSync(join(root, 'k', 'index.html'), '<html></html>')
    writeFileSync(join(root, 'k', 'assets', 'app.js'), 'console.log(1)')
    expect(isCompleteEntry(join(root, 'k'), 'k')).toBe(false)
    const lines: string[] = []
    const rebuilt = await cachedBuild({ root, key: 'k', build, log: (line) => lines.push(line) })
    expect(rebuilt.cached).toBe(false)
    expect(calls.count).toBe(1)
    expect(lines[0]).toContain('incomplete')
    expect(isCompleteEntry(rebuilt.dir, 'k')).toBe(true)

    // A file removed after the marker (a temp cleaner): rebuilt.
    rmSync(join(rebuilt.dir, 'assets', 'app.js'))
    expect((await cachedBuild({ root, key: 'k', build })).cached).toBe(false)
    expect(calls.count).toBe(2)
    // A file cut short: rebuilt.
    writeFileSync(join(rebuilt.dir, 'index.html'), '<ht')
    expect((await cachedBuild({ root, key: 'k', build })).cached).toBe(false)
    expect(calls.count).toBe(3)
    // A marker for another key, or an unreadable one: not reused.
    expect(isCompleteEntry(rebuilt.dir, 'other')).toBe(false)
    writeFileSync(join(rebuilt.dir, COMPLETE_MARKER), '{"key":')
    expect(isCompleteEntry(rebuilt.dir, 'k')).toBe(false)
    expect((await cachedBuild({ root, key: 'k', build })).cached).toBe(false)
    expect(calls.count).toBe(4)
    expect((await cachedBuild({ root, key: 'k', build })).cached).toBe(true)
    expect(calls.count).toBe(4)
  })

  it('leaves no entry when the build fails, and builds again next time', async () => {
    const root = tempDir()
    await expect(
      cachedBuild({
        root,
        key: 'k',
        build: async (outDir) => {
          mkdirSync(outDir, { recursive: true })
          writeFileSync(join(outDir, 'index.html'), 'half')
          throw new Error('vite failed')
        },
      }),
    ).rejects.toThrow('vite failed')
    expect(readdirSync(root)).toEqual([])
    const { calls, build } = fakeBuild()
    expect((await cachedBuild({ root, key: 'k', build })).cached).toBe(false)
    expect(calls.count).toBe(1)
  })

  it('builds once when two runs ask at the same time, and neither sees a partial entry', async () => {
    const root = tempDir()
    const { calls, build } = fakeBuild('<html></html>', 300)
    const [a, b] = await Promise.all([
      cachedBuild({ root, key: 'k', build }),
      cachedBuild({ root, key: 'k', build }),
    ])
    expect(calls.count).toBe(1)
    expect([a.cached, b.cached].sort()).toEqual([false, true])
    expect(isCompleteEntry(a.dir, 'k')).toBe(true)
  })

  it('takes over a lock left by a run that died', async () => {
    const root = tempDir()
    mkdirSync(join(root, 'k.lock'))
    // A pid that is not running (above Linux's pid_max).
    writeFileSync(join(root, 'k.lock', 'pid'), '99999999')
    mkdirSync(join(root, 'k.staging-99999999-dead', 'out'), { recursive: true })
    const { calls, build } = fakeBuild()
    expect((await cachedBuild({ root, key: 'k', build })).cached).toBe(false)
    expect(calls.count).toBe(1)
    expect(readdirSync(root)).toEqual(['k'])
  })
})
