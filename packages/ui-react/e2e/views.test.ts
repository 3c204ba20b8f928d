// @vitest-environment node
import { pageSettled } from '@portico/testing/playwright'
import { describe, expect, it } from 'vitest'
import { runAxe } from './axe.js'
import { fixtureWallets } from './fixture/fixture-data.js'
import { SCENARIOS } from './fixture/scenarios.js'
import {
  scenarioDialog,
  scenarioPages,
  screenshot,
  setUpFixtureHarness,
} from './fixture-harness.js'

const harness = setUpFixtureHarness('fixture')
/** The scenarios of both themes take turns on one page, each in a new document. */
const DESKTOP = { width: 900, height: 800 }
const desktop = scenarioPages(harness, { viewport: DESKTOP })

/**
 * Every scenario of `fixture/scenarios.ts`, dark and light, in real Chromium: the dialog shows
 * its view, axe-core finds zero violations (colour contrast included) and the page no error. With
 * `PORTICO_SCREENSHOTS=1`, a screenshot of the dialog goes to
 * `test-results/screenshots/<scenario>-<theme>.png`.
 */
describe.each(['dark', 'light'] as const)('views in Chromium, %s theme', (theme) => {
  it.each(Object.keys(SCENARIOS))(
    '%s: renders, zero axe violations, no page error',
    async (name) => {
      const scenario = SCENARIOS[name]!
      const { page, errors } = await desktop.open(`/?scenario=${name}&theme=${theme}`)
      const dialog = await scenarioDialog(page, scenario.view, 10_000)
      // Settled: lazy view loaded, images given up or loaded, animations done.
      await page.waitForFunction(
        () => !document.querySelector('[role="dialog"] [aria-label="Loading"]'),
      )
      await pageSettled(page)
      expect(await page.evaluate(() => window.__portico?.error)).toBeUndefined()
      expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy()
      const axe = await runAxe(page)
      expect(axe.violations, JSON.stringify(axe.violations, null, 2)).toEqual([])
      // axe really looked: contrast and the dialog's name were checked and passed.
      expect(axe.passes).toContain('color-contrast')
      expect(axe.passes).toContain('aria-dialog-name')
      await screenshot(dialog, `${name}-${theme}`, { animations: 'disabled' })
      expect(errors).toEqual([])
    },
    60_000,
  )
})

/** Both themes of the phone check take turns on one page of that phone. */
const phone = scenarioPages(harness, {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
})

describe('on a phone (390 × 844, Android user agent)', () => {
  it.each(['dark', 'light'] as const)(
    'connect (%s): bottom sheet, "Open and continue in a new browser tab", zero axe violations',
    async (theme) => {
      const { page } = await phone.open(`/?scenario=connect&theme=${theme}`)
      const dialog = page.locator('[role="dialog"][data-view="Connect"]')
      await dialog.waitFor({ state: 'visible' })
      await page.getByRole('button', { name: 'Open and continue in a new browser tab' }).waitFor()
      const box = await dialog.boundingBox()
      expect(box?.width).toBe(390)
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844)
      await pageSettled(page)
      const axe = await runAxe(page)
      expect(axe.violations, JSON.stringify(axe.violations, null, 2)).toEqual([])
      await screenshot(page, `connect-mobile-${theme}`)
    },
    60_000,
  )
})

describe('the dialog in Chromium', () => {
  it('by default, the modal downloads once the page is idle, before any hover or click', async () => {
    const page = await harness.browser.newPage()
    const modalRequests: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/modal-[^/]+\.js$/.test(request.url())) modalRequests.push(request.url())
    })
    try {
      await page.goto(`${harness.url}/?scenario=connect&open=0`)
      await page.waitForFunction(() => window.__portico?.ready)
      await expect.poll(() => modalRequests.length, { timeout: 10_000 }).toBe(1)
      // Mounted closed ahead of the click: the click downloads nothing more for the dialog.
      await page.locator('[data-portico-host]').waitFor({ state: 'attached' })
      await page.click('[data-testid="connect-button"]')
      await page.locator('[role="dialog"]').waitFor({ state: 'visible' })
      expect(modalRequests).toHaveLength(1)
    } finally {
      await page.close()
    }
  }, 60_000)

  it('with preload="interaction", hovering the button downloads the modal before the click', async () => {
    const page = await harness.browser.newPage()
    const modalRequests: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/modal-[^/]+\.js$/.test(request.url())) modalRequests.push(request.url())
    })
    try {
      await page.goto(`${harness.url}/?scenario=connect&open=0&preload=interaction`)
      await page.waitForFunction(() => window.__portico?.ready)
      expect(modalRequests).toEqual([])
      await page.hover('[data-testid="connect-button"]')
      await expect.poll(() => modalRequests.length).toBe(1)
      await page.click('[data-testid="connect-button"]')
      await page.locator('[role="dialog"]').waitFor({ state: 'visible' })
      expect(modalRequests).toHaveLength(1)
    } finally {
      await page.close()
    }
  }, 60_000)

  it('works with the keyboard alone: Tab, Enter, trapped Tab, Escape, focus back', async () => {
    const { page } = await desktop.open('/?scenario=connect&open=0')
    await page.waitForFunction(() => window.__portico?.ready)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'connect-button',
    )
    await page.keyboard.press('Enter')
    const dialog = page.locator('[role="dialog"][data-view="Connect"]')
    await dialog.waitFor({ state: 'visible' })
    await page.locator('[role="dialog"] li button').first().waitFor()
    const inside = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
    expect(await inside()).toBe(true)
    // The page behind is inert while the dialog is open.
    expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('inert'))).toBe(
      true,
    )
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await inside()).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await inside()).toBe(true)
    // Enter on a wallet row navigates; Back (keyboard) returns.
    await page.locator('[role="dialog"] li button', { hasText: 'All Wallets' }).focus()
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="AllWallets"]').waitFor()
    await page.getByRole('button', { name: 'Back' }).focus()
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Connect"]').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'connect-button',
    )
    expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('inert'))).toBe(
      false,
    )
  }, 60_000)

  it('honours prefers-reduced-motion (the overlay fade and spinner stop)', async () => {
    // Each preference in a document loaded under it, on the file's page: the emulation is put back
    // after, so the tests after this one see none.
    const overlayDuration = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page } = await desktop.open('/?scenario=connect', {
        before: (blank) => blank.emulateMedia({ reducedMotion }),
      })
      try {
        const overlay = page.getByTestId('portico-overlay')
        await overlay.waitFor({ state: 'attached' })
        return Number.parseFloat(
          await overlay.evaluate((el) => getComputedStyle(el).animationDuration),
        )
      } finally {
        await page.emulateMedia({ reducedMotion: null })
      }
    }
    expect(await overlayDuration('no-preference')).toBeCloseTo(0.12)
    expect(await overlayDuration('reduce')).toBeLessThan(0.001)
  }, 60_000)

  it('is 360px wide (SPEC §2)', async () => {
    const { page } = await desktop.open('/?scenario=connect', {
      before: (blank) => blank.setViewportSize({ width: 1280, height: 800 }),
    })
    try {
      const card = page.locator('[role="dialog"]')
      await card.waitFor({ state: 'visible' })
      expect((await card.boundingBox())?.width).toBe(360)
    } finally {
      await page.setViewportSize(DESKTOP)
    }
  }, 60_000)

  it('AllWallets with 5,000 listings: each keystroke filters all of them, the list shows the matches', async () => {
    const { page } = await desktop.open('/?scenario=all-wallets&wallets=5000')
    const list = page.getByTestId('portico-all-wallets')
    await list.waitFor()
    // Scroll until every page of 40 is loaded (infinite scroll).
    await page.evaluate(async () => {
      const scroller = document.querySelector<HTMLElement>('[data-testid="portico-all-wallets"]')!
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      for (let i = 0; i < 2000 && Number(scroller.dataset.loaded) < 5000; i++) {
        scroller.scrollTop = scroller.scrollHeight
        scroller.dispatchEvent(new Event('scroll'))
        await frame()
      }
    })
    expect(await list.getAttribute('data-loaded')).toBe('5000')
    const input = page.getByRole('searchbox', { name: 'Search wallets' })
    const names = fixtureWallets(5000).map((wallet) => wallet.name)
    const rows = list.getByRole('listitem')
    let query = ''
    for (const key of ['4', '9', '9', '9']) {
      await input.press(key)
      query += key
      const matches = names.filter((name) => name.toLowerCase().includes(query))
      expect(matches.length, query).toBeGreaterThan(0)
      await expect
        .poll(() => list.getAttribute('data-shown'), { message: query })
        .toBe(String(matches.length))
      // What is painted (the virtualised window, wherever it is scrolled) is a run of the
      // matches in directory order, and nothing else.
      const painted = (await rows.allTextContents()).map((text) => text.trim())
      expect(painted.length, query).toBeGreaterThan(0)
      const start = matches.indexOf(painted[0] ?? '')
      expect(start, query).toBeGreaterThanOrEqual(0)
      expect(painted, query).toEqual(matches.slice(start, start + painted.length))
    }
    expect(await rows.allTextContents()).toEqual(['Glacier Wallet 4999'])
  }, 120_000)
})
