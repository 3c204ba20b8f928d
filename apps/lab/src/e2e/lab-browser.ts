import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromiumPath, launchChromium as launchPorticoChromium } from '@portico/testing/chromium'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { guardContext } from './page-guard.js'

/** The Chromium the lab's tests launch: the test kit's lookup (`PORTICO_CHROMIUM`, `CHROMIUM_PATH`, Debian's). */
export const CHROMIUM_PATH = chromiumPath(process.env)

/** Launches headless Chromium (bounded: 60 s). */
export function launchChromium(): Promise<Browser> {
  return launchPorticoChromium({
    executablePath: CHROMIUM_PATH,
    headless: true,
    timeout: 60_000,
  })
}

/**
 * A fresh context (own storage, or `storageState`: another context's cookies, localStorage and
 * IndexedDB, as a browser restarted on the same profile has) whose pages record console errors and page errors; its CSP
 * violations and contacted hosts are checked after the file (page-guard.ts, guard.setup.ts).
 */
export async function newLabContext(
  browser: Browser,
  options: { storageState?: BrowserContextOptions['storageState'] } = {},
): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    ...(options.storageState ? { storageState: options.storageState } : {}),
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  context.setDefaultTimeout(20_000)
  context.setDefaultNavigationTimeout(60_000)
  const errors: string[] = []
  context.on('page', (page) => recordErrors(page, errors))
  await guardContext(context)
  return { context, errors }
}

function recordErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
}

/** axe-core's browser build, read from the axe-core package. */
export function axeSource(): string {
  const require = createRequire(import.meta.url)
  return readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
}
