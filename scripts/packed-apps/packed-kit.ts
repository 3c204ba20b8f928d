import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { mapWithLimit } from '../package-checks/map-with-limit'
import { packPackage } from '../package-checks/pack-package'
import { type PublishedPackage, publishedPackages } from '../package-checks/published-packages'

/** One public package, packed as it would be published. */
export interface PackedPackage extends PublishedPackage {
  tarball: string
  /** The tarball's size in bytes (what `npm pack` reports as the package size). */
  bytes: number
  /** The workspace packages it depends on (`workspace:` ranges, as published: exact versions). */
  workspaceDependencies: string[]
}

/**
 * Packs every public workspace package into `destination` once (after `pnpm build`), a few at a
 * time: each `pnpm pack` is mostly pnpm starting, so three at once fill two cores' waits.
 */
export async function packKit(
  rootDir: string,
  destination: string,
): Promise<Map<string, PackedPackage>> {
  const order = publishedPackages(rootDir)
  const packed = await mapWithLimit(order, 3, async (pkg): Promise<PackedPackage> => {
    const result = await packPackage(rootDir, pkg, destination)
    if (!result.ok) throw new Error(`pnpm pack failed for ${pkg.name}: ${result.error}`)
    const json = JSON.parse(readFileSync(join(rootDir, pkg.dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
    }
    return {
      ...pkg,
      tarball: result.tarball,
      bytes: statSync(result.tarball).size,
      workspaceDependencies: Object.entries(json.dependencies ?? {})
        .filter(([, range]) => range.startsWith('workspace:'))
        .map(([name]) => name),
    }
  })
  // In the workspace's order (folder, then name), whichever finished first.
  return new Map(packed.map((pkg) => [pkg.name, pkg]))
}

/**
 * The packages an app needs for `direct`, with every workspace package they depend on (an app
 * names them all by tarball: from a registry npm would fetch them, here they exist only packed).
 */
export function withWorkspaceDependencies(
  direct: readonly string[],
  packed: ReadonlyMap<string, Pick<PackedPackage, 'workspaceDependencies'>>,
): string[] {
  const needed = new Set<string>()
  const visit = (name: string) => {
    if (needed.has(name)) return
    const pkg = packed.get(name)
    if (!pkg) throw new Error(`${name} is not a packed public package`)
    needed.add(name)
    for (const dependency of pkg.workspaceDependencies) visit(dependency)
  }
  for (const name of direct) visit(name)
  return [...needed].sort()
}
