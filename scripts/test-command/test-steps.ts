/** One step of the test command: what it runs and how long it may take (seconds, 2 cores). */
export interface TestStep {
  name: string
  command: string
  args: readonly string[]
  /** Past this the step is reported as over budget (never a failure: load moves wall times). */
  budgetSeconds: number
}

/** Steps that run at the same time (each reads only what the stages before it wrote). */
export type TestStage = readonly TestStep[]

/** Where the test command keeps the figures of its last run (`.portico/` is not committed). */
export const PROFILE_DIR = '.portico/test-profile'
export const VITEST_PROFILE_FILE = `${PROFILE_DIR}/vitest.json`
export const STEPS_PROFILE_FILE = `${PROFILE_DIR}/steps.json`

/**
 * The README's test command, stage by stage (build before typecheck: each package's typecheck reads
 * the packages it imports from their built declarations). The budgets of the stages (each stage's
 * largest) add up to the goal of 12 minutes on a fresh clone with 2 cores (installs excluded).
 */
export const TEST_STAGES: readonly TestStage[] = [
  [
    {
      name: 'chromium check',
      command: 'tsx',
      args: ['scripts/chromium-check/main.ts'],
      budgetSeconds: 5,
    },
  ],
  [
    {
      name: 'system packages',
      command: 'tsx',
      args: ['scripts/system-packages/main.ts'],
      budgetSeconds: 5,
    },
  ],
  [{ name: 'lint', command: 'pnpm', args: ['lint'], budgetSeconds: 20 }],
  [{ name: 'build', command: 'pnpm', args: ['build'], budgetSeconds: 120 }],
  // The checks over the built packages side by side: typecheck keeps about one core busy (its
  // packages wait on each other's declarations), publint/attw and size-limit fill the other. Each
  // only reads what the build wrote (`--only`: turbo does not restore the build's outputs again
  // while another step reads them).
  [
    { name: 'typecheck', command: 'pnpm', args: ['typecheck:built'], budgetSeconds: 90 },
    { name: 'package checks', command: 'pnpm', args: ['package-checks'], budgetSeconds: 60 },
    { name: 'size', command: 'pnpm', args: ['size:built'], budgetSeconds: 60 },
  ],
  [
    {
      name: 'vitest',
      command: 'vitest',
      args: ['run', '--reporter=default', '--reporter=./scripts/test-command/profile-reporter.ts'],
      budgetSeconds: 480,
    },
  ],
]
