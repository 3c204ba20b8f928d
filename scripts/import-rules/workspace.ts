import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseImports } from './parse-imports.js'
import type { SourceFile, WorkspacePackage } from './types.js'

/** Folders that hold workspace packages (pnpm-workspace.yaml). */
const workspaceFolders = ['packages', 'apps', 'examples']
const skippedDirs = new Set(['node_modules', 'dist', 'screenshots', 'bench-results', 'coverage'])
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

type PackageJson = {
  name?: string
  private?: boolean
  exports?: string | Record<string, unknown>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  dependenciesNotImported?: Record<string, string>
  shippedEntries?: string[]
}

function readPackage(rootDir: string, dir: string): WorkspacePackage {
  const json = JSON.parse(readFileSync(join(rootDir, dir, 'package.json'), 'utf8')) as PackageJson
  const exports =
    typeof json.exports === 'string'
      ? ['.']
      : Object.keys(json.exports ?? {}).filter((k) => k.startsWith('.'))
  return {
    name: json.name ?? dir,
    dir,
    private: json.private === true,
    exports,
    dependencies: json.dependencies ?? {},
    peerDependencies: json.peerDependencies ?? {},
    devDependencies: json.devDependencies ?? {},
    dependenciesNotImported: json.dependenciesNotImported ?? {},
    ...(json.shippedEntries ? { shippedEntries: json.shippedEntries } : {}),
  }
}

/** The root package (dir `''`) and every workspace package, read from their package.json. */
export function readWorkspacePackages(rootDir: string): WorkspacePackage[] {
  const packages = [readPackage(rootDir, '')]
  for (const folder of workspaceFolders) {
    for (const entry of readdirSync(join(rootDir, folder)).sort()) {
      const dir = `${folder}/${entry}`
      if (statSync(join(rootDir, dir, 'package.json'), { throwIfNoEntry: false }))
        packages.push(readPackage(rootDir, dir))
    }
  }
  return packages
}

/** Every JS/TS file of the repository (dependencies, build output and dot-folders aside), parsed. */
export function readSourceFiles(rootDir: string): SourceFile[] {
  const files: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(rootDir, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        // A folder with its own package-lock.json is an npm project outside the workspace (e.g.
        // apps/api's AppKit compatibility app): its imports answer to its own package.json.
        const ownNpmProject = statSync(join(rootDir, path, 'package-lock.json'), {
          throwIfNoEntry: false,
        })
        if (!entry.name.startsWith('.') && !skippedDirs.has(entry.name) && !ownNpmProject)
          walk(path)
      } else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ path, imports: parseImports(readFileSync(join(rootDir, path), 'utf8'), path) })
      }
    }
  }
  walk('')
  return files
}
