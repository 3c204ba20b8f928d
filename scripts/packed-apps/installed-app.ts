import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import {
  dependencyCacheRoot,
  dependencyKey,
  restoreDependencies,
  saveDependencies,
} from './dependency-cache'
import { type FigureRow, formatBytes, formatSeconds } from './figures'
import { npmInstall } from './npm-install'
import { type PackedPackage, withWorkspaceDependencies } from './packed-kit'
import { runCommand } from './run-command'

/** The `file:` tarballs an app names for `direct` and the workspace packages they depend on. */
export function kitTarballs(
  direct: readonly string[],
  packages: readonly PackedPackage[],
): Record<string, string> {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]))
  return Object.fromEntries(
    withWorkspaceDependencies(direct, byName).map((name) => [
      name,
      byName.get(name)?.tarball ?? '',
    ]),
  )
}

/** Disk use of a folder in bytes (`du`: what the install really takes on disk). */
export function diskUse(dir: string): number {
  const du = spawnSync('du', ['-sk', dir], { encoding: 'utf8' })
  const kb = Number.parseInt(du.stdout, 10)
  if (du.status !== 0 || !Number.isFinite(kb)) throw new Error(`du ${dir} failed: ${du.stderr}`)
  return kb * 1024
}

/** An app after `npm install`: how long it took and what node_modules weighs. */
export interface InstalledApp {
  dir: string
  /** The copy of a cached third-party tree (if any) and `npm install`. */
  installSeconds: number
  nodeModulesBytes: number
  /** Whether the third-party tree came from this machine's cache or npm resolved it now. */
  dependencies: 'cached' | 'resolved'
}

let npmVersion: string | undefined
function installedNpmVersion(): string {
  npmVersion ??= spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim()
  return npmVersion
}

/**
 * `npm install` in the app, starting from this machine's copy of the same third-party tree when
 * it has one (dependency-cache.ts; the kit's packages always come from the tarballs).
 */
export async function installApp(dir: string): Promise<InstalledApp> {
  const started = performance.now()
  const root = dependencyCacheRoot()
  const key = dependencyKey(dir, installedNpmVersion())
  const cached = restoreDependencies(dir, root, key)
  await npmInstall(dir)
  const installSeconds = (performance.now() - started) / 1000
  if (!cached) saveDependencies(dir, root, key)
  return {
    dir,
    installSeconds,
    nodeModulesBytes: diskUse(join(dir, 'node_modules')),
    dependencies: cached ? 'cached' : 'resolved',
  }
}

/**
 * `npm run <script>` in the app (its production build) with `env` added (the public settings a
 * build inlines); resolves the wall time in seconds.
 */
export async function buildApp(
  app: InstalledApp,
  script: string,
  env: Record<string, string> = {},
): Promise<number> {
  const build = await runCommand('npm', ['run', script], app.dir, 600_000, {
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  })
  if (build.code !== 0)
    throw new Error(`npm run ${script} in ${app.dir} failed:\n${build.output.slice(-4000)}`)
  return build.seconds
}

/** One app's line of the figures table. */
export function appFigures(
  name: string,
  app: InstalledApp,
  buildSeconds: number,
  browserSeconds: number,
): FigureRow {
  return {
    app: name,
    'npm install': formatSeconds(app.installSeconds),
    'third-party tree': app.dependencies === 'cached' ? 'cached' : 'resolved by npm',
    node_modules: formatBytes(app.nodeModulesBytes),
    build: formatSeconds(buildSeconds),
    'in Chromium': formatSeconds(browserSeconds),
  }
}
