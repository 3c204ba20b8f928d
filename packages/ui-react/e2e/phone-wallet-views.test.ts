// @vitest-environment node
import {
  measureSheet,
  outsideProblems,
  PHONE,
  PHONE_CONTEXT,
  pageSettled,
  sheetFitProblems,
} from '@portico/testing/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  scenarioDialog,
  scenarioPages,
  screenshot,
  setUpFixtureHarness,
} from './fixture-harness.js'
import { WALLET_SCENARIOS } from './wallet-fixture/wallet-scenarios.js'

const harness = setUpFixtureHarness('wallet-fixture')
/**
 * Every test of the file takes its turn on one page of the phone, each in a new document. The
 * keyboard tests resize the page or change its scale, and put it back after.
 */
const phone = scenarioPages(harness, PHONE_CONTEXT)

/** The scenarios whose screenshot is written with `PORTICO_SCREENSHOTS=1` (all are measured). */
const SHOTS = new Set(['account', 'account-activity', 'send', 'receive'])

/** Waits until the wallet scenario just loaded in `page` shows its view and its content. */
async function settleScenario(page: Page, name: string): Promise<void> {
  const scenario = WALLET_SCENARIOS[name]!
  const dialog = await scenarioDialog(page, scenario.view, 20_000)
  if (scenario.tab) await dialog.getByRole('tab', { name: scenario.tab }).click()
  if (scenario.waitFor) {
    await dialog.getByText(scenario.waitFor, { exact: false }).first().waitFor({ timeout: 20_000 })
  }
}

/**
 * Phones: every wallet view of the fixture on a 360 × 740 phone (touch, mobile user
 * agent): no sideways scrolling, the sheet inside the visual viewport, its last focusable element
 * reached by scrolling inside the sheet.
 */
describe('wallet views on a 360 × 740 phone', () => {
  it.each(Object.keys(WALLET_SCENARIOS))(
    '%s: fits the screen, last element reachable',
    async (name) => {
      const { page } = await phone.open(`/?scenario=${name}&theme=dark`)
      await settleScenario(page, name)
      // Measured at rest: the sheet's entrance is done, images are in.
      await pageSettled(page)
      if (SHOTS.has(name)) await screenshot(page, `phone-wallet-${name}`)
      expect(sheetFitProblems(await measureSheet(page), name)).toEqual([])
    },
    60_000,
  )
})

/** The focused field is on screen, inside the sheet, and a tap at its centre reaches it. */
async function expectFocusedFieldVisible(page: Page, label: string): Promise<void> {
  // The kit scrolls the focused field back into view on the viewport's resize event: await that
  // (bounded) before measuring, instead of measuring the frame the resize landed in.
  await page
    .waitForFunction(
      () => {
        const element = document.activeElement
        const viewport = window.visualViewport
        if (!element || !viewport) return false
        const rect = element.getBoundingClientRect()
        return (
          rect.top >= viewport.offsetTop - 0.5 &&
          rect.bottom <= viewport.offsetTop + viewport.height + 0.5
        )
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined) // the measurements below say what is wrong
  const focused = await page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null
    const viewport = window.visualViewport
    const sheet = document.querySelector('[role="dialog"]')
    if (!element || !viewport || !sheet) return null
    const rect = element.getBoundingClientRect()
    const sheetRect = sheet.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    const box = (r: DOMRect) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })
    return {
      label: element.labels?.[0]?.textContent ?? '',
      box: box(rect),
      sheet: box(sheetRect),
      viewport: {
        top: viewport.offsetTop,
        bottom: viewport.offsetTop + viewport.height,
        left: viewport.offsetLeft,
        right: viewport.offsetLeft + viewport.width,
      },
      hit: hit === element,
    }
  })
  expect(focused?.label).toBe(label)
  expect(outsideProblems(focused!.box, focused!.viewport, `${label} on screen`)).toEqual([])
  expect(outsideProblems(focused!.box, focused!.sheet, `${label} inside the sheet`)).toEqual([])
  expect(focused?.hit, `${label} is covered`).toBe(true)
}

/** The page's visual viewport has the height `height` (the resize reached the page). */
function viewportHeight(page: Page, height: number): Promise<unknown> {
  return page.waitForFunction(
    (expected) => Math.round(window.visualViewport?.height ?? 0) === expected,
    height,
  )
}

/**
 * The on-screen keyboard, twice: as the window getting shorter (a keyboard that resizes the page,
 * `interactive-widget=resizes-content`) and as the visual viewport alone shrinking while the
 * layout viewport stays (Chrome on Android's default and iOS Safari), emulated by the page scale.
 */
describe('the send fields with the on-screen keyboard open (360 × 740 phone)', () => {
  it.each(['Amount', 'To'])(
    '%s: the window shrinks to 420 px, the field and "Preview send" stay reachable',
    async (field) => {
      const { page } = await phone.open('/?scenario=send&theme=dark')
      try {
        await settleScenario(page, 'send')
        await page.getByLabel(field, { exact: true }).focus()
        await page.setViewportSize({ width: PHONE.width, height: 420 })
        await viewportHeight(page, 420)
        await expectFocusedFieldVisible(page, field)
        if (field === 'To') await screenshot(page, 'phone-wallet-send-keyboard')
        const fit = await measureSheet(page)
        expect(sheetFitProblems(fit, `${field} with the keyboard`)).toEqual([])
        expect(fit.last?.name).toBe('Preview send')
      } finally {
        await page.setViewportSize(PHONE)
      }
    },
    60_000,
  )

  it('To: only the visual viewport shrinks (to 740 / 1.6 px), the sheet follows it', async () => {
    const { page } = await phone.open('/?scenario=send&theme=dark')
    const cdp = await page.context().newCDPSession(page)
    try {
      await settleScenario(page, 'send')
      await page.getByLabel('To', { exact: true }).focus()
      await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1.6 })
      await viewportHeight(page, Math.round(PHONE.height / 1.6))
      // The layout viewport kept its size: only `visualViewport` tells the page.
      expect(await page.evaluate(() => window.innerHeight)).toBe(PHONE.height)
      await expectFocusedFieldVisible(page, 'To')
      const fit = await measureSheet(page)
      expect(
        outsideProblems(fit.sheet, fit.viewport, 'sheet in the shrunk visual viewport'),
      ).toEqual([])
      expect(fit.last?.name).toBe('Preview send')
      expect(outsideProblems(fit.last!.box, fit.viewport, '"Preview send" on screen')).toEqual([])
      expect(fit.last?.hit).toBe(true)
    } finally {
      await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 })
      await cdp.detach()
    }
  }, 60_000)
})
