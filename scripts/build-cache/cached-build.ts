import { createHash, randomBytes } from 'node:crypto'
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
import { join, relative, sep } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../', import.meta.url))

/** Where finished builds are kept by name and inputs hash (inside node_modules: never committed). */
const BUILD_CACHE_DIR = join(repo, 'node_modules', '.cache', 'portico-builds')

/** An earlier build of a name older than this is removed (a file still serving it has ended). */
const KEEP_MS = 60 * 60 * 1000

/**
 * Folders that are outputs, not inputs: a build never reads them (and tests write into some while a
 * run goes on, which would change the hash between two files of one run).
 */
const SKIP_DIR =
  /^(dist|dist-server|node_modules|screenshots|test-results|\.turbo|\.fixture-dist.*)$/
/** Tests never reach a build. */
const SKIP_FILE = /\.test\.tsx?$/

function collect(path: string, files: string[]): void {
  if (!statSync(path).isDirectory()) {
    files.push(path)
    return
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name)
    if (entry.isDirectory() && !SKIP_DIR.test(entry.name)) collect(child, files)
    else if (entry.isFile() && !SKIP_FILE.test(entry.name)) files.push(child)
  }
}

/**
 * What every build of workspace sources reads: each package's `src` (the builds bundle them
 * through the workspace alias), the lockfile (the dependencies) and the alias itself.
 */
export function workspaceSourceInputs(): string[] {
  const packages = join(repo, 'packages')
  const sources = readdirSync(packages)
    .map((name) => join(packages, name, 'src'))
    .filter((src) => existsSync(src))
  return [...sources, join(repo, 'pnpm-lock.yaml'), join(repo, 'vitest.shared.ts')]
}

export interface InputsHashOptions {
  /** Paths enter the hash relative to this folder (default the repository): two clones agree. */
  root?: string
  /** What else decides the output besides the files (a Node major, a recipe's version). */
  key?: readonly string[]
}

/** The hash of `inputs`' paths and contents (folders walked, outputs and tests left out). */
export function inputsHash(
  name: string,
  inputs: readonly string[],
  options: InputsHashOptions = {},
): string {
  const root = options.root ?? repo
  const files: string[] = []
  for (const input of inputs) collect(input, files)
  const hash = createHash('sha256')
  // Each field with its length first: no two different field lists hash alike.
  const field = (value: string | Buffer) => hash.update(`${value.length}:`).update(value)
  field(name)
  for (const part of options.key ?? []) field(part)
  for (const file of [...new Set(files)].sort()) {
    field(relative(root, file).split(sep).join('/'))
    field(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

export interface CachedBuildOptions extends InputsHashOptions {
  /** Names the build (its folders are `<name>-<hash>`). */
  name: string
  /** Files and folders whose contents decide the output. */
  inputs: readonly string[]
  /** Builds into the folder it is given (a fresh one). */
  build: (outDir: string) => Promise<void>
  /** A file every finished build has (default `index.html`). */
  marker?: string
  /** Where builds are kept (default {@link BUILD_CACHE_DIR}). */
  cacheDir?: string
  /** Told whether the build was reused or made, and where. */
  log?: (line: string) => void
}

/**
 * Written into a build last, before it is moved into place: every file of the build with its
 * size. A build without it, or with a file missing or of another size (a temp-file cleaner, a
 * copy cut off), is not complete and is made again.
 */
export const COMPLETE_MARKER = '.portico-complete.json'

/** Every file under `dir` (or its sub-folder `under`), as `/`-separated paths relative to `dir`. */
export function filesOf(dir: string, under = ''): string[] {
  const files: string[] = []
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const path = under ? `${under}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...filesOf(dir, path))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

/** Whether `dir` holds a complete build (its {@link COMPLETE_MARKER} and every file it lists). */
export function isCompleteBuild(dir: string): boolean {
  let listed: unknown
  try {
    listed = JSON.parse(readFileSync(join(dir, COMPLETE_MARKER), 'utf8'))
  } catch {
    return false
  }
  if (typeof listed !== 'object' || listed === null) return false
  const files = Object.entries(listed as Record<string, unknown>)
  return (
    files.length > 0 &&
    files.every(
      ([file, size]) => statSync(join(dir, file), { throwIfNoEntry: false })?.size === size,
    )
  )
}

/** Longest wait for another process's build of the same inputs (then this one builds too). */
const LOCK_WAIT_MS = 5 * 60 * 1000

function ownerAlive(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(join(lock, 'pid'), 'utf8')), 0)
    return true
  } catch (error) {
    // EPERM: the process exists (another user's); no pid file yet: its owner is writing it.
    const code = (error as NodeJS.ErrnoException).code
    return code === 'EPERM' || (code === 'ENOENT' && Date.now() - statSync(lock).mtimeMs < 5000)
  }
}

/**
 * Takes the build's lock (a folder: mkdir is atomic), or waits while another live process holds
 * it: two test files starting together then make one build, not two side by side on 2 cores.
 * Resolves `false` when the wait ran out (the caller builds without the lock).
 */
async function takeLock(lock: string, done: string): Promise<boolean> {
  const deadline = Date.now() + LOCK_WAIT_MS
  while (Date.now() < deadline) {
    if (isCompleteBuild(done)) return false
    try {
      mkdirSync(lock, { recursive: false })
      writeFileSync(join(lock, 'pid'), String(process.pid))
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      try {
        if (!ownerAlive(lock)) rmSync(lock, { recursive: true, force: true })
      } catch {
        // The lock went away meanwhile: try again.
      }
      await delay(100)
    }
  }
  return false
}

/**
 * The folder holding the build of the current inputs: built by `build` into a folder of its own the
 * first time, then reused by every later test file and run (one build per change, not one per
 * file). Processes asking at once wait for the one building (a lock beside the build); should they
 * build side by side anyway, the first to move its folder into place wins and the other's is
 * dropped, so a cut-off build is never taken.
 *
 * @example
 * const root = await cachedBuild({ name: 'frame', inputs: [app, ...workspaceSourceInputs()], build })
 */
export async function cachedBuild(options: CachedBuildOptions): Promise<string> {
  const cacheDir = options.cacheDir ?? BUILD_CACHE_DIR
  const log = options.log ?? (() => undefined)
  const done = join(
    cacheDir,
    `${options.name}-${inputsHash(options.name, options.inputs, options)}`,
  )
  if (isCompleteBuild(done)) {
    log(`${options.name}: reusing ${done}`)
    return done
  }
  mkdirSync(cacheDir, { recursive: true })
  const lock = `${done}.lock`
  const locked = await takeLock(lock, done)
  try {
    if (isCompleteBuild(done)) log(`${options.name}: reusing ${done} (built meanwhile)`)
    else {
      log(`${options.name}: building into ${done}`)
      await buildInto(done, options)
    }
  } finally {
    if (locked) rmSync(lock, { recursive: true, force: true })
  }
  // Earlier builds of this name (other inputs), once old enough that no file still serves them.
  // Another test file may be removing the same entry at the same moment: one gone since the
  // listing is skipped.
  for (const entry of readdirSync(cacheDir)) {
    const path = join(cacheDir, entry)
    if (!entry.startsWith(`${options.name}-`) || path === done || path === lock) continue
    const stat = statSync(path, { throwIfNoEntry: false })
    if (stat && Date.now() - stat.mtimeMs > KEEP_MS) rmSync(path, { recursive: true, force: true })
  }
  return done
}

async function buildInto(done: string, options: CachedBuildOptions): Promise<void> {
  const marker = options.marker ?? 'index.html'
  const partial = `${done}.partial-${process.pid}-${randomBytes(4).toString('hex')}`
  const drop = (path: string) => rmSync(path, { recursive: true, force: true })
  try {
    await options.build(partial)
    if (!existsSync(join(partial, marker)))
      throw new Error(`cachedBuild: the ${options.name} build wrote no ${marker}`)
    const sizes: Record<string, number> = {}
    for (const file of filesOf(partial)) sizes[file] = statSync(join(partial, file)).size
    writeFileSync(join(partial, COMPLETE_MARKER), JSON.stringify(sizes))
  } catch (error) {
    drop(partial)
    throw error
  }
  // An incomplete build left in place (cut short, or a file removed since) makes way.
  if (existsSync(done) && !isCompleteBuild(done)) {
    const aside = `${done}.old-${process.pid}-${randomBytes(4).toString('hex')}`
    renameSync(done, aside)
    drop(aside)
  }
  try {
    renameSync(partial, done)
  } catch (error) {
    if (!isCompleteBuild(done)) throw error
    drop(partial)
  }
}
