// `pnpm test`'s package checks: publint and attw (arethetypeswrong) on every published workspace
// package, each packed once as pnpm would publish it. Runs after `pnpm build` (both read `dist`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { attwVerdict, summarizeAttw } from './attw-summary'
import { mapWithLimit } from './map-with-limit'
import { packPackage } from './pack-package'
import { type PublishedPackage, publishedPackages } from './published-packages'
import { runTool } from './run-tool'

const root = fileURLToPath(new URL('../../', import.meta.url))
const bin = (name: string) => `${root}node_modules/.bin/${name}`

/** Runs one checker over a tarball: whether it passed, and what it printed. */
async function run(command: string, args: string[], cwd: string) {
  const { code, stdout, stderr, error } = await runTool(command, args, cwd)
  return { ok: code === 0, stdout, stderr: error ?? stderr }
}

/** One package's checks: the lines it reports and how many of its checks failed. */
async function checkPackage(pkg: PublishedPackage): Promise<{ lines: string[]; failed: number }> {
  const lines: string[] = []
  let failed = 0
  // One tarball per package, packed by pnpm as `pnpm publish` would (workspace: ranges replaced),
  // read by both tools.
  const pack = await packPackage(root, pkg, packDir)
  if (!pack.ok) return { lines: [`${pkg.name}: pnpm pack FAILED — ${pack.error}`], failed: 1 }
  const { tarball } = pack
  const publint = await run(
    bin('publint'),
    ['run', tarball, '--strict', '--level', 'warning'],
    root,
  )
  const publintLines = publint.stdout
    .split('\n')
    .filter(
      (line) =>
        line.trim() && !/^(Running publint|Packing files|Unpacking tarball|Linting)/.test(line),
    )
  lines.push(`${pkg.name}: publint ${publint.ok ? 'ok' : 'FAILED'} — ${publintLines.join(' / ')}`)
  if (!publint.ok) {
    failed++
    if (publint.stderr.trim()) lines.push(publint.stderr.trim())
  }

  const attw = await run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], root)
  let attwLine: string
  let attwOk = attw.ok
  try {
    const manifest = JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8')) as {
      bin?: unknown
    }
    const verdict = attwVerdict(summarizeAttw(attw.stdout), manifest.bin !== undefined)
    attwLine = verdict.line
    attwOk &&= verdict.ok
  } catch (error) {
    attwLine = `${(error as Error).message}: ${attw.stderr.trim().split('\n').slice(-3).join(' / ')}`
  }
  lines.push(`${pkg.name}: attw (esm-only) ${attwOk ? 'ok' : 'FAILED'} — ${attwLine}`)
  if (!attwOk) failed++
  return { lines, failed }
}

const packDir = mkdtempSync(join(tmpdir(), 'portico-package-checks-'))
// Two packages at a time: each check is a chain of short single-threaded tools, and this step
// runs beside typecheck, which leaves part of the second core idle while its packages wait on
// each other. Each package's lines print together, in the workspace's order.
const results = await mapWithLimit(publishedPackages(root), 2, checkPackage)
let failed = 0
for (const { lines, failed: count } of results) {
  for (const line of lines) console.log(line)
  failed += count
}
rmSync(packDir, { recursive: true, force: true })
if (failed > 0) {
  console.error(`package checks: ${failed} failed`)
  process.exit(1)
}
console.log('package checks: publint and attw pass for every published package')
