// `pnpm test`'s package checks: publint and attw (arethetypeswrong) on every published workspace
// package, each packed once as pnpm would publish it. Runs after `pnpm build` (both read `dist`).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { attwVerdict, summarizeAttw } from './attw-summary'
import { packPackage } from './pack-package'
import { publishedPackages } from './published-packages'

const root = fileURLToPath(new URL('../../', import.meta.url))
const bin = (name: string) => `${root}node_modules/.bin/${name}`

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { ok: result.status === 0, stdout: result.stdout ?? '', stderr: result.stderr ?? '' }
}

let failed = 0
const packDir = mkdtempSync(join(tmpdir(), 'portico-package-checks-'))
for (const pkg of publishedPackages(root)) {
  // One tarball per package, packed by pnpm as `pnpm publish` would (workspace: ranges replaced),
  // read by both tools.
  const pack = await packPackage(root, pkg, packDir)
  if (!pack.ok) {
    console.log(`${pkg.name}: pnpm pack FAILED — ${pack.error}`)
    failed++
    continue
  }
  const { tarball } = pack
  const publint = run(bin('publint'), ['run', tarball, '--strict', '--level', 'warning'], root)
  const publintLines = publint.stdout
    .split('\n')
    .filter(
      (line) =>
        line.trim() && !/^(Running publint|Packing files|Unpacking tarball|Linting)/.test(line),
    )
  console.log(`${pkg.name}: publint ${publint.ok ? 'ok' : 'FAILED'} — ${publintLines.join(' / ')}`)
  if (!publint.ok) {
    failed++
    if (publint.stderr.trim()) console.log(publint.stderr.trim())
  }

  const attw = run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], root)
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
  console.log(`${pkg.name}: attw (esm-only) ${attwOk ? 'ok' : 'FAILED'} — ${attwLine}`)
  if (!attwOk) failed++
}
rmSync(packDir, { recursive: true, force: true })
if (failed > 0) {
  console.error(`package checks: ${failed} failed`)
  process.exit(1)
}
console.log('package checks: publint and attw pass for every published package')
