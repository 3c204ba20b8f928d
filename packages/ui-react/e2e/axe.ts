import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { StaticRequestHandler } from '@portico/testing/chromium'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeFile = require.resolve('axe-core/axe.min.js')
const axeVersion: string = JSON.parse(
  readFileSync(require.resolve('axe-core/package.json'), 'utf8'),
).version

/**
 * Where the fixture servers serve axe-core (`serveAxe`). The version is in the name, so the file
 * is cached for good: a page that loaded it before (the scenarios of a file share one, see
 * `scenarioPages`) takes it from the HTTP cache along with the code Chromium compiled for it, in
 * ~25 ms. Handed over inline (`addScriptTag({ content })`), its 1.5 MB were sent and compiled again
 * for every document: 0.4–0.7 s each, measured.
 */
export const AXE_PATH = `/__e2e/axe-core-${axeVersion}.min.js`

let axeBody: Buffer | undefined

/** The static server's handler for {@link AXE_PATH} (axe-core's own minified build). */
export const serveAxe: StaticRequestHandler = (request, response) => {
  if (new URL(request.url ?? '/', 'http://x').pathname !== AXE_PATH) return false
  axeBody ??= readFileSync(axeFile)
  response.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable',
  })
  response.end(axeBody)
  return true
}

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
 * Runs axe-core over the whole document (real layout and colours, so contrast is checked; the
 * page-level rules too: title, lang, landmarks), with `checks` options when given. The page's
 * server must serve {@link AXE_PATH} (`serveAxe`; the fixture harness does).
 */
export async function runAxe(page: Page, checks: AxeCheckOptions = {}): Promise<AxeResult> {
  await page.addScriptTag({ url: AXE_PATH }).catch((error: unknown) => {
    throw new Error(`runAxe: could not load ${AXE_PATH} (does the page's server use serveAxe?)`, {
      cause: error,
    })
  })
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
