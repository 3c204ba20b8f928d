import { newPhoneContext } from '@portico/testing/playwright'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { guardContext } from './page-guard.js'

/**
 * A lab context that is the small phone (`@portico/testing/playwright`'s), with the lab's
 * CSP and host guard (page-guard.ts) and page errors recorded; `options` change the phone (another
 * user agent, a smaller viewport).
 */
export async function newLabPhoneContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await newPhoneContext(browser, {
    permissions: ['clipboard-read', 'clipboard-write'],
    ...options,
  })
  context.setDefaultTimeout(20_000)
  context.setDefaultNavigationTimeout(60_000)
  const errors: string[] = []
  context.on('page', (page: Page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  })
  await guardContext(context)
  return { context, errors }
}
