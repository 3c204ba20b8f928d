// Whether the workspace must be installed before a command runs: never installed (a fresh clone),
// a package the command starts with is missing, or the lockfile changed since the last install (a
// pull). Plain JavaScript with no imports from the workspace: it runs before anything is installed.
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * @param {string} root the workspace root (the folder holding pnpm-lock.yaml)
 * @param {string[]} needs paths under `root` that must exist for the command to start
 * @returns {string | undefined} why an install is needed, or undefined when none is
 */
export function installNeeded(root, needs) {
  const marker = join(root, 'node_modules', '.modules.yaml')
  if (!existsSync(marker)) return 'the workspace was never installed'
  const missing = needs.find((path) => !existsSync(join(root, path)))
  if (missing !== undefined) return `${missing} is missing`
  if (statSync(join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(marker).mtimeMs) {
    return 'pnpm-lock.yaml changed since the last install'
  }
  return undefined
}
