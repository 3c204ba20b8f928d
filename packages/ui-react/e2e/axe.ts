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

/** Options of axe-core's checks, by check id (`axe.configure({ checks })`). */
export type AxeCheckOptions = Record<string, Record<string, unknown>>

/**
 * Runs axe-core in the page (real layout and colours, so contrast is checked), with `checks`
 * options when given.
 */
export async function runAxe(page: Page, checks: AxeCheckOptions = {}): Promise<AxeResult> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async (checkOptions) => {
    type Run = (
      context: Document,
    ) => Promise<{ violations: AxeViolation[]; passes: { id: string }[] }>
    type Configure = (spec: { checks: { id: string; options: Record<string, unknown> }[] }) => void
    const axe = (window as unknown as { axe: { run: Run; configure: Configure } }).axe
    const configured = Object.entries(checkOptions).map(([id, options]) => ({ id, options }))
    if (configured.length > 0) axe.configure({ checks: configured })
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
  }, checks)
}
