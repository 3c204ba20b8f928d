import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { launchChromium, type StaticServer } from '@portico/testing/chromium'
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed } from 'vitest'
import { serveAxe } from './axe.js'
import { type FixtureName, serveFixture } from './build-fixture.js'

/**
 * Where the e2e tests write their screenshots when asked to (`PORTICO_SCREENSHOTS=1`,
 * {@link screenshot}): `test-results/`, pictures to look at, never committed nor compared.
 */
export const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url))

/**
 * Whether this run writes the screenshots: only with `PORTICO_SCREENSHOTS=1`. Nothing compares
 * them, so by default they are not taken (each cost 0.15–0.3 s of a test).
 */
export function screenshotsWanted(): boolean {
  return process.env.PORTICO_SCREENSHOTS === '1'
}

/**
 * With `PORTICO_SCREENSHOTS=1`, writes a screenshot of `target` (a page or the dialog) to
 * `test-results/screenshots/<name>.png`; otherwise does nothing. No test check depends on it: a
 * test that needs the page at rest awaits `pageSettled` itself.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { animations?: 'disabled' } = {},
): Promise<void> {
  if (!screenshotsWanted()) return
  mkdirSync(SCREENSHOTS, { recursive: true })
  await target.screenshot({ path: `${SCREENSHOTS}${name}.png`, ...options })
}

/** What {@link setUpFixtureHarness} sets up; filled in by the file's `beforeAll`. */
export interface FixtureHarness {
  browser: Browser
  /** Origin of the static server (`http://127.0.0.1:<port>`), which serves axe-core too. */
  url: string
}

/**
 * Registers the file's `beforeAll`/`afterAll`: builds the fixture pages (or takes the build
 * another file made of the same sources, scripts/build-cache), serves `e2e/<fixture>`'s at `/`
 * and axe-core on 127.0.0.1 and launches Chromium; after all tests, closes the browser and the server.
 */
export function setUpFixtureHarness(fixture: FixtureName): FixtureHarness {
  const harness = {} as FixtureHarness
  let server: StaticServer | undefined
  beforeAll(async () => {
    server = await serveFixture(fixture, { handle: serveAxe, cacheHashedAssets: true })
    harness.url = server.url
    harness.browser = await launchChromium()
  }, 180_000)
  afterAll(async () => {
    await harness.browser?.close()
    await server?.close()
  })
  return harness
}

/** A fixture document opened by {@link ScenarioPages.open}. */
export interface OpenedScenario {
  page: Page
  /**
   * What went wrong in this document: uncaught page errors and unexpected browser dialogs (alert,
   * confirm, prompt: dismissed). A fresh list per `open`.
   */
  errors: string[]
}

/** See {@link scenarioPages}. */
export interface ScenarioPages {
  /**
   * Loads `path` (e.g. `/?scenario=connect&theme=dark`) of the fixture as a fresh document;
   * `before` runs on the page first (an emulation the document must load under: the test puts
   * it back after).
   */
  open(
    path: string,
    options?: { before?: (page: Page) => Promise<unknown> },
  ): Promise<OpenedScenario>
}

/**
 * One browser context and page (with `options`: viewport, user agent, ...) that a file's scenarios
 * take turns on, each in a document of its own: `open` navigates the page, so every scenario
 * starts from a new document (new window, DOM, scripts, focus, scroll, no hover), with the
 * origin's storage and the cookies cleared first. What stays is what makes it fast: the page and
 * its renderer (a new context and page cost 0.3–0.8 s per scenario, measured) and the HTTP cache
 * with the code compiled for axe-core and for the fixture's content-hashed chunks (the same bytes
 * under the same name; each document still runs them anew, ~0.4 s a scenario less under load).
 * The HTML is served `no-store`.
 *
 * A test that fails leaves the page to no one: the next `open` starts on a new context and page,
 * so a renderer stuck or crashed by one scenario cannot fail the next. Closed after the file.
 */
export function scenarioPages(
  harness: FixtureHarness,
  options: BrowserContextOptions = {},
): ScenarioPages {
  interface Current {
    context: BrowserContext
    page: Page
    errors: string[]
    /** The page still shows its first, empty document (no storage to clear). */
    blank: boolean
  }
  let current: Current | undefined
  const discard = async () => {
    const previous = current
    current = undefined
    await previous?.context.close().catch(() => undefined)
  }
  afterAll(discard)

  const create = async (): Promise<Current> => {
    const context = await harness.browser.newContext(options)
    const page = await context.newPage()
    const state: Current = { context, page, errors: [], blank: true }
    page.on('pageerror', (error) => state.errors.push(error.message))
    page.on('dialog', (dialog) => {
      state.errors.push(`unexpected browser dialog: ${dialog.message()}`)
      void dialog.dismiss()
    })
    // A crashed page fails the next `reusable` (it does not answer) and is replaced.
    page.on('crash', () => state.errors.push('the page crashed'))
    return state
  }

  /**
   * Clears what the previous document left: the fixtures keep their state in memory, but a
   * scenario must not find anything the one before stored, whatever the kit does, and the
   * origin's storage outlives a document. `false` when the page cannot be reused so (it is
   * elsewhere than the fixture, or does not answer): then it is replaced.
   */
  const reusable = async (state: Current): Promise<boolean> => {
    if (state.page.isClosed()) return false
    if (state.blank) return true
    try {
      const [onFixture] = await Promise.all([
        state.page.evaluate((origin) => {
          if (window.location.origin !== origin) return false
          localStorage.clear()
          sessionStorage.clear()
          return true
        }, harness.url),
        state.context.clearCookies(),
      ])
      return onFixture
    } catch {
      return false
    }
  }

  return {
    async open(path, { before } = {}) {
      onTestFailed(discard)
      if (!current || !(await reusable(current))) {
        await discard()
        current = await create()
      }
      const state = current
      state.errors = []
      state.blank = false
      await before?.(state.page)
      await state.page.goto(`${harness.url}${path}`)
      return { page: state.page, errors: state.errors }
    },
  }
}

/**
 * Waits until the fixture just loaded in `page` started (it failed the test with the error it
 * reports, if it did not) and its dialog shows `view`; returns that dialog.
 */
export async function scenarioDialog(page: Page, view: string, timeout: number): Promise<Locator> {
  await page.waitForFunction(() => window.__portico?.ready || window.__portico?.error)
  expect(await page.evaluate(() => window.__portico?.error)).toBeUndefined()
  const dialog = page.locator(`[role="dialog"][data-view="${view}"]`)
  await dialog.waitFor({ state: 'visible', timeout })
  return dialog
}
