import type { Violation, WorkspacePackage } from './types.js'

/**
 * Libraries whose every major an app bundles as its own copy (one per major, none shared): the
 * chain SDKs bring the 1.x line of @noble/* and @scure/* (viem, WalletConnect, @polkadot/*), so a
 * second major pinned by one of our packages adds a whole second copy to the apps that use it.
 */
const ONE_MAJOR = /^@(noble|scure)\//

/** The major of a pinned or ranged version (`0.x` minors are majors), `undefined` for `workspace:*`. */
function majorOf(spec: string): string | undefined {
  const version = /(\d+)\.(\d+)/.exec(spec)
  if (!version) return undefined
  return version[1] === '0' ? `0.${version[2]}` : version[1]
}

/**
 * Checks that each @noble/* and @scure/* package is pinned to one major across the workspace's
 * package.json files (dependencies, devDependencies and peerDependencies alike): one violation
 * per package.json declaring it when two majors are pinned, naming the versions and where.
 */
export function checkOneMajor(packages: readonly WorkspacePackage[]): Violation[] {
  const pins = new Map<string, { file: string; spec: string; major: string }[]>()
  for (const pkg of packages) {
    const file = `${pkg.dir ? `${pkg.dir}/` : ''}package.json`
    for (const declared of [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies])
      for (const [name, spec] of Object.entries(declared)) {
        const major = majorOf(spec)
        if (!ONE_MAJOR.test(name) || major === undefined) continue
        pins.set(name, [...(pins.get(name) ?? []), { file, spec, major }])
      }
  }
  const violations: Violation[] = []
  for (const [name, found] of pins) {
    if (new Set(found.map((pin) => pin.major)).size < 2) continue
    const all = found.map((pin) => `${pin.spec} in ${pin.file}`).join(', ')
    for (const pin of found)
      violations.push({
        file: pin.file,
        rule: 'one-major',
        message: `${name} is pinned to more than one major (${all}): pin every package to one major, the one the chain SDKs bring`,
      })
  }
  return violations
}
