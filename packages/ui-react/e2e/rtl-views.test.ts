// @vitest-environment node
import { pageSettled } from '@portico/testing/playwright'
import { describe, expect, it } from 'vitest'
import ar from '../src/i18n/locales/ar.js'
import he from '../src/i18n/locales/he.js'
import { runAxe } from './axe.js'
import { SCENARIOS } from './fixture/scenarios.js'
import {
  scenarioDialog,
  scenarioPages,
  screenshot,
  setUpFixtureHarness,
} from './fixture-harness.js'
import { checkRtlDialog, readRtlLayout } from './rtl.js'

const harness = setUpFixtureHarness('fixture')
/** Every test of the file takes its turn on one page, each in a new document. */
const desktop = scenarioPages(harness, { viewport: { width: 900, height: 800 } })

/**
 * Right to left: every connect-side view of the fixture in Arabic, in real Chromium:
 * the modal root is `dir="rtl"` `lang="ar"`, the header is mirrored (Close at the left) and
 * axe-core finds zero violations. With `PORTICO_SCREENSHOTS=1`, a screenshot goes to
 * `test-results/screenshots/rtl-<scenario>.png`.
 */
describe('connect views in Arabic (right to left)', () => {
  it.each(Object.keys(SCENARIOS))(
    '%s: mirrored, zero axe violations',
    async (name) => {
      const scenario = SCENARIOS[name]!
      const { page } = await desktop.open(`/?scenario=${name}&theme=dark&locale=ar`)
      const dialog = await scenarioDialog(page, scenario.view, 10_000)
      // Settled: the Arabic catalogue is in (Close is named in Arabic) and the view's code too
      // (no "Loading" left).
      await dialog.getByRole('button', { name: ar.modal.close, exact: true }).first().waitFor()
      await page.waitForFunction(
        (loading) => !document.querySelector(`[role="dialog"] [aria-label="${loading}"]`),
        ar.modal.loading,
      )
      await checkRtlDialog(page, dialog, `rtl-${name}`)
    },
    60_000,
  )
})

describe('Hebrew (right to left)', () => {
  it('Connect: the modal root is dir="rtl" lang="he", mirrored, zero axe violations', async () => {
    const { page } = await desktop.open('/?scenario=connect&theme=light&locale=he')
    const dialog = page.locator('[role="dialog"][data-view="Connect"]')
    await dialog.getByRole('button', { name: he.modal.close, exact: true }).waitFor()
    await dialog.getByRole('heading', { name: he.modal.titleConnect }).waitFor()
    expect(await readRtlLayout(dialog)).toEqual({
      dir: 'rtl',
      lang: 'he',
      closeLeftOfTitle: true,
    })
    // axe sees the dialog at rest (the screenshot taken here before, with its animations
    // fast-forwarded, did that too, and now runs only on request).
    await pageSettled(page)
    await screenshot(dialog, 'rtl-he-connect', { animations: 'disabled' })
    // Hebrew letters do not join: axe's colour-contrast rule checks them too.
    const axe = await runAxe(page)
    expect(axe.violations, JSON.stringify(axe.violations, null, 2)).toEqual([])
    expect(axe.passes).toContain('color-contrast')
  }, 60_000)
})
