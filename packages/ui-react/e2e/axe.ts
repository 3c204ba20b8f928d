import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource: string = require('axe-core').source

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

export interface AxeResult {
  violations: AxeViolation[]
  /** Rules that ran and passed (proves axe looked at something). */
  passes: string[]
}

/** Runs axe-core in the page (real layout and colours, so contrast is checked). */
export async function runAxe(page: Page): Promise<AxeResult> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    type Run = (
      context: Document,
    ) => Promise<{ violations: AxeViolation[]; passes: { id: string }[] }>
    const axe = (window as unknown as { axe: { run: Run } }).axe
    const result = await axe.run(document)
    return {
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      })),
      passes: result.passes.map((p) => p.id),
    }
  })
}
