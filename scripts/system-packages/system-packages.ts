/**
 * The test command's check for the Debian packages tests run for real (beside Chromium, which
 * scripts/chromium-check handles): `redis-server` for @portico/siwx's Redis storage. On a bare
 * machine `npx --yes pnpm@10 test` installs what is missing when it can (root with apt-get) and
 * otherwise stops at once with one line saying what to run. Imports nothing.
 */

/** A program the tests start, the Debian package that has it, and the variable overriding its path. */
export interface SystemPackage {
  binary: string
  debianPackage: string
  env: string
}

export const systemPackages: readonly SystemPackage[] = [
  { binary: '/usr/bin/redis-server', debianPackage: 'redis-server', env: 'PORTICO_REDIS_SERVER' },
]

/** What the machine looks like, as far as the decision goes (injected so tests can vary it). */
export interface SystemMachine {
  env: Readonly<Record<string, string | undefined>>
  isExecutable(path: string): boolean
  uid: number | undefined
  hasAptGet: boolean
}

export type SystemPackagesPlan =
  | { action: 'ready' }
  | { action: 'install'; packages: string[]; commands: readonly (readonly string[])[] }
  | { action: 'stop'; message: string }

/** Decides whether the tests' system programs are there, can be installed, or must stop the run. */
export function planSystemPackages(
  machine: SystemMachine,
  packages: readonly SystemPackage[] = systemPackages,
): SystemPackagesPlan {
  const again = 'then run npx --yes pnpm@10 test again'
  const missing: SystemPackage[] = []
  for (const pkg of packages) {
    const override = machine.env[pkg.env]
    if (override) {
      if (!machine.isExecutable(override))
        return {
          action: 'stop',
          message: `${pkg.debianPackage} not found at ${override} (${pkg.env}): set ${pkg.env} to its executable or unset it, ${again}.`,
        }
      continue
    }
    if (!machine.isExecutable(pkg.binary)) missing.push(pkg)
  }
  if (missing.length === 0) return { action: 'ready' }
  const names = missing.map((pkg) => pkg.debianPackage)
  const install = `apt-get update && apt-get install -y ${names.join(' ')}`
  if (!machine.hasAptGet)
    return {
      action: 'stop',
      message: `${names.join(', ')} not found and there is no apt-get: install ${names.join(', ')} and set ${missing.map((pkg) => `${pkg.env}=<path>`).join(' ')}, ${again}.`,
    }
  if (machine.uid !== 0)
    return {
      action: 'stop',
      message: `${names.join(', ')} not found: run sudo sh -c '${install}', ${again}.`,
    }
  return {
    action: 'install',
    packages: names,
    commands: [
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...names],
    ],
  }
}
