// `pnpm test`'s package checks: publint and attw (arethetypeswrong) on every published workspace
// package, each packed as npm would publish it. Runs after `pnpm build` (both read `dist`).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { formatAttwProblems, summarizeAttw } from './attw-summary'
import { publishedPackages } from './published-packages'

const root = fileURLToPath(new URL('../../', import.meta.url))
const bin = (name: string) => `${root}node_modules/.bin/${name}`

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { ok: result.status === 0, stdout: result.stdout ?? '', stderr: result.stderr ?? '' }
}

let failed = 0
for (const pkg of publishedPackages(root)) {
  const dir = `${root}${pkg.dir}`
  const publint = run(
    bin('publint'),
    ['run', '--pack', 'pnpm', '--strict', '--level', 'warning'],
    dir,
  )
  const publintLines = publint.stdout
    .split('\n')
    .filter((line) => line.trim() && !/^(Running publint|Packing files|Linting)/.test(line))
  console.log(`${pkg.name}: publint ${publint.ok ? 'ok' : 'FAILED'} — ${publintLines.join(' / ')}`)
  if (!publint.ok) {
    failed++
    if (publint.stderr.trim()) console.log(publint.stderr.trim())
  }

  const attw = run(bin('attw'), ['--pack', '.', '--profile', 'esm-only', '--format', 'json'], dir)
  let attwLine: string
  try {
    const summary = summarizeAttw(attw.stdout)
    const problems = formatAttwProblems(summary.problems)
    attwLine = `${summary.entrypoints.length} entrypoints, ${problems.length === 0 ? 'no problems' : problems.join('; ')}`
  } catch (error) {
    attwLine = `${(error as Error).message}: ${attw.stderr.trim().split('\n').slice(-3).join(' / ')}`
  }
  console.log(`${pkg.name}: attw (esm-only) ${attw.ok ? 'ok' : 'FAILED'} — ${attwLine}`)
  if (!attw.ok) failed++
}
if (failed > 0) {
  console.error(`package checks: ${failed} failed`)
  process.exit(1)
}
console.log('package checks: publint and attw pass for every published package')
