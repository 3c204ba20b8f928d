import { forbiddenThirdPartyPattern, workspaceImportsAllowed } from './layers.js'
import { shippedFileTest } from './shipped-files.js'
import { isRelative, ownerOf, packageNameOf, relativeTarget, subpathOf } from './specifiers.js'
import type { ImportRef, SourceFile, Violation, WorkspacePackage } from './types.js'

type Context = {
  file: SourceFile
  owner: WorkspacePackage
  root: WorkspacePackage | undefined
  shipped: boolean
  byName: ReadonlyMap<string, WorkspacePackage>
  packages: readonly WorkspacePackage[]
}

/**
 * Checks every import of every file against ARCHITECTURE.md's rules: the direction of imports
 * between our packages, no UI framework or chain SDK where it does not belong, public entrypoints
 * only (no deep `src/` imports, no `./internal` from apps, no test entries in shipped code), no
 * relative path out of a package, and every imported package declared in the importer's
 * package.json.
 */
export function checkImports(
  files: readonly SourceFile[],
  packages: readonly WorkspacePackage[],
): Violation[] {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]))
  const root = packages.find((pkg) => pkg.dir === '')
  const isShipped = shippedFileTest(files, packages)
  const violations: Violation[] = []
  for (const file of files) {
    const owner = ownerOf(packages, file.path)
    if (!owner) continue
    const shipped = isShipped(owner, file.path)
    const context = { file, owner, root, byName, packages, shipped }
    for (const ref of file.imports) violations.push(...checkImport(context, ref))
  }
  return violations
}

function checkImport(context: Context, ref: ImportRef): Violation[] {
  const { file, owner } = context
  const at = (rule: Violation['rule'], message: string): Violation => ({
    file: file.path,
    line: ref.line,
    rule,
    message,
  })
  if (isRelative(ref.specifier)) {
    const target = relativeTarget(file.path, ref.specifier)
    const landsIn = ownerOf(context.packages, target)
    // Nothing reaches into another package's files. Tooling and private apps may share the
    // root's config helpers (vitest.shared.ts); a published package's code stays inside it.
    const toRoot = landsIn?.dir === ''
    const published = context.shipped && !owner.private
    const escapes = owner.dir !== '' && landsIn !== owner && (!toRoot || published)
    return escapes
      ? [
          at(
            'relative-escape',
            `'${ref.specifier}' leaves ${owner.dir}: import another package by its name and a public entrypoint`,
          ),
        ]
      : []
  }
  const name = packageNameOf(ref.specifier)
  if (!name || name === owner.name) return []
  const violations: Violation[] = []
  const workspace = context.byName.get(name)
  if (workspace) violations.push(...checkWorkspaceImport(context, ref, workspace, at))
  else if (context.shipped) {
    const pattern = forbiddenThirdPartyPattern(owner.name, name)
    if (pattern)
      violations.push(
        at(
          'chain-sdk-or-framework',
          `${owner.name} must not import '${ref.specifier}' (${pattern}): core never imports React or a chain SDK, adapters never render, ui-react reaches chains only through core`,
        ),
      )
  }
  if (!isDeclared(context, name))
    violations.push(
      at(
        'undeclared-dependency',
        `'${name}' is not declared in ${owner.dir || '.'}/package.json ${
          context.shipped && !owner.private
            ? '"dependencies" or "peerDependencies" (shipped code of a published package)'
            : '(nor in the root devDependencies)'
        }`,
      ),
    )
  return violations
}

function checkWorkspaceImport(
  context: Context,
  ref: ImportRef,
  target: WorkspacePackage,
  at: (rule: Violation['rule'], message: string) => Violation,
): Violation[] {
  const { owner, shipped } = context
  const subpath = subpathOf(ref.specifier, target.name)
  const violations: Violation[] = []
  if (!target.exports.includes(subpath))
    violations.push(
      at(
        'public-entry',
        `'${ref.specifier}' is not an entrypoint of ${target.name} (its package.json exports: ${target.exports.join(', ')}); deep imports into another package are not allowed`,
      ),
    )
  if (subpath === './internal' && /^(apps|examples)\//.test(owner.dir))
    violations.push(
      at(
        'internal-entry',
        `apps use public exports only: '${ref.specifier}' is for Portico's own packages`,
      ),
    )
  if (!shipped) return violations
  const allowed = workspaceImportsAllowed(owner.name, owner.dir)
  if (allowed === undefined)
    violations.push(
      at(
        'layer',
        `${owner.name} has no import rule: add it to scripts/import-rules/layers.ts (ARCHITECTURE.md)`,
      ),
    )
  else if (allowed !== 'any' && !allowed.includes(target.name))
    violations.push(
      at(
        'layer',
        `${owner.name} must not import ${target.name} (it may import: ${allowed.join(', ') || 'nothing of ours'})`,
      ),
    )
  const testEntry = target.name === '@portico/testing' || subpath === './testing'
  if (testEntry && !owner.private)
    violations.push(
      at(
        'test-entry',
        `'${ref.specifier}' is test code: shipped source of ${owner.name} must not import it`,
      ),
    )
  return violations
}

function isDeclared(context: Context, name: string): boolean {
  const { owner, root, shipped } = context
  const own = [owner.dependencies, owner.peerDependencies]
  // A published package's shipped files reach users without its devDependencies.
  if (!shipped || owner.private) own.push(owner.devDependencies)
  // Tests and tooling also see the root's devDependencies (vitest, testing-library, ...).
  if (!shipped && root) own.push(root.devDependencies)
  return own.some((deps) => name in deps)
}
