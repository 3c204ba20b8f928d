import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { checkBoundedFolders } from './check-bounded-folders.js'
import { checkDependencies } from './check-dependencies.js'
import { checkFamilyNames } from './check-family-names.js'
import { checkImports } from './check-imports.js'
import { checkOneMajor } from './check-one-major.js'
import type { Violation } from './types.js'
import { readSourceFiles, readWorkspacePackages } from './workspace.js'

const rootDir = fileURLToPath(new URL('../..', import.meta.url))

const describe = (violations: Violation[]) =>
  violations.map((v) => `${v.file}${v.line ? `:${v.line}` : ''} [${v.rule}] ${v.message}`)

// Parses every file of the repository: seconds on a busy machine, hence the generous limit.
it('every import and package.json of the repository follows ARCHITECTURE.md', {
  timeout: 60_000,
}, () => {
  const packages = readWorkspacePackages(rootDir)
  const files = readSourceFiles(rootDir)
  // The walk really reached the packages (a wrong root would find nothing and pass).
  expect(packages.map((pkg) => pkg.name)).toContain('@portico/core')
  expect(files.some((file) => file.path === 'packages/core/src/exports/index.ts')).toBe(true)
  expect(
    describe([
      ...checkImports(files, packages),
      ...checkDependencies(files, packages),
      ...checkOneMajor(packages),
      ...checkBoundedFolders(files),
      ...checkFamilyNames(files, (path) => readFileSync(join(rootDir, path), 'utf8')),
    ]),
  ).toEqual([])
})
