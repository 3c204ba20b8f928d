// Runs `pnpm install` when the workspace was never installed or the lockfile changed since
// (a fresh clone, a pull); a no-op that takes milliseconds otherwise.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const marker = `${root}node_modules/.modules.yaml`
const lockfile = `${root}pnpm-lock.yaml`
const stale =
  !existsSync(marker) ||
  !existsSync(`${root}apps/lab/node_modules/vite`) ||
  statSync(lockfile).mtimeMs > statSync(marker).mtimeMs
if (stale) {
  console.log('lab: installing dependencies (pnpm install --frozen-lockfile)...')
  execSync('pnpm install --frozen-lockfile', { cwd: root, stdio: 'inherit' })
}
