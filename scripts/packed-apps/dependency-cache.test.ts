import { spawnSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeTempDirs } from '../test-support/temp-dirs'
import {
  DEPENDENCY_CACHE_MAX_AGE_MS,
  dependencyCacheRoot,
  dependencyKey,
  pruneDependencyCache,
  restoreDependencies,
  saveDependencies,
} from './dependency-cache'
import { npmInstall } from './npm-install'

const tempDir = makeTempDirs('dependency-cache-')

/** A packed kit package (`@kit/ui`) in `work`: its package.json and one code file. */
function packKitPackage(
  work: string,
  code: string,
  dependencies: Record<string, string> = {},
  devDependencies: Record<string, string> = {},
) {
  const source = join(work, `kit-src-${Math.random().toString(36).slice(2)}`, 'package')
  mkdirSync(source, { recursive: true })
  writeFileSync(
    join(source, 'package.json'),
    JSON.stringify({
      name: '@kit/ui',
      version: '1.0.0',
      main: 'index.js',
      dependencies,
      devDependencies,
    }),
  )
  writeFileSync(join(source, 'index.js'), code)
  const tarball = join(work, 'kit-ui-1.0.0.tgz')
  const tar = spawnSync('tar', ['-czf', tarball, '-C', join(source, '..'), 'package'])
  expect(tar.status).toBe(0)
  return tarball
}

/**
 * An app naming the kit by tarball and a third-party library: a local folder, which npm copies in
 * (`install-links`) as it would unpack a registry package.
 */
function app(work: string, name: string, ranges: Record<string, string> = {}) {
  const dir = join(work, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, '.npmrc'), 'install-links=true\n')
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name,
      private: true,
      dependencies: { '@kit/ui': 'file:../kit-ui-1.0.0.tgz', lib: 'file:../lib', ...ranges },
    }),
  )
  return dir
}

function thirdParty(work: string) {
  mkdirSync(join(work, 'lib'), { recursive: true })
  writeFileSync(
    join(work, 'lib', 'package.json'),
    JSON.stringify({ name: 'lib', version: '2.0.0', bin: { lib: 'cli.js' } }),
  )
  writeFileSync(join(work, 'lib', 'cli.js'), '#!/usr/bin/env node\n')
}

describe('the packed apps’ third-party tree, kept per machine', () => {
  it('keys on dependency ranges (the app’s and the kit packages’), not on the kit’s code', () => {
    const work = tempDir()
    const dir = app(work, 'a')
    packKitPackage(work, 'module.exports = 1\n')
    const key = dependencyKey(dir, '10.9.0')
    packKitPackage(work, 'module.exports = 2\n')
    expect(dependencyKey(dir, '10.9.0')).toBe(key)
    expect(dependencyKey(dir, '10.9.1')).not.toBe(key)
    packKitPackage(work, 'module.exports = 2\n', { viem: '2.57.1' })
    const withDependency = dependencyKey(dir, '10.9.0')
    expect(withDependency).not.toBe(key)
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'a',
        dependencies: { '@kit/ui': 'file:../kit-ui-1.0.0.tgz', lib: 'file:../lib', react: '19' },
      }),
    )
    expect(dependencyKey(dir, '10.9.0')).not.toBe(withDependency)
  })

  it('keys the same when a kit package lists its dependencies in another order, or changes its devDependencies', () => {
    const work = tempDir()
    const dir = app(work, 'a')
    packKitPackage(work, 'module.exports = 1\n', { viem: '2.57.1', '@kit/core': '1.0.0' })
    const key = dependencyKey(dir, '10')
    packKitPackage(work, 'module.exports = 1\n', { '@kit/core': '1.0.0', viem: '2.57.1' })
    expect(dependencyKey(dir, '10')).toBe(key)
    packKitPackage(
      work,
      'module.exports = 1\n',
      { viem: '2.57.1', '@kit/core': '1.0.0' },
      { vitest: '4' },
    )
    expect(dependencyKey(dir, '10')).toBe(key)
  })

  it('the same app in another run’s folder, its tarballs elsewhere, has the same key', () => {
    const key = (work: string) => {
      packKitPackage(work, 'module.exports = 1\n')
      const dir = join(work, 'a')
      mkdirSync(dir)
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ dependencies: { '@kit/ui': `file:${join(work, 'kit-ui-1.0.0.tgz')}` } }),
      )
      return dependencyKey(dir, '10')
    }
    expect(key(tempDir())).toBe(key(tempDir()))
  })

  it('a second app starts from the cached tree, and npm installs the kit’s new tarball into it', async () => {
    const work = tempDir()
    const root = join(work, 'cache')
    thirdParty(work)
    packKitPackage(work, 'module.exports = "first"\n')
    const first = app(work, 'first')
    const key = dependencyKey(first, '10')
    expect(restoreDependencies(first, root, key)).toBe(false)
    await npmInstall(first)
    saveDependencies(first, root, key)
    const entry = join(root, key)
    // Kept without the kit: no package, no entry in the lockfile, no npm record of the tree.
    expect(existsSync(join(entry, 'node_modules', '@kit', 'ui'))).toBe(false)
    expect(existsSync(join(entry, 'node_modules', '.package-lock.json'))).toBe(false)
    expect(existsSync(join(entry, 'node_modules', 'lib'))).toBe(true)
    const lock = JSON.parse(readFileSync(join(entry, 'package-lock.json'), 'utf8'))
    expect(Object.keys(lock.packages)).not.toContain('node_modules/@kit/ui')
    expect(Object.keys(lock.packages)).toContain('node_modules/lib')

    packKitPackage(work, 'module.exports = "second"\n')
    const second = app(work, 'second')
    expect(dependencyKey(second, '10')).toBe(key)
    expect(restoreDependencies(second, root, key)).toBe(true)
    expect(existsSync(join(second, 'node_modules', 'lib'))).toBe(true)
    await npmInstall(second)
    expect(readFileSync(join(second, 'node_modules', '@kit', 'ui', 'index.js'), 'utf8')).toBe(
      'module.exports = "second"\n',
    )
    expect(existsSync(join(second, 'node_modules', '.bin', 'lib'))).toBe(true)
  }, 120_000)

  it('does not reuse a tree older than a day, and prunes it and dead half-written copies', () => {
    const root = tempDir()
    const old = join(root, 'abc')
    mkdirSync(join(old, 'node_modules'), { recursive: true })
    writeFileSync(join(old, 'package-lock.json'), '{}')
    writeFileSync(join(old, 'complete'), '')
    const dayAgo = new Date(Date.now() - DEPENDENCY_CACHE_MAX_AGE_MS - 60_000)
    utimesSync(join(old, 'complete'), dayAgo, dayAgo)
    const partial = join(root, 'def.partial-1-00')
    mkdirSync(partial)
    utimesSync(partial, dayAgo, dayAgo)
    const fresh = join(root, 'ghi.partial-2-00')
    mkdirSync(fresh)
    const target = tempDir()
    expect(restoreDependencies(target, root, 'abc')).toBe(false)
    expect(existsSync(join(target, 'node_modules'))).toBe(false)
    pruneDependencyCache(root)
    expect(existsSync(old)).toBe(false)
    expect(existsSync(partial)).toBe(false)
    expect(existsSync(fresh)).toBe(true)
  })

  it('drops command links into the kit’s packages from the kept tree', async () => {
    const work = tempDir()
    thirdParty(work)
    packKitPackage(work, 'module.exports = 1\n')
    const dir = app(work, 'a')
    await npmInstall(dir)
    symlinkSync('../@kit/ui/index.js', join(dir, 'node_modules', '.bin', 'kit-cli'))
    const root = join(work, 'cache')
    saveDependencies(dir, root, 'k')
    expect(existsSync(join(root, 'k', 'node_modules', '.bin', 'lib'))).toBe(true)
    expect(
      lstatSync(join(root, 'k', 'node_modules', '.bin', 'kit-cli'), { throwIfNoEntry: false }),
    ).toBe(undefined)
  }, 120_000)

  it('lives in $PORTICO_PACKED_APPS_CACHE, else the user’s cache folder', () => {
    expect(dependencyCacheRoot({ PORTICO_PACKED_APPS_CACHE: '/x/y' })).toBe('/x/y')
    expect(dependencyCacheRoot({ XDG_CACHE_HOME: '/c' })).toBe('/c/portico/packed-app-dependencies')
  })
})
