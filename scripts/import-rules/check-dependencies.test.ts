import { expect, it } from 'vitest'
import { checkDependencies } from './check-dependencies.js'
import { sourceFile, syntheticPackages, workspacePackage } from './workspace.test-helper.js'

const usedEverywhere = [
  sourceFile('packages/core/src/a.ts', "import '@portico/api-client'\nimport 'jotai'"),
  sourceFile('packages/adapter-evm/src/a.ts', "import '@portico/core'\nimport 'viem'"),
  sourceFile('packages/ui-react/src/a.ts', "import '@portico/core'\nimport 'react'"),
  sourceFile('packages/testing/src/a.ts', "import 'viem'"),
  sourceFile('apps/lab/src/a.ts', "import '@portico/core'\nimport '@portico/ui-react'"),
  sourceFile('vitest.config.ts', "import 'vitest'"),
]

it('accepts a workspace whose every dependency is imported', () => {
  expect(checkDependencies(usedEverywhere, syntheticPackages)).toEqual([])
})

it('refuses a dependency nothing imports (testing -> core), naming the package.json', () => {
  const packages = syntheticPackages.map((pkg) =>
    pkg.name === '@portico/testing'
      ? { ...pkg, dependencies: { ...pkg.dependencies, '@portico/core': 'workspace:*' } }
      : pkg,
  )
  const violations = checkDependencies(usedEverywhere, packages)
  expect(violations).toEqual([
    expect.objectContaining({ file: 'packages/testing/package.json', rule: 'unused-dependency' }),
  ])
  expect(violations[0]?.message).toContain("'@portico/core'")
})

it('accepts an unimported dependency explained in dependenciesNotImported, and flags a stale note', () => {
  const withBinary = (notes: Record<string, string>) =>
    syntheticPackages.map((pkg) =>
      pkg.name === '@portico/testing'
        ? {
            ...pkg,
            dependencies: { ...pkg.dependencies, 'some-binary': '1' },
            dependenciesNotImported: notes,
          }
        : pkg,
    )
  expect(
    checkDependencies(usedEverywhere, withBinary({ 'some-binary': 'spawned by x.ts' })),
  ).toEqual([])
  expect(
    checkDependencies(usedEverywhere, withBinary({ 'some-binary': 'why', viem: 'stale' })).map(
      (v) => v.rule,
    ),
  ).toEqual(['stale-dependency-note'])
})

it("refuses ui-react depending on an adapter or api-client at runtime, and core's runtime deps used only by tests", () => {
  const packages = syntheticPackages.map((pkg) =>
    pkg.name === '@portico/ui-react'
      ? {
          ...pkg,
          dependencies: { ...pkg.dependencies, '@portico/adapter-evm': 'workspace:*' },
          devDependencies: { '@portico/testing': 'workspace:*' },
        }
      : pkg,
  )
  const files = [
    ...usedEverywhere,
    sourceFile(
      'packages/ui-react/src/a.test.ts',
      "import '@portico/adapter-evm'\nimport '@portico/testing'",
    ),
  ]
  const violations = checkDependencies(files, packages)
  // devDependencies on our packages are test infrastructure and stay allowed.
  expect(violations.map(({ file, rule }) => ({ file, rule }))).toEqual([
    { file: 'packages/ui-react/package.json', rule: 'test-only-dependency' },
    { file: 'packages/ui-react/package.json', rule: 'dependency-layer' },
  ])
})

it('counts @types/x as used when x is, and @types/node when a built-in is', () => {
  const pkg = workspacePackage({
    name: '@portico/testing',
    dir: 'packages/testing',
    devDependencies: { '@types/ws': '8', ws: '8', '@types/node': '20' },
  })
  const files = [
    sourceFile('packages/testing/src/a.ts', "import 'ws'\nimport { readFileSync } from 'node:fs'"),
  ]
  expect(checkDependencies(files, [pkg])).toEqual([])
})
