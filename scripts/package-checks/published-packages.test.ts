import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { publishedPackages } from './published-packages'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

function writePackage(dir: string, json: object): void {
  mkdirSync(join(root, dir), { recursive: true })
  writeFileSync(join(root, dir, 'package.json'), JSON.stringify(json))
}

it('lists non-private workspace packages only', () => {
  root = mkdtempSync(join(tmpdir(), 'package-checks-'))
  writePackage('packages/core', { name: '@x/core' })
  writePackage('packages/testing', { name: '@x/testing', private: false })
  writePackage('apps/lab', { name: '@x/lab', private: true })
  writePackage('examples/vite', { name: 'vite-example', private: true })
  mkdirSync(join(root, 'packages/empty'))
  expect(publishedPackages(root)).toEqual([
    { name: '@x/core', dir: 'packages/core' },
    { name: '@x/testing', dir: 'packages/testing' },
  ])
})
