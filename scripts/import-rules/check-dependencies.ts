import { workspaceImportsAllowed } from './layers.js'
import { shippedFileTest } from './shipped-files.js'
import { isNodeBuiltin, ownerOf, packageNameOf } from './specifiers.js'
import type { SourceFile, Violation, WorkspacePackage } from './types.js'

type Usage = { any: Set<string>; shipped: Set<string> }

/** What each package's files import, by package name (all files, and shipped files only). */
function usageByPackage(
  files: readonly SourceFile[],
  packages: readonly WorkspacePackage[],
): Map<WorkspacePackage, Usage> {
  const isShipped = shippedFileTest(files, packages)
  const usage = new Map(
    packages.map((pkg) => [pkg, { any: new Set<string>(), shipped: new Set<string>() }]),
  )
  for (const file of files) {
    const owner = ownerOf(packages, file.path)
    const used = owner && usage.get(owner)
    if (!owner || !used) continue
    const shipped = isShipped(owner, file.path)
    for (const { specifier } of file.imports) {
      const name = isNodeBuiltin(specifier) ? 'node' : packageNameOf(specifier)
      if (!name) continue
      used.any.add(name)
      if (shipped) used.shipped.add(name)
    }
  }
  return usage
}

/** `@types/ws` types `ws`; `@types/babel__core` types `@babel/core`; `@types/node` types built-ins. */
function typedPackage(name: string): string | undefined {
  if (!name.startsWith('@types/')) return undefined
  const bare = name.slice('@types/'.length)
  return bare.includes('__') ? `@${bare.replace('__', '/')}` : bare
}

/**
 * Checks every package.json against what its files import: a dependency nothing imports is
 * removed or explained in `dependenciesNotImported` (and an explanation for an imported or
 * undeclared dependency is stale); a published package's `dependencies` entry that only tests
 * import belongs in devDependencies; and a library's runtime dependencies on our packages follow
 * the same direction as its imports.
 */
export function checkDependencies(
  files: readonly SourceFile[],
  packages: readonly WorkspacePackage[],
): Violation[] {
  const usage = usageByPackage(files, packages)
  const violations: Violation[] = []
  for (const pkg of packages) {
    const file = `${pkg.dir ? `${pkg.dir}/` : ''}package.json`
    // The root's devDependencies serve every package's tests and tooling.
    const used =
      pkg.dir === ''
        ? {
            any: new Set([...usage.values()].flatMap((u) => [...u.any])),
            shipped: new Set<string>(),
          }
        : (usage.get(pkg) ?? { any: new Set<string>(), shipped: new Set<string>() })
    const isUsed = (name: string) => used.any.has(typedPackage(name) ?? name)
    const declared = { ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.dependencies }
    for (const name of Object.keys(declared)) {
      if (isUsed(name) || name in pkg.dependenciesNotImported) continue
      violations.push({
        file,
        rule: 'unused-dependency',
        message: `no file of ${pkg.name} imports '${name}': remove it, or say why it is there in "dependenciesNotImported"`,
      })
    }
    for (const name of Object.keys(pkg.dependenciesNotImported)) {
      if (!(name in declared) || isUsed(name))
        violations.push({
          file,
          rule: 'stale-dependency-note',
          message: `"dependenciesNotImported" explains '${name}', which is ${name in declared ? 'imported' : 'not a dependency'}: remove the note`,
        })
    }
    if (!pkg.private)
      for (const name of Object.keys(pkg.dependencies)) {
        if (used.any.has(name) && !used.shipped.has(name))
          violations.push({
            file,
            rule: 'test-only-dependency',
            message: `only tests and tooling of ${pkg.name} import '${name}': move it to devDependencies`,
          })
      }
    const allowed = workspaceImportsAllowed(pkg.name, pkg.dir)
    if (pkg.dir === '' || allowed === 'any') continue
    const runtime = { ...pkg.peerDependencies, ...pkg.dependencies }
    for (const name of Object.keys(runtime)) {
      if (!name.startsWith('@portico/') || allowed?.includes(name)) continue
      violations.push({
        file,
        rule: 'dependency-layer',
        message: `${pkg.name} must not depend on ${name} (ARCHITECTURE.md; it may depend on: ${allowed?.join(', ') || 'nothing of ours'})`,
      })
    }
  }
  return violations
}
