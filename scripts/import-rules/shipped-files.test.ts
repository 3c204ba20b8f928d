import { expect, it } from 'vitest'
import { checkDependencies } from './check-dependencies.js'
import { checkImports } from './check-imports.js'
import { shippedFileTest } from './shipped-files.js'
import type { Violation } from './types.js'
import { sourceFile, syntheticPackages, workspacePackage } from './workspace.test-helper.js'

// A published server shaped like apps/api: its bin's source is the entry, a bench and a build
// script sit under src/ beside it and use devDependencies.
const server = workspacePackage({
  name: '@portico/api',
  dir: 'apps/api',
  shippedEntries: ['src/cli/main.ts'],
  dependencies: { hono: '4' },
  devDependencies: { esbuild: '0', autocannon: '8', '@portico/testing': 'workspace:*' },
})
const packages = [...syntheticPackages, server]

/** The rules' findings about the server's own files and package.json. */
const aboutServer = (violations: readonly Violation[]) =>
  violations
    .filter((violation) => violation.file.startsWith('apps/api/'))
    .map(({ file, line, rule }) => ({ file, line, rule }))

const serverFiles = (serveSource: string) => [
  sourceFile('apps/api/src/cli/main.ts', "import { serve } from './serve.js'\nserve()"),
  sourceFile('apps/api/src/cli/serve.ts', serveSource),
  sourceFile('apps/api/src/routes/index.ts', "import 'hono'"),
  sourceFile('apps/api/src/cli/build-dist.ts', "import 'esbuild'"),
  sourceFile('apps/api/src/bench/bench.ts', "import 'autocannon'\nimport '@portico/testing'"),
]

it('ships what the entries reach (dynamic imports and index files too), and nothing else', () => {
  const files = serverFiles("export const serve = () => import('../routes')")
  const isShipped = shippedFileTest(files, packages)
  expect(files.filter((file) => isShipped(server, file.path)).map((file) => file.path)).toEqual([
    'apps/api/src/cli/main.ts',
    'apps/api/src/cli/serve.ts',
    'apps/api/src/routes/index.ts',
  ])
})

it('lets the bench and the build script use devDependencies and the test kit', () => {
  const files = serverFiles("export const serve = () => import('../routes/index.js')")
  expect(
    aboutServer([...checkImports(files, packages), ...checkDependencies(files, packages)]),
  ).toEqual([])
})

it('still refuses a shipped file importing a devDependency or the test kit', () => {
  const files = serverFiles(
    "import 'esbuild'\nimport '@portico/testing'\nexport const serve = () => import('../routes/index.js')",
  )
  expect(aboutServer(checkImports(files, packages))).toEqual([
    { file: 'apps/api/src/cli/serve.ts', line: 1, rule: 'undeclared-dependency' },
    { file: 'apps/api/src/cli/serve.ts', line: 2, rule: 'test-entry' },
    { file: 'apps/api/src/cli/serve.ts', line: 2, rule: 'undeclared-dependency' },
  ])
})

it('refuses a runtime dependency only the tooling imports', () => {
  const withBenchDependency = packages.map((pkg) =>
    pkg === server ? { ...pkg, dependencies: { ...pkg.dependencies, autocannon: '8' } } : pkg,
  )
  const files = serverFiles("export const serve = () => import('../routes/index.js')")
  expect(aboutServer(checkDependencies(files, withBenchDependency))).toEqual([
    { file: 'apps/api/package.json', line: undefined, rule: 'test-only-dependency' },
  ])
})

it('throws on an entry that is not a file of the package', () => {
  const wrong = { ...server, shippedEntries: ['src/main.ts'] }
  expect(() => shippedFileTest(serverFiles(''), [wrong])).toThrow(
    'apps/api/package.json "shippedEntries" names apps/api/src/main.ts, which is no file',
  )
})
