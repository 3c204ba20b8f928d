import { expect, it } from 'vitest'
import { checkOneMajor } from './check-one-major.js'
import { syntheticPackages, workspacePackage } from './workspace.test-helper.js'

const withCrypto = (
  core: Record<string, string>,
  testing: Record<string, string>,
  testingDev: Record<string, string> = {},
) =>
  syntheticPackages.map((pkg) =>
    pkg.name === '@portico/core'
      ? { ...pkg, dependencies: { ...pkg.dependencies, ...core } }
      : pkg.name === '@portico/testing'
        ? {
            ...pkg,
            dependencies: { ...pkg.dependencies, ...testing },
            devDependencies: { ...pkg.devDependencies, ...testingDev },
          }
        : pkg,
  )

it('accepts one major per @noble/* and @scure/* package, patch and range differences included', () => {
  const packages = withCrypto(
    { '@noble/hashes': '1.8.0', '@scure/base': '1.2.6' },
    { '@noble/hashes': '^1.7.0', '@scure/base': '1.2.6', '@noble/curves': '1.9.1' },
  )
  expect(checkOneMajor(packages)).toEqual([])
})

it('refuses a second major, naming the package, both versions and both package.json files', () => {
  const packages = withCrypto({ '@noble/hashes': '1.8.0' }, { '@noble/hashes': '2.4.0' })
  const violations = checkOneMajor(packages)
  expect(violations.map((v) => [v.file, v.rule])).toEqual([
    ['packages/core/package.json', 'one-major'],
    ['packages/testing/package.json', 'one-major'],
  ])
  expect(violations[0]?.message).toBe(
    '@noble/hashes is pinned to more than one major (1.8.0 in packages/core/package.json, 2.4.0 in packages/testing/package.json): pin every package to one major, the one the chain SDKs bring',
  )
})

it('counts devDependencies and peerDependencies, and 0.x minors as majors', () => {
  const dev = withCrypto({ '@scure/base': '1.2.6' }, {}, { '@scure/base': '2.0.0' })
  expect(checkOneMajor(dev).map((v) => v.file)).toEqual([
    'packages/core/package.json',
    'packages/testing/package.json',
  ])
  const peer = [
    ...syntheticPackages,
    workspacePackage({ name: 'a', dir: 'packages/a', dependencies: { '@scure/sr25519': '0.2.0' } }),
    workspacePackage({
      name: 'b',
      dir: 'packages/b',
      peerDependencies: { '@scure/sr25519': '0.3.1' },
    }),
  ]
  expect(checkOneMajor(peer).map((v) => v.file)).toEqual([
    'packages/a/package.json',
    'packages/b/package.json',
  ])
})

it('leaves other libraries alone (their majors are not checked here)', () => {
  const packages = syntheticPackages.map((pkg) =>
    pkg.name === '@portico/core'
      ? { ...pkg, dependencies: { ...pkg.dependencies, viem: '1' } }
      : pkg,
  )
  expect(checkOneMajor(packages)).toEqual([])
})
