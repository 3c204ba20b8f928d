import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { AppFiles } from './app-manifest.js'
import { StarterOptionError } from './starter-options.js'

/**
 * Writes the app into `directory` (created), refusing a folder that already holds files: a
 * starter never overwrites someone's work.
 */
export function writeStarter(directory: string, files: AppFiles): string {
  const root = resolve(directory)
  if (existsSync(root) && readdirSync(root).length > 0)
    throw new StarterOptionError(`${directory} is not empty: choose a new folder`)
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  return root
}
