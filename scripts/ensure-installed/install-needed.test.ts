import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { installNeeded } from './install-needed.mjs'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A workspace folder with a lockfile; `installedAt`: the install marker's mtime (seconds). */
function workspace(options: { installedAt?: number; lockAt: number; has?: string[] }): string {
  const root = mkdtempSync(join(tmpdir(), 'portico-ensure-'))
  roots.push(root)
  writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n')
  utimesSync(join(root, 'pnpm-lock.yaml'), options.lockAt, options.lockAt)
  if (options.installedAt !== undefined) {
    mkdirSync(join(root, 'node_modules'))
    const marker = join(root, 'node_modules', '.modules.yaml')
    writeFileSync(marker, '')
    utimesSync(marker, options.installedAt, options.installedAt)
  }
  for (const path of options.has ?? []) {
    mkdirSync(join(root, path), { recursive: true })
  }
  return root
}

describe('installNeeded', () => {
  it('asks for an install on a fresh clone (no node_modules)', () => {
    expect(installNeeded(workspace({ lockAt: 1_000 }), [])).toBe(
      'the workspace was never installed',
    )
  })

  it('asks for an install when a package the command starts with is missing', () => {
    const root = workspace({ installedAt: 2_000, lockAt: 1_000, has: ['node_modules/.bin'] })
    expect(installNeeded(root, ['node_modules/.bin', 'node_modules/tsx'])).toBe(
      'node_modules/tsx is missing',
    )
  })

  it('asks for an install when the lockfile is newer than the last install (a pull)', () => {
    const root = workspace({ installedAt: 1_000, lockAt: 2_000 })
    expect(installNeeded(root, [])).toBe('pnpm-lock.yaml changed since the last install')
  })

  it('needs nothing when installed after the lockfile changed and every path exists', () => {
    const root = workspace({ installedAt: 2_000, lockAt: 1_000, has: ['node_modules/tsx'] })
    expect(installNeeded(root, ['node_modules/tsx'])).toBeUndefined()
  })
})
