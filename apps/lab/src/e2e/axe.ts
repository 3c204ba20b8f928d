import type { Page } from 'playwright-core'
import { axeSource } from './lab-browser.js'

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/**
 * Runs axe-core (from the axe-core package) on the whole page; one line per violation. Throws
 * when axe checked nothing (it reports passed rules too), so an empty list means something.
 */
export async function axeViolations(target: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the lab's CSP (script-src 'self') refuses an inline
  // <script>, and the guard would report it as a violation of the page.
  await target.evaluate(axeSource())
  const { violations, passes } = await target.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document): Promise<{ violations: AxeViolation[]; passes: unknown[] }> }
      }
    ).axe
    const results = await axe.run(document)
    return { violations: results.violations, passes: results.passes.length }
  })
  if (passes === 0) throw new Error('axe-core checked no rule on the page')
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}
