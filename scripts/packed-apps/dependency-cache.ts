import { spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'

// An app's third-party dependencies, once npm resolved and installed them, kept per machine under
// a key of everything that decides them: the app's dependency ranges, the packed kit packages'
// own dependency ranges (not their code), npm's and Node's versions. The next install of an app
// with the same key starts from a copy of that tree and its lockfile without the kit packages,
// and npm installs the kit's tarballs into it: the kit's code is always the fresh tarball; what
// is reused is what a lockfile would pin anyway. Entries older than a day are resolved afresh, so
// a new release in a range is met within a day, as a user's first install would meet it.

/** How long a resolved tree is reused before npm resolves the ranges again. */
export const DEPENDENCY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000
const COMPLETE = 'complete'
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'optionalDependencies',
  'overrides',
] as const

interface PackageJson {
  name?: string
  version?: string
  [field: string]: unknown
}

/** Where the machine keeps the trees: `$PORTICO_PACKED_APPS_CACHE`, else the user's cache folder. */
export function dependencyCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PORTICO_PACKED_APPS_CACHE) return resolve(env.PORTICO_PACKED_APPS_CACHE)
  const base = env.XDG_CACHE_HOME ? resolve(env.XDG_CACHE_HOME) : join(homedir(), '.cache')
  return join(base, 'portico', 'packed-app-dependencies')
}

const isTarballSpec = (spec: unknown): spec is string =>
  typeof spec === 'string' && spec.startsWith('file:') && spec.endsWith('.tgz')

/** The app's packages that it names by a packed tarball (`file:….tgz`): the kit's. */
function kitPackagesOf(app: PackageJson, appDir: string): Map<string, string> {
  const kit = new Map<string, string>()
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const deps = (app[field] ?? {}) as Record<string, unknown>
    for (const [name, spec] of Object.entries(deps)) {
      if (isTarballSpec(spec)) kit.set(name, resolve(appDir, spec.slice('file:'.length)))
    }
  }
  return kit
}

/**
 * The fields that decide what npm installs, each kit tarball's spec (a path of this run) as `kit`,
 * every map in name order (pnpm pack writes a package's dependencies in no fixed order). A kit
 * package's devDependencies are left out: npm never installs a dependency's.
 */
function dependencyFields(json: PackageJson, of: 'app' | 'kit'): Record<string, unknown> {
  const fields = DEPENDENCY_FIELDS.filter(
    (field) => json[field] !== undefined && (of === 'app' || field !== 'devDependencies'),
  )
  return Object.fromEntries(
    fields.map((field) => {
      const value = json[field]
      if (typeof value !== 'object' || value === null) return [field, value]
      return [
        field,
        Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([name, spec]) => [name, isTarballSpec(spec) ? 'kit' : spec]),
        ),
      ]
    }),
  )
}

function tarballPackageJson(tarball: string): PackageJson {
  const read = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  if (read.status !== 0)
    throw new Error(`could not read package.json in ${tarball}: ${read.stderr}`)
  return JSON.parse(read.stdout) as PackageJson
}

/**
 * The key of the app's third-party tree: its dependency ranges with each kit tarball replaced by
 * that package's own ranges, and the npm and Node versions that resolve them.
 */
export function dependencyKey(appDir: string, npmVersion: string): string {
  const app = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as PackageJson
  const kit = [...kitPackagesOf(app, appDir)].sort(([a], [b]) => a.localeCompare(b))
  const described = {
    app: dependencyFields(app, 'app'),
    kit: kit.map(([name, tarball]) => {
      const json = tarballPackageJson(tarball)
      return { name, version: json.version, ...dependencyFields(json, 'kit') }
    }),
    npm: npmVersion,
    node: process.versions.node,
  }
  return createHash('sha256').update(JSON.stringify(described)).digest('hex').slice(0, 24)
}

const copyTree = (from: string, to: string) => {
  const copy = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' })
  if (copy.status !== 0) throw new Error(`cp -a ${from} ${to} failed: ${copy.stderr}`)
}

/** A kit package's folder or anything inside it, as a lockfile's `packages` key names it. */
const underKitPackage = (path: string, kit: ReadonlySet<string>) =>
  [...kit].some(
    (name) => path === `node_modules/${name}` || path.startsWith(`node_modules/${name}/`),
  )

/**
 * Copies the cached tree for `key` into the app (its `node_modules` and lockfile, no kit
 * package), when there is one younger than {@link DEPENDENCY_CACHE_MAX_AGE_MS}. Resolves whether
 * it did.
 */
export function restoreDependencies(appDir: string, root: string, key: string): boolean {
  const entry = join(root, key)
  // One stat: another install may prune the entry between a check and a read.
  const complete = statSync(join(entry, COMPLETE), { throwIfNoEntry: false })
  if (!complete || Date.now() - complete.mtimeMs > DEPENDENCY_CACHE_MAX_AGE_MS) return false
  copyTree(join(entry, 'node_modules'), join(appDir, 'node_modules'))
  copyTree(join(entry, 'package-lock.json'), join(appDir, 'package-lock.json'))
  return true
}

/**
 * Keeps the app's freshly installed tree for `key`: a copy of `node_modules` without the kit's
 * packages (and without npm's record of the installed tree, which names them), the lockfile
 * without their entries. Written aside and renamed into place, so a reader never sees half of it.
 */
export function saveDependencies(appDir: string, root: string, key: string): void {
  const app = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as PackageJson
  const kit = new Set(kitPackagesOf(app, appDir).keys())
  mkdirSync(root, { recursive: true })
  pruneDependencyCache(root)
  const entry = join(root, key)
  if (existsSync(join(entry, COMPLETE))) return
  const partial = `${entry}.partial-${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    mkdirSync(partial)
    const modules = join(partial, 'node_modules')
    copyTree(join(appDir, 'node_modules'), modules)
    for (const name of kit) rmSync(join(modules, name), { recursive: true, force: true })
    rmSync(join(modules, '.package-lock.json'), { force: true })
    // The kit's command links (`.bin/portico-local`) point into the packages just removed.
    const bin = join(modules, '.bin')
    for (const link of existsSync(bin) ? readdirSync(bin) : []) {
      if (!existsSync(join(bin, link)) && lstatSync(join(bin, link)).isSymbolicLink())
        rmSync(join(bin, link))
    }
    const lock = JSON.parse(readFileSync(join(appDir, 'package-lock.json'), 'utf8')) as {
      packages?: Record<string, unknown>
    }
    lock.packages = Object.fromEntries(
      Object.entries(lock.packages ?? {}).filter(([path]) => !underKitPackage(path, kit)),
    )
    writeFileSync(join(partial, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`)
    writeFileSync(join(partial, COMPLETE), `${new Date().toISOString()}\n`)
    rmSync(entry, { recursive: true, force: true })
    renameSync(partial, entry)
  } catch (error) {
    rmSync(partial, { recursive: true, force: true })
    // Another install of the same key renamed its copy first: that one serves.
    if (existsSync(join(entry, COMPLETE))) return
    throw error
  }
}

/** Removes trees past their age, and copies left half-written by a process that died. */
export function pruneDependencyCache(root: string, now = Date.now()): void {
  for (const name of existsSync(root) ? readdirSync(root) : []) {
    const path = join(root, name)
    const stat = statSync(join(path, name.includes('.partial-') ? '' : COMPLETE), {
      throwIfNoEntry: false,
    })
    const age = stat ? now - stat.mtimeMs : Number.POSITIVE_INFINITY
    const limit = name.includes('.partial-') ? 60 * 60 * 1000 : DEPENDENCY_CACHE_MAX_AGE_MS
    if (age > limit) rmSync(path, { recursive: true, force: true })
  }
}
