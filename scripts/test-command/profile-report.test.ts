import { describe, expect, it } from 'vitest'
import {
  commandSeconds,
  type FileProfile,
  formatReport,
  overBudget,
  phaseTotals,
  slowestFiles,
  stagesOf,
} from './profile-report.js'

const file = (name: string, importMs: number, testsMs: number): FileProfile => ({
  file: name,
  project: 'p',
  state: 'passed',
  environmentMs: 1,
  prepareMs: 2,
  importMs,
  setupMs: 3,
  testsMs,
})

describe('the test command report', () => {
  const files = [
    file('a.test.ts', 100, 50),
    file('b.test.ts', 10, 9_000),
    file('c.test.ts', 4_000, 10),
  ]

  it('orders files by their time over all phases', () => {
    expect(slowestFiles(files, 2).map((f) => f.file)).toEqual(['b.test.ts', 'c.test.ts'])
  })

  it('sums each phase over every file, largest first', () => {
    expect(phaseTotals(files).slice(0, 2)).toEqual([
      { phase: 'tests', ms: 9_060 },
      { phase: 'import', ms: 4_110 },
    ])
  })

  it('names the steps past their budget, and only those', () => {
    const steps = [
      { name: 'lint', seconds: 30, budgetSeconds: 20, exitCode: 0 },
      { name: 'build', seconds: 100, budgetSeconds: 120, exitCode: 0 },
    ]
    expect(overBudget(steps).map((s) => s.name)).toEqual(['lint'])
    const text = formatReport(steps, { wallMs: 9_500, files }, 5)
    expect(text).toContain('Over budget: lint 30 s > 20 s')
    expect(text).not.toContain('build 100 s >')
    expect(text).toMatch(/3 files in 9\.5 s wall/)
    expect(text.indexOf('b.test.ts')).toBeLessThan(text.indexOf('c.test.ts'))
  })

  it('marks the failing step', () => {
    const text = formatReport(
      [{ name: 'typecheck', seconds: 5, budgetSeconds: 90, exitCode: 2 }],
      undefined,
      5,
    )
    expect(text).toMatch(/typecheck .*FAILED/)
  })
})

describe('the test command report, steps side by side', () => {
  const steps = [
    { name: 'lint', seconds: 0.5, budgetSeconds: 20, exitCode: 0, stage: 0 },
    { name: 'build', seconds: 40, budgetSeconds: 120, exitCode: 0, stage: 1 },
    { name: 'typecheck', seconds: 38, budgetSeconds: 90, exitCode: 0, stage: 2 },
    { name: 'package checks', seconds: 30, budgetSeconds: 60, exitCode: 0, stage: 2 },
    { name: 'vitest', seconds: 500, budgetSeconds: 480, exitCode: 0, stage: 3 },
  ]

  it('groups the steps of one stage, and only those (a short step and the next one stay apart)', () => {
    expect(stagesOf(steps).map((stage) => stage.map((step) => step.name))).toEqual([
      ['lint'],
      ['build'],
      ['typecheck', 'package checks'],
      ['vitest'],
    ])
  })

  it('counts a stage as its longest step, in the total and in the budget', () => {
    expect(commandSeconds(steps)).toBe(0.5 + 40 + 38 + 500)
    const text = formatReport(steps, undefined, 5)
    expect(text).toMatch(/total +578\.5 s {2}\/ 710 s/)
    expect(text).toMatch(/typecheck .*\(beside package checks\)/)
    expect(text).toContain('Over budget: vitest 500 s > 480 s')
  })

  it('reads a profile without stages as one step per stage', () => {
    const old = steps.map(({ stage: _, ...step }) => step)
    expect(commandSeconds(old)).toBe(0.5 + 40 + 38 + 30 + 500)
  })
})
