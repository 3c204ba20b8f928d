import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { inputsHash } from '../../../../scripts/build-cache/cached-build.js'
import {
  APPKIT_APP_DIR,
  appKitBuildInputs,
  appKitCacheInputs,
  appKitCacheRoot,
} from './appkit-app.js'

// What the AppKit comparison app's cached build is keyed by (the cache itself, a stand-in build
// included, is tested in scripts/build-cache).

/** The key buildAppKitApp files the app under, for the app in `dir` on Node `version`. */
function appKitCacheKey(dir: string, version: string): string {
  const filed = appKitCacheInputs(dir, version)
  return inputsHash(filed.name, filed.inputs, filed)
}
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

describe('the AppKit app cache key', () => {
  it('is the same for two clones and changes with the lockfile, the sources, the config and Node’s major', () => {
    const a = cloneApp()
    const b = cloneApp()
    const key = appKitCacheKey(a, '20.1.0')
    expect(key).toMatch(/^[0-9a-f]{16}$/)
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
