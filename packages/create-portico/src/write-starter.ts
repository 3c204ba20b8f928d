import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { AppFiles } from './app-manifest.js'
import { StarterOptionError } from './starter-options.js'

/**
 * Writes the app into `root` (an absolute path; created), refusing a folder that already holds
 * files: a starter never overwrites someone's work.
 */
export function writeStarter(root: string, files: AppFiles): string {
  if (existsSync(root) && readdirSync(root).length > 0)
    throw new StarterOptionError(`${root} is not empty: choose a new folder`)
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  return root
}
