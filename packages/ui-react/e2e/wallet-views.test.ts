// @vitest-environment node
import { pageSettled } from '@portico/testing/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runAxe } from './axe.js'
import {
  scenarioDialog,
  scenarioPages,
  screenshot,
  setUpFixtureHarness,
} from './fixture-harness.js'
import { WALLET_SCENARIOS } from './wallet-fixture/wallet-scenarios.js'

const harness = setUpFixtureHarness('wallet-fixture')
/**
 * The scenarios of both themes and the keyboard flow take turns on one page, each in a new
 * document.
 */
const desktop = scenarioPages(harness, { viewport: { width: 900, height: 800 } })

/**
 * The wallet views (Account and its tabs, Send, SendPreview, Receive, Networks, UnsupportedChain,
 * ApproveTransaction) in real Chromium, dark and light: the dialog shows the view, axe-core finds
 * zero violations, hostile text stays text, and the page has no error (uncaught, or a browser
 * dialog). With `PORTICO_SCREENSHOTS=1`, a screenshot of the dialog goes to
 * `test-results/screenshots/wallet-<scenario>-<theme>.png`.
 */
describe.each(['dark', 'light'] as const)('wallet views in Chromium, %s theme', (theme) => {
  it.each(Object.keys(WALLET_SCENARIOS))(
    '%s: renders, zero axe violations, hostile text stays text, no page error',
    async (name) => {
      const scenario = WALLET_SCENARIOS[name]!
      // `errors` collects uncaught errors and unexpected browser dialogs (dismissed).
      const { page, errors } = await desktop.open(`/?scenario=${name}&theme=${theme}`)
      const dialog = await scenarioDialog(page, scenario.view, 20_000)
      if (scenario.tab) await dialog.getByRole('tab', { name: scenario.tab }).click()
      if (scenario.scrollToEnd) {
        await dialog.getByRole('tabpanel').getByRole('listitem').first().waitFor()
        await dialog.getByRole('tabpanel').evaluate((panel) => {
          panel.scrollTop = panel.scrollHeight
        })
      }
      if (scenario.waitFor) {
        await dialog.getByText(scenario.waitFor, { exact: false }).first().waitFor({
          timeout: 20_000,
        })
      }
      // Settled: images loaded or given up, animations done.
      await pageSettled(page)
      const axe = await runAxe(page)
      expect(axe.violations, JSON.stringify(axe.violations, null, 2)).toEqual([])
      expect(axe.passes).toContain('color-contrast')
      // Hostile strings from the API stay text: no element they describe was created.
      expect(await page.locator('[role="dialog"] b, [role="dialog"] script').count()).toBe(0)
      expect(await page.locator('img[src="x"], img[src^="javascript"]').count()).toBe(0)
      await screenshot(dialog, `wallet-${name}-${theme}`, { animations: 'disabled' })
      expect(errors).toEqual([])
    },
    60_000,
  )
})

/** Presses Tab until the focused element's name matches (fails after 30 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el) return ''
      const input = el as HTMLInputElement
      const label = input.labels?.[0]?.textContent ?? ''
      return (el.getAttribute('aria-label') ?? label ?? '') || (el.textContent ?? '').trim()
    })
    if (focused === name) return
  }
  throw new Error(`"${name}" never received focus`)
}

describe('wallet views by keyboard only, in Chromium', () => {
  it('sends a token from Account through Send and the preview without a pointer', async () => {
    const { page } = await desktop.open('/?scenario=account&theme=dark')
    await page.waitForFunction(() => window.__portico?.ready)
    const view = () => page.locator('[role="dialog"]').getAttribute('data-view')
    await page.locator('[role="dialog"][data-view="Account"]').waitFor()
    await page.getByText('USD Coin').waitFor()

    // Tabs move with the arrow keys.
    await tabTo(page, 'Tokens')
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('NFTs')
    await page.keyboard.press('ArrowLeft')

    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    expect(await view()).toBe('WalletSend')

    // The token picker starts on the native coin; open it and choose USDC.
    await tabTo(page, 'ETHBalance 1.250')
    await page.keyboard.press('Enter')
    await tabTo(page, 'USDC250.000')
    await page.keyboard.press('Enter')
    await tabTo(page, 'Amount')
    await page.keyboard.type('1.5')
    await tabTo(page, 'To')
    await page.keyboard.type('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await tabTo(page, 'Preview send')
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="WalletSendPreview"]').waitFor()
    // The preview's content comes with its lazily loaded view, and Send is disabled until the
    // balances say the gas is covered: Tab skips a button that is not there or not enabled yet.
    const send = page.locator('[role="dialog"]').getByRole('button', { name: 'Send', exact: true })
    await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true)

    await tabTo(page, 'Send')
    await page.keyboard.press('Enter')
    await page.locator('[role="dialog"][data-view="Account"]').waitFor()
    expect(await page.evaluate(() => window.__walletFixture?.sentTransactions())).toEqual([
      {
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        value: '1500000',
        tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      },
    ])
  }, 60_000)
})
