import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The compatibility app: an npm project of its own (pinned AppKit, its own package-lock.json). */
export const APPKIT_APP_DIR = fileURLToPath(new URL('../../compat/appkit-app', import.meta.url))

/**
 * Bumped when the way the app is installed or built below changes (npm flags, vite arguments,
 * the marker's format): older cache entries then no longer match.
 */
const BUILD_RECIPE = 'npm-install-no-save+vite-build:1'

/** The marker written into a cache entry last, before it is renamed into place. */
export const COMPLETE_MARKER = '.portico-complete.json'

/** A lock older than this is taken as left by a run that died (a cold build takes ~1.5 min). */
const STALE_LOCK_MS = 20 * 60_000

/**
 * The per-machine cache: outside the checkout, so every clone on the machine shares one build.
 * `PORTICO_APPKIT_CACHE_DIR` overrides it; otherwise `$XDG_CACHE_HOME/portico/appkit-app`
 * (`~/.cache/portico/appkit-app`), which, unlike the temp directory, survives reboots.
 */
export function appKitCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PORTICO_APPKIT_CACHE_DIR) return env.PORTICO_APPKIT_CACHE_DIR
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'portico', 'appkit-app')
}

function filesUnder(root: string, dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...filesUnder(root, path))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

/** The app's files that decide its build: manifest, lockfile, page, vite config and every source. */
export function appKitBuildInputs(dir: string): string[] {
  const files = ['package.json', 'package-lock.json', 'index.html', 'vite.config.js']
  files.push(...filesUnder(dir, 'src'))
  return files.map((file) => file.split(sep).join('/')).sort()
}

/**
 * The cache key: a hash of the build inputs' paths and contents, the Node major version and the
 * build recipe. Where the app lives does not enter it, so two clones share an entry.
 */
export function appKitCacheKey(dir: string, nodeVersion: string = process.versions.node): string {
  const hash = createHash('sha256')
  const field = (value: string | Buffer) => {
    hash.update(`${value.length}:`).update(value)
  }
  field(BUILD_RECIPE)
  field(`node${nodeVersion.replace(/^v/, '').split('.')[0]}`)
  for (const file of appKitBuildInputs(dir)) {
    field(file)
    field(readFileSync(join(dir, file)))
  }
  return hash.digest('hex').slice(0, 32)
}

interface Marker {
  key: string
  /** Every file of the entry (relative, `/`-separated) with its size. */
  files: Record<string, number>
}

/**
 * Whether `entry` is a complete cache entry for `key`: its marker names the key and every file it
 * lists is there with the recorded size (a temp-file cleaner or a cut-off copy leaves it partial).
 */
export function isCompleteEntry(entry: string, key: string): boolean {
  let marker: Marker
  try {
    marker = JSON.parse(readFileSync(join(entry, COMPLETE_MARKER), 'utf8')) as Marker
  } catch {
    return false
  }
  if (marker?.key !== key || typeof marker.files !== 'object' || marker.files === null) return false
  const files = Object.entries(marker.files)
  if (files.length === 0) return false
  return files.every(
    ([file, size]) => statSync(join(entry, file), { throwIfNoEntry: false })?.size === size,
  )
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** `mkdir` is atomic: the one run that creates the lock directory builds; the others wait. */
async function acquireLock(lock: string, log: (line: string) => void): Promise<void> {
  let waiting = false
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(join(lock, 'pid'), String(process.pid))
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs
    let pid = Number.NaN
    try {
      pid = Number(readFileSync(join(lock, 'pid'), 'utf8'))
    } catch {}
    const stale =
      since !== undefined &&
      (Date.now() - since > STALE_LOCK_MS ||
        // The pid file is written right after the mkdir: give a live holder a moment to write it.
        (Number.isInteger(pid) && pid > 0 ? !pidAlive(pid) : Date.now() - since > 10_000))
    if (stale) {
      // Renamed aside first, so two waiters cannot both remove it and then both take it.
      const aside = `${lock}.stale-${process.pid}-${randomBytes(4).toString('hex')}`
      try {
        renameSync(lock, aside)
        rmSync(aside, { recursive: true, force: true })
      } catch {}
      continue
    }
    if (!waiting) log(`appkit-app: waiting for another run building the cache (${lock})`)
    waiting = true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export interface CachedBuild {
  /** The complete cache entry. */
  dir: string
  /** Whether it was taken from the cache (false: built by this call). */
  cached: boolean
}

/**
 * Returns the complete cache entry `root/key`, building it first when it is missing or
 * incomplete. `build(outDir, workDir)` writes the entry's files into `outDir` (it may use the
 * scratch folder `workDir`, removed afterwards). The entry is written in a staging folder beside
 * it, its marker last, and renamed into place, so no reader ever sees a half-written entry; a lock
 * keeps concurrent runs from building the same entry twice.
 */
export async function cachedBuild(options: {
  root: string
  key: string
  build: (outDir: string, workDir: string) => Promise<void>
  log?: (line: string) => void
  label?: string
}): Promise<CachedBuild> {
  const { root, key, build, log = () => undefined, label = 'appkit-app' } = options
  const dir = join(root, key)
  if (isCompleteEntry(dir, key)) {
    log(`${label}: cache hit, reusing ${dir}`)
    return { dir, cached: true }
  }
  mkdirSync(root, { recursive: true })
  const lock = `${dir}.lock`
  await acquireLock(lock, log)
  try {
    // Another run may have built it while this one waited for the lock.
    if (isCompleteEntry(dir, key)) {
      log(`${label}: cache hit (built by a concurrent run), reusing ${dir}`)
      return { dir, cached: true }
    }
    const incomplete = statSync(dir, { throwIfNoEntry: false }) !== undefined
    log(
      `${label}: cache ${incomplete ? 'entry incomplete, rebuilding' : 'miss, building'} into ${dir}`,
    )
    // Under the lock no one else writes this key: leftovers of runs that died can go.
    for (const name of readdirSync(root))
      if (name.startsWith(`${key}.staging-`) || name.startsWith(`${key}.old-`))
        rmSync(join(root, name), { recursive: true, force: true })
    const staging = join(root, `${key}.staging-${process.pid}-${randomBytes(4).toString('hex')}`)
    const outDir = join(staging, 'out')
    const workDir = join(staging, 'work')
    mkdirSync(workDir, { recursive: true })
    try {
      await build(outDir, workDir)
      const files: Record<string, number> = {}
      for (const file of filesUnder(outDir, '.'))
        files[file.split(sep).join('/')] = statSync(join(outDir, file)).size
      if (Object.keys(files).length === 0) throw new Error(`${label}: the build wrote no files`)
      writeFileSync(join(outDir, COMPLETE_MARKER), JSON.stringify({ key, files } satisfies Marker))
      if (incomplete) {
        const old = join(root, `${key}.old-${process.pid}-${randomBytes(4).toString('hex')}`)
        renameSync(dir, old)
        rmSync(old, { recursive: true, force: true })
      }
      renameSync(outDir, dir)
    } finally {
      rmSync(staging, { recursive: true, force: true })
    }
    return { dir, cached: false }
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

export interface AppKitAppBuild {
  /** The built app (index.html and assets/), ready for a static server. */
  distDir: string
  /** Whether the build was taken from the per-machine cache (false: installed and built now). */
  cached: boolean
}

/**
 * The app built once per machine: looked up in the per-machine cache by {@link appKitCacheKey};
 * on a miss, its inputs are copied to a scratch folder, installed from the lockfile and built with
 * vite, and only the built app (~5 MB) is kept, not its node_modules (~360 MB).
 */
export async function buildAppKitApp(
  dir = APPKIT_APP_DIR,
  log: (line: string) => void = () => undefined,
  root = appKitCacheRoot(),
): Promise<AppKitAppBuild> {
  const key = appKitCacheKey(dir)
  const result = await cachedBuild({
    root,
    key,
    log,
    build: async (outDir, workDir) => {
      for (const file of appKitBuildInputs(dir)) {
        mkdirSync(dirname(join(workDir, file)), { recursive: true })
        cpSync(join(dir, file), join(workDir, file))
      }
      // `npm install --no-save` installs the locked tree without rewriting the lockfile. Not
      // `npm ci`: the registry copy the test machine sees lists only linux-x64 builds of rollup's
      // native optional dependencies, which `npm ci` reports as missing from the lock.
      await run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts'], {
        cwd: workDir,
        maxBuffer: 64 * 1024 * 1024,
      })
      await run(
        process.execPath,
        [
          join(workDir, 'node_modules', 'vite', 'bin', 'vite.js'),
          'build',
          '--outDir',
          outDir,
          '--emptyOutDir',
        ],
        { cwd: workDir, maxBuffer: 64 * 1024 * 1024 },
      )
      if (!statSync(join(outDir, 'index.html'), { throwIfNoEntry: false }))
        throw new Error('appkit-app: vite build wrote no index.html')
    },
  })
  return { distDir: result.dir, cached: result.cached }
}
