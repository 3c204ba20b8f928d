// `node scripts/ensure-installed/main.mjs <command> [path ...]`: installs the workspace (frozen
// lockfile) when `installNeeded` says so, so the README's commands work as the first one typed on
// a fresh clone; a no-op taking milliseconds otherwise. Paths are what the command starts with,
// relative to the workspace root.
import { execSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { installNeeded } from './install-needed.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const [command = 'command', ...needs] = process.argv.slice(2)
const reason = installNeeded(root, needs)
if (reason !== undefined) {
  console.log(`${command}: ${reason}; installing dependencies (pnpm install --frozen-lockfile)...`)
  // `npx --yes pnpm@10` is how the README runs pnpm; inside a pnpm script `pnpm` is on the PATH.
  execSync('pnpm install --frozen-lockfile', { cwd: root, stdio: 'inherit' })
}
