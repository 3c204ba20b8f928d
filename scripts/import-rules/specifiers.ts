import { builtinModules } from 'node:module'
import { posix } from 'node:path'
import type { WorkspacePackage } from './types.js'

const builtins = new Set(builtinModules)

/** `node:fs`, `fs`, `fs/promises`. */
export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtins.has(specifier.split('/')[0] ?? '')
}

export function isRelative(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.'
}

/** The repository path a relative specifier of the file at `from` names, as written. */
export function relativeTarget(from: string, specifier: string): string {
  return posix.normalize(posix.join(posix.dirname(from), specifier))
}

/**
 * The package a bare specifier names (`@scope/name` or `name`), or `undefined` for relative
 * paths, Node built-ins and bundler-only ids (`virtual:x`, `/@vite/client`, `data:...`).
 */
export function packageNameOf(specifier: string): string | undefined {
  if (isRelative(specifier) || isNodeBuiltin(specifier)) return undefined
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/|$)/i.test(specifier)) return undefined
  if (specifier.includes(':')) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/** The `exports` subpath a bare specifier asks for: `.` or `./internal`. */
export function subpathOf(specifier: string, packageName: string): string {
  const rest = specifier.slice(packageName.length).split('?')[0] ?? ''
  return rest === '' ? '.' : `.${rest}`
}

/** Tests, test helpers and test kits: never shipped, so free of the layer rules. */
const testFile =
  /(\.test\.[cm]?[jt]sx?$|\.test-helper\.[cm]?[jt]sx?$|test-kit|\/(test|tests|test-utils|__tests__|e2e|fixtures?)\/)/

/**
 * Whether a file is part of what a package ships or runs in production: under its `src/`, and not
 * a test, a test helper or a test kit. Scripts, configs, e2e and size checks outside `src/` are
 * tooling.
 */
export function isShipped(pkg: WorkspacePackage, path: string): boolean {
  if (pkg.dir === '' || !path.startsWith(`${pkg.dir}/src/`)) return false
  return !testFile.test(path.slice(pkg.dir.length))
}

/** The package that owns a file: the one whose folder is the longest prefix of its path. */
export function ownerOf(
  packages: readonly WorkspacePackage[],
  path: string,
): WorkspacePackage | undefined {
  let owner: WorkspacePackage | undefined
  for (const pkg of packages) {
    const inside = pkg.dir === '' || path.startsWith(`${pkg.dir}/`)
    if (inside && (!owner || pkg.dir.length > owner.dir.length)) owner = pkg
  }
  return owner
}
