import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { LabFamily } from '../lab-config.js'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { failureShot, labPage } from './lab-driver.js'
import { newLabPhoneContext } from './lab-phone-context.js'

/** What one e2e file drives: the whole lab stack, a Chromium, one context and its page on the lab. */
export interface LabSession {
  lab: LabStack
  browser: Browser
  context: BrowserContext
  page: Page
  /** The context's page and console errors (lab-browser.ts), for a file's last check. */
  errors: string[]
}

export interface LabSessionOptions {
  /** The small 360 × 740 phone (lab-phone-context.ts) instead of a 1280 × 900 desktop. */
  phone?: boolean
  /** Chain families the stack starts besides the EVM devnet (startLabStack's `families`). */
  families?: readonly LabFamily[]
  /** Appended to the lab's URL (e.g. `?wagmi=on`). */
  query?: string
  /**
   * What the loaded lab must show before the tests: default its connect button; `false` nothing.
   */
  ready?: false | ((page: Page) => Promise<unknown>)
}

/**
 * Registers the file's hooks: before all, starts the lab stack and Chromium and opens the lab in a
 * fresh guarded context, then hands the session to `take` (the file keeps what it uses in its own
 * variables); after a failed test, a screenshot of the page (failureShot); after all, Chromium and
 * the stack stop — also when the set-up failed half way.
 */
export function setUpLabSession(
  options: LabSessionOptions,
  take: (session: LabSession) => void,
): void {
  let lab: LabStack | undefined
  let browser: Browser | undefined
  let page: Page | undefined
  beforeAll(async () => {
    lab = await startLabStack({
      watch: false,
      ...(options.families ? { families: options.families } : {}),
    })
    browser = await launchChromium()
    const { context, errors } = options.phone
      ? await newLabPhoneContext(browser)
      : await newLabContext(browser)
    page = await context.newPage()
    await page.goto(`${lab.url}${options.query ?? ''}`)
    const ready = options.ready ?? ((loaded: Page) => labPage(loaded).connectButton.waitFor())
    if (ready) await ready(page)
    take({ lab, browser, context, page, errors })
  }, 180_000)

  afterAll(async () => {
    await browser?.close().catch(() => undefined)
    await lab?.stop()
  }, 60_000)

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed())
      await failureShot(page, task.name)
  })
}
