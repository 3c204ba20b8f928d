/**
 * `pnpm fuzz`: every `*.property.test.ts` of the repository, run much longer than in the test
 * command, then a table of runs per property and fast-check's report for any counterexample.
 *
 * Budget: `PORTICO_FUZZ_MINUTES` (default 10) shared out as a time per property, or
 * `PORTICO_FUZZ_RUNS` for a fixed number of runs per property instead.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  FUZZ_MS_ENV,
  FUZZ_REPORT_ENV,
  FUZZ_RUNS_ENV,
  type FuzzReportLine,
} from './property-runs.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

function propertyFiles(): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.property.test.ts'],
    { cwd: root, encoding: 'utf8' },
  )
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  return listed.stdout.split('\n').filter((file) => file !== '')
}

/** How many properties the files hold: each is one `checkProperty` / `checkAsyncProperty` call. */
function countProperties(files: readonly string[]): number {
  return files.reduce(
    (sum, file) =>
      sum + (readFileSync(join(root, file), 'utf8').match(/check(Async)?Property\(/g)?.length ?? 0),
    0,
  )
}

const files = propertyFiles()
const properties = countProperties(files)
const fixedRuns = process.env[FUZZ_RUNS_ENV]
const FUZZ_MINUTES_ENV = 'PORTICO_FUZZ_MINUTES'
const minutes = Number(process.env[FUZZ_MINUTES_ENV] ?? 10)
if (!fixedRuns && !(minutes > 0)) throw new Error('PORTICO_FUZZ_MINUTES must be a positive number')
// Vitest runs two files at a time: the budget is shared by two lanes of properties.
const perPropertyMs = Math.max(1000, Math.floor((minutes * 60_000 * 2) / Math.max(1, properties)))
const reportDir = mkdtempSync(join(tmpdir(), 'portico-fuzz-'))
const reportFile = join(reportDir, 'report.jsonl')

console.log(
  fixedRuns
    ? `fuzz: ${properties} properties in ${files.length} files, ${fixedRuns} runs each`
    : `fuzz: ${properties} properties in ${files.length} files, ${perPropertyMs} ms each (${minutes} min in all)`,
)

const env: NodeJS.ProcessEnv = { ...process.env, [FUZZ_REPORT_ENV]: reportFile }
if (!fixedRuns) env[FUZZ_MS_ENV] = String(perPropertyMs)
const vitest = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', ...files, `--testTimeout=${fixedRuns ? 3_600_000 : perPropertyMs * 4 + 60_000}`],
  { cwd: root, env, stdio: 'inherit' },
)

let lines: FuzzReportLine[] = []
try {
  lines = readFileSync(reportFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as FuzzReportLine)
} catch {
  // No property reported (every file failed to load): vitest's output above says why.
}
rmSync(reportDir, { recursive: true, force: true })

const width = Math.max(8, ...lines.map((line) => line.label.length))
console.log(`\n${'property'.padEnd(width)}  ${'runs'.padStart(10)}  result`)
for (const line of lines.sort((a, b) => a.label.localeCompare(b.label)))
  console.log(
    `${line.label.padEnd(width)}  ${String(line.runs).padStart(10)}  ${line.failed ? 'COUNTEREXAMPLE' : 'ok'}`,
  )
const total = lines.reduce((sum, line) => sum + line.runs, 0)
console.log(`${'total'.padEnd(width)}  ${String(total).padStart(10)}`)
for (const line of lines.filter((l) => l.failed)) console.log(`\n${line.label}\n${line.report}`)
process.exit(vitest.status ?? 1)
