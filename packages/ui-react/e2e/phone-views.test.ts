// @vitest-environment node
import {
  measureSheet,
  outsideProblems,
  PHONE,
  PHONE_CONTEXT,
  pageSettled,
  sheetFitProblems,
} from '@portico/testing/playwright'
import { describe, expect, it } from 'vitest'
import { SCENARIOS } from './fixture/scenarios.js'
import {
  scenarioDialog,
  scenarioPages,
  screenshot,
  setUpFixtureHarness,
} from './fixture-harness.js'

const harness = setUpFixtureHarness('fixture')
/** Every test of the file takes its turn on one page of the phone, each in a new document. */
const phone = scenarioPages(harness, PHONE_CONTEXT)

/** The scenarios whose screenshot is written with `PORTICO_SCREENSHOTS=1` (all are measured). */
const SHOTS = new Set(['connect', 'all-wallets', 'connecting-walletconnect'])

/**
 * Phones: every connect-side view of the fixture on a 360 × 740 phone (touch, mobile user
 * agent): the page does not scroll sideways, the bottom sheet lies inside the visual viewport, and
 * its last focusable element is reached by scrolling inside the sheet.
 */
describe('connect views on a 360 × 740 phone', () => {
  it.each(Object.keys(SCENARIOS))(
    '%s: fits the screen, last element reachable',
    async (name) => {
      const scenario = SCENARIOS[name]!
      const { page } = await phone.open(`/?scenario=${name}&theme=dark`)
      await scenarioDialog(page, scenario.view, 10_000)
      await page.waitForFunction(
        () => !document.querySelector('[role="dialog"] [aria-label="Loading"]'),
      )
      // Measured at rest: the sheet's entrance is done (the screenshot some scenarios took here,
      // with animations fast-forwarded, did that for them; now every scenario is measured so).
      await pageSettled(page)
      if (SHOTS.has(name)) await screenshot(page, `phone-${name}`, { animations: 'disabled' })
      expect(sheetFitProblems(await measureSheet(page), name)).toEqual([])
    },
    60_000,
  )
})

describe('a host page wider than the phone', () => {
  it('the sheet still fits the screen, not the widened layout viewport', async () => {
    // The file's phone page, in a document of its own: the wide element is gone with it.
    const { page } = await phone.open('/?scenario=connect&theme=dark&open=0')
    await page.waitForFunction(() => window.__portico?.ready)
    // A host element 600 px wide: the phone widens its layout viewport to fit it (zoomable out).
    await page.evaluate(() => {
      const wide = document.createElement('div')
      wide.style.width = '600px'
      wide.style.height = '10px'
      document.body.append(wide)
    })
    await page.click('[data-testid="connect-button"]')
    await page.locator('[role="dialog"][data-view="Connect"]').waitFor()
    const layout = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }))
    // With `inset: 0` alone the sheet would span 600 px and end below the screen's bottom.
    expect(layout.width).toBeGreaterThan(PHONE.width)
    expect(layout.height).toBeGreaterThan(PHONE.height)
    const fit = await measureSheet(page)
    expect(fit.viewport).toEqual({ top: 0, bottom: PHONE.height, left: 0, right: PHONE.width })
    expect(outsideProblems(fit.sheet, fit.viewport, 'sheet on the screen')).toEqual([])
    expect(fit.sheet.right - fit.sheet.left).toBe(PHONE.width)
    expect(fit.last?.hit).toBe(true)
    expect(
      outsideProblems(fit.last!.box, fit.viewport, `"${fit.last?.name}" on the screen`),
    ).toEqual([])
  }, 60_000)
})
