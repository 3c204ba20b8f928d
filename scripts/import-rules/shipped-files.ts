import { posix } from 'node:path'
import { isRelative, isShipped, relativeTarget } from './specifiers.js'
import type { SourceFile, WorkspacePackage } from './types.js'

/** What a relative specifier may name: TypeScript sources are imported by their `.js` names. */
const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs']

/** The file of `known` a relative import of `from` lands on, if it is one of them. */
function resolveRelative(
  from: string,
  specifier: string,
  known: ReadonlyMap<string, SourceFile>,
): string | undefined {
  const target = relativeTarget(from, specifier)
  const stem = target.replace(/\.(m?js|jsx)$/, '')
  const candidates = [
    target,
    ...sourceExtensions.map((extension) => `${stem}${extension}`),
    ...sourceExtensions.map((extension) => `${target}/index${extension}`),
  ]
  return candidates.find((candidate) => known.has(candidate))
}

/**
 * Whether a file is part of what its package ships. A package with `shippedEntries` (a server
 * built from its bin's source) ships the files its entries reach through relative imports, static
 * or dynamic, inside its folder: its benches, build scripts and compatibility tooling under `src/`
 * are tooling, free to use devDependencies. Any other package ships its `src/`, tests aside.
 * Throws when an entry is not a file of the package (a wrong entry would ship nothing and pass).
 */
export function shippedFileTest(
  files: readonly SourceFile[],
  packages: readonly WorkspacePackage[],
): (owner: WorkspacePackage, path: string) => boolean {
  const byPath = new Map(files.map((file) => [file.path, file]))
  const reached = new Set<string>()
  for (const pkg of packages) {
    if (!pkg.shippedEntries) continue
    const queue = pkg.shippedEntries.map((entry) => posix.join(pkg.dir, entry))
    for (const entry of queue)
      if (!byPath.has(entry))
        throw new Error(`${pkg.dir}/package.json "shippedEntries" names ${entry}, which is no file`)
    while (queue.length > 0) {
      const path = queue.pop() as string
      if (reached.has(path)) continue
      reached.add(path)
      for (const { specifier } of byPath.get(path)?.imports ?? []) {
        if (!isRelative(specifier)) continue
        const target = resolveRelative(path, specifier, byPath)
        if (target?.startsWith(`${pkg.dir}/`) && !reached.has(target)) queue.push(target)
      }
    }
  }
  return (owner, path) => (owner.shippedEntries ? reached.has(path) : isShipped(owner, path))
}
