import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Writes `text` to `path` under `root`, creating the folders on the way. */
export function writeAppFile(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/** package.json dependencies naming each kit package by its tarball, as npm's `file:` spec. */
export function tarballDependencies(
  kitTarballs: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(kitTarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  )
}
