import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The compatibility app: an npm project of its own (pinned AppKit, its own package-lock.json). */
export const APPKIT_APP_DIR = fileURLToPath(new URL('../../compat/appkit-app', import.meta.url))

/** Files whose content decides the build (sources and the pinned dependency tree). */
function buildInputs(dir: string): string[] {
  const files = ['package.json', 'package-lock.json', 'index.html', 'vite.config.js']
  for (const entry of readdirSync(join(dir, 'src')).sort()) files.push(join('src', entry))
  return files
}

function hashOf(dir: string, files: readonly string[]): string {
  const hash = createHash('sha256')
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
  return hash.digest('hex').slice(0, 16)
}

export interface AppKitAppBuild {
  /** The built app (index.html and assets/), ready for a static server. */
  distDir: string
  /** Whether this call installed the dependencies / built the app (false: taken from the cache). */
  installed: boolean
  built: boolean
}

/**
 * Installs the app's locked dependencies when its lockfile changed since the last install,
 * and builds it with vite when its inputs changed since the last build. Both results are kept in
 * the app's gitignored node_modules (keyed by content hashes), so a CI run installs and builds
 * once and later runs reuse them.
 */
export async function buildAppKitApp(
  dir = APPKIT_APP_DIR,
  log: (line: string) => void = () => undefined,
): Promise<AppKitAppBuild> {
  const lockHash = hashOf(dir, ['package-lock.json'])
  const installMarker = join(dir, 'node_modules', '.portico-installed')
  let installed = false
  if (!existsSync(installMarker) || readFileSync(installMarker, 'utf8') !== lockHash) {
    log('appkit-app: npm install from package-lock.json')
    // `npm install --no-save` installs the locked tree without rewriting the lockfile. Not `npm ci`:
    // the registry copy the test machine sees lists only linux-x64 builds of rollup's native
    // optional dependencies, which `npm ci` reports as missing from the lock.
    await run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    })
    writeFileSync(installMarker, lockHash)
    installed = true
  }
  const cacheRoot = join(dir, 'node_modules', '.cache', 'portico-appkit-build')
  const distDir = join(cacheRoot, hashOf(dir, buildInputs(dir)))
  if (statSync(join(distDir, 'index.html'), { throwIfNoEntry: false })) {
    return { distDir, installed, built: false }
  }
  log('appkit-app: vite build')
  mkdirSync(cacheRoot, { recursive: true })
  // Built beside the final folder and renamed into place: a cut-off build is never taken as done.
  const partial = `${distDir}.partial-${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  await run(
    process.execPath,
    [
      join(dir, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      partial,
      '--emptyOutDir',
    ],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  )
  rmSync(distDir, { recursive: true, force: true })
  renameSync(partial, distDir)
  return { distDir, installed, built: true }
}
