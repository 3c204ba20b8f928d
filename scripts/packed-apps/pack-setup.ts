import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { formatBytes, formatTable } from './figures'
import { type PackedPackage, packKit } from './packed-kit'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder (outside the workspace) the apps are written into, and every packed package. */
    packedKit: { work: string; packages: PackedPackage[] }
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Packs every public package once for the project's test files (each installs the tarballs into
 * its own app), in a temporary folder outside the workspace, and prints their sizes for CI's log.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // realpath: the folder must be outside the workspace even through symlinks.
  const work = realpathSync(mkdtempSync(join(tmpdir(), 'portico-packed-apps-')))
  if (work.startsWith(realpathSync(root))) throw new Error(`${work} is inside the workspace`)
  mkdirSync(join(work, 'tarballs'))
  const started = performance.now()
  const packages = [...(await packKit(root, join(work, 'tarballs'))).values()]
  console.log(
    `\npacked public packages (pnpm pack, ${((performance.now() - started) / 1000).toFixed(1)} s):\n${formatTable(
      packages.map((pkg) => ({ package: pkg.name, 'npm pack size': formatBytes(pkg.bytes) })),
    )}`,
  )
  project.provide('packedKit', { work, packages })
  return () => rm(work, { recursive: true, force: true })
}
