import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { LocalChains } from '../../packages/testing/src/playwright/local-chains.js'
import { connect } from '../../packages/testing/src/playwright/modal-driver.js'
import {
  injectedWalletScript,
  type TestWalletFamily,
} from '../../packages/testing/src/playwright/wallet-script.js'

/**
 * A context whose pages get the given families' test wallets before the app's scripts run (the
 * scripts @portico/testing's Playwright fixture injects, on the same local chains).
 */
export async function contextWithWallets(
  browser: Browser,
  chains: LocalChains,
  families: readonly TestWalletFamily[],
): Promise<BrowserContext> {
  const context = await browser.newContext()
  context.setDefaultTimeout(30_000)
  for (const family of families)
    await context.addInitScript(await injectedWalletScript({ family }, chains))
  return context
}

/**
 * Connects the injected EVM test wallet through the app's modal and waits until the account
 * button shows `address` (shortened as the button shows it: its start and end).
 */
export async function connectAndSeeAddress(page: Page, address: string): Promise<void> {
  await connect(page)
  const shown = new RegExp(`${address.slice(0, 4)}.*${address.slice(-4)}`, 'i')
  await page
    .locator('[data-testid="portico-connect-button"][data-status="connected"]')
    .filter({ hasText: shown })
    .waitFor()
}
