import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
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
  installSeconds: number
  nodeModulesBytes: number
}

export async function installApp(dir: string): Promise<InstalledApp> {
  const { seconds } = await npmInstall(dir)
  return { dir, installSeconds: seconds, nodeModulesBytes: diskUse(join(dir, 'node_modules')) }
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
    node_modules: formatBytes(app.nodeModulesBytes),
    build: formatSeconds(buildSeconds),
    'in Chromium': formatSeconds(browserSeconds),
  }
}
