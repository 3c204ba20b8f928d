import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { formatReport, type StepTiming } from './profile-report.js'
import { readVitestProfile } from './read-profile.js'
import { PROFILE_DIR, STEPS_PROFILE_FILE, TEST_STEPS, VITEST_PROFILE_FILE } from './test-steps.js'

// The README's test command: every step in order, each timed; the first failing step ends the
// run. The closing report (steps against their budgets, vitest's phases, the five slowest files)
// prints either way, and `pnpm test:profile` prints it again in full.
mkdirSync(PROFILE_DIR, { recursive: true })
rmSync(VITEST_PROFILE_FILE, { force: true })
const steps: StepTiming[] = []
let exitCode = 0
for (const step of TEST_STEPS) {
  const started = performance.now()
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' })
  const code = result.status ?? 1
  if (result.error) console.error(`${step.name}: ${result.error.message}`)
  steps.push({
    name: step.name,
    seconds: (performance.now() - started) / 1000,
    budgetSeconds: step.budgetSeconds,
    exitCode: code,
  })
  if (code !== 0) {
    exitCode = code
    break
  }
}
writeFileSync(STEPS_PROFILE_FILE, `${JSON.stringify(steps, null, 1)}\n`)
console.log(`\n${formatReport(steps, readVitestProfile(), 5)}`)
console.log('(`pnpm test:profile` prints every file.)')
process.exit(exitCode)
