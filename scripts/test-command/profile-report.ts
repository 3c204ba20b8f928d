/** One test file's time by phase (milliseconds, as vitest measured them in its worker). */
export interface FileProfile {
  file: string
  project: string
  state: string
  environmentMs: number
  prepareMs: number
  importMs: number
  setupMs: number
  testsMs: number
}

export interface VitestProfile {
  wallMs: number
  files: FileProfile[]
}

/** One step of the test command as it ran. */
export interface StepTiming {
  name: string
  seconds: number
  budgetSeconds: number
  exitCode: number
  /** When it started, seconds after the test command did. */
  startedSeconds?: number
  /** Its stage's place in the command: steps of one stage run side by side. */
  stage?: number
}

const PHASES = [
  ['environment', 'environmentMs'],
  ['prepare', 'prepareMs'],
  ['import', 'importMs'],
  ['setup', 'setupMs'],
  ['tests', 'testsMs'],
] as const

const fileTotal = (f: FileProfile) =>
  f.environmentMs + f.prepareMs + f.importMs + f.setupMs + f.testsMs

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Steps whose wall time passed their budget (reported, never a failure). */
export function overBudget(steps: readonly StepTiming[]): StepTiming[] {
  return steps.filter((step) => step.seconds > step.budgetSeconds)
}

/** Each vitest phase summed over every file, largest first. */
export function phaseTotals(files: readonly FileProfile[]): Array<{ phase: string; ms: number }> {
  return PHASES.map(([phase, key]) => ({
    phase,
    ms: files.reduce((sum, f) => sum + f[key], 0),
  })).sort((a, b) => b.ms - a.ms)
}

/** The `count` files that took longest (all phases), longest first. */
export function slowestFiles(files: readonly FileProfile[], count: number): FileProfile[] {
  return [...files].sort((a, b) => fileTotal(b) - fileTotal(a)).slice(0, count)
}

/**
 * The steps grouped by stage, in order (a profile written before steps had stages is one step per
 * stage).
 */
export function stagesOf(steps: readonly StepTiming[]): StepTiming[][] {
  const stages: StepTiming[][] = []
  for (const step of steps) {
    const last = stages.at(-1)
    if (last && step.stage !== undefined && last[0]?.stage === step.stage) last.push(step)
    else stages.push([step])
  }
  return stages
}

/** The command's wall time: each stage lasts as long as its longest step. */
export function commandSeconds(steps: readonly StepTiming[]): number {
  return stagesOf(steps).reduce(
    (sum, stage) => sum + Math.max(...stage.map((step) => step.seconds)),
    0,
  )
}

/**
 * The closing report: the steps with their budgets, the vitest phases over all files, and the
 * `fileCount` slowest files with their phases.
 */
export function formatReport(
  steps: readonly StepTiming[],
  vitest: VitestProfile | undefined,
  fileCount: number,
): string {
  const lines: string[] = []
  const stages = stagesOf(steps)
  const total = commandSeconds(steps)
  const budget = stages.reduce(
    (sum, stage) => sum + Math.max(...stage.map((step) => step.budgetSeconds)),
    0,
  )
  lines.push('Test command: time by step (wall, budget)')
  for (const stage of stages) {
    for (const step of stage) {
      const mark =
        step.exitCode !== 0 ? '  FAILED' : step.seconds > step.budgetSeconds ? '  over budget' : ''
      const beside = stage.filter((other) => other !== step).map((other) => other.name)
      lines.push(
        `  ${step.name.padEnd(16)} ${`${step.seconds.toFixed(1)} s`.padStart(9)}  / ${step.budgetSeconds} s${mark}${beside.length > 0 ? `  (beside ${beside.join(', ')})` : ''}`,
      )
    }
  }
  lines.push(`  ${'total'.padEnd(16)} ${`${total.toFixed(1)} s`.padStart(9)}  / ${budget} s`)
  if (vitest && vitest.files.length > 0) {
    lines.push(
      `Vitest: ${vitest.files.length} file${vitest.files.length === 1 ? '' : 's'} in ${s(vitest.wallMs)} wall; file time by phase (summed over files):`,
    )
    for (const { phase, ms } of phaseTotals(vitest.files)) {
      lines.push(`  ${phase.padEnd(12)} ${s(ms).padStart(9)}`)
    }
    lines.push(
      `The ${Math.min(fileCount, vitest.files.length)} slowest files (import / tests / all phases):`,
    )
    for (const f of slowestFiles(vitest.files, fileCount)) {
      lines.push(
        `  ${s(fileTotal(f)).padStart(8)}  ${f.file} [${f.project}] (${s(f.importMs)} / ${s(f.testsMs)})`,
      )
    }
  }
  const over = overBudget(steps)
  if (over.length > 0) {
    lines.push(
      `Over budget: ${over.map((step) => `${step.name} ${step.seconds.toFixed(0)} s > ${step.budgetSeconds} s`).join(', ')}`,
    )
  }
  return lines.join('\n')
}
