import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { formatReport, type StepTiming } from './profile-report.js'
import { readVitestProfile } from './read-profile.js'
import {
  PROFILE_DIR,
  STEPS_PROFILE_FILE,
  TEST_STAGES,
  type TestStep,
  VITEST_PROFILE_FILE,
} from './test-steps.js'

// The README's test command: every stage in order, its steps side by side, each timed; the first
// stage with a failing step ends the run. The closing report (steps against their budgets,
// vitest's phases, the five slowest files) prints either way, and `pnpm test:profile` prints it
// again in full.
mkdirSync(PROFILE_DIR, { recursive: true })
rmSync(VITEST_PROFILE_FILE, { force: true })
const commandStarted = performance.now()

/**
 * Runs one step. Alone in its stage it writes to the terminal as it goes; beside others its output
 * is kept and printed whole when it ends, so the steps' lines do not interleave.
 */
function runStep(step: TestStep, stage: number, alone: boolean): Promise<StepTiming> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    const finish = (code: number, error?: Error) => {
      const seconds = (performance.now() - started) / 1000
      if (!alone) {
        process.stdout.write(`\n── ${step.name} (${seconds.toFixed(1)} s) ──\n`)
        process.stdout.write(Buffer.concat(output))
      }
      if (error) console.error(`${step.name}: ${error.message}`)
      resolve({
        name: step.name,
        seconds,
        budgetSeconds: step.budgetSeconds,
        exitCode: code,
        startedSeconds: (started - commandStarted) / 1000,
        stage,
      })
    }
    child.on('error', (error) => finish(1, error))
    child.on('close', (code) => finish(code ?? 1))
  })
}

const steps: StepTiming[] = []
let exitCode = 0
for (const [index, stage] of TEST_STAGES.entries()) {
  const results = await Promise.all(stage.map((step) => runStep(step, index, stage.length === 1)))
  steps.push(...results)
  const failed = results.find((result) => result.exitCode !== 0)
  if (failed) {
    exitCode = failed.exitCode
    break
  }
}
writeFileSync(STEPS_PROFILE_FILE, `${JSON.stringify(steps, null, 1)}\n`)
console.log(`\n${formatReport(steps, readVitestProfile(), 5)}`)
console.log('(`pnpm test:profile` prints every file.)')
process.exit(exitCode)
