// @vitest-environment node
import { pageSettled } from '@portico/testing/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runAxe } from './axe.js'
import { scenarioPages, screenshot, setUpFixtureHarness } from './fixture-harness.js'

const harness = setUpFixtureHarness('embedded-fixture')
const desktop = scenarioPages(harness, { viewport: { width: 900, height: 900 } })

/** The inline host's card showing `view`. */
const inline = (page: Page, view: string) =>
  page.locator(`[data-portico-embedded][data-view="${view}"]`)

async function openPage(theme: 'dark' | 'light') {
  const opened = await desktop.open(`/?theme=${theme}`)
  await opened.page.waitForFunction(() => window.__portico?.ready || window.__portico?.error)
  expect(await opened.page.evaluate(() => window.__portico?.error)).toBeUndefined()
  return opened
}

/** Where the keyboard focus is: the inline card, the page's own buttons, or elsewhere. */
const focusIsIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (active?.closest('[data-portico-embedded]')) return 'inline'
    return active?.textContent ?? 'none'
  })

describe('<AppKitEmbedded> in Chromium (React 18)', () => {
  it('connects from the inline wallet list, shows Account inline; Close goes to Account connected, Connect disconnected', async () => {
    const { page, errors } = await openPage('dark')
    const connect = inline(page, 'Connect')
    await connect.getByRole('button', { name: /Mock Wallet/ }).waitFor({ timeout: 10_000 })
    // In the page's flow, as wide as its 420 px column: no dialog, no overlay, no portal.
    expect(await page.locator('[role="dialog"], [data-testid="portico-overlay"]').count()).toBe(0)
    expect(await page.locator('[data-portico-host]').count()).toBe(0)
    expect(await page.getByTestId('column').locator('[data-portico-embedded]').count()).toBe(1)
    const box = await connect.boundingBox()
    expect(box?.width).toBe(420)
    expect(await connect.evaluate((card) => getComputedStyle(card.parentElement!).position)).toBe(
      'static',
    )

    await connect.getByRole('button', { name: /Mock Wallet/ }).click()
    const account = inline(page, 'Account')
    await account.getByRole('button', { name: 'Disconnect' }).waitFor({ timeout: 10_000 })
    await pageSettled(page)
    const axe = await runAxe(page)
    expect(axe.violations, JSON.stringify(axe.violations, null, 2)).toEqual([])
    await screenshot(page, 'embedded-account-dark', { animations: 'disabled' })

    // Connected: a view further in, then Close, comes back to Account.
    await account.getByRole('button', { name: 'Receive' }).click()
    await inline(page, 'WalletReceive').waitFor()
    await page.getByRole('button', { name: 'Close' }).click()
    await account.waitFor()
    // The disconnect comes back to Connect; a view further in, then Close, too.
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await connect.waitFor()
    await connect.getByRole('button', { name: /All Wallets/ }).click()
    await inline(page, 'AllWallets').waitFor()
    await page.getByRole('button', { name: 'Close' }).click()
    await connect.waitFor()
    expect(await page.locator('[role="dialog"]').count()).toBe(0)
    expect(errors).toEqual([])
  }, 60_000)

  it('is not a focus trap: Tab leaves it for the page, Shift+Tab back; nothing inert, no scroll lock', async () => {
    const { page } = await openPage('light')
    const connect = inline(page, 'Connect')
    await connect.getByRole('button', { name: /Mock Wallet/ }).waitFor({ timeout: 10_000 })
    expect(await connect.evaluate((card) => getComputedStyle(card).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    )
    await page.getByRole('button', { name: 'Before' }).focus()
    await page.keyboard.press('Tab')
    expect(await focusIsIn(page)).toBe('inline')
    // Tab through every stop of the card: the next one after it is the page's "After" button.
    const stops = await connect.evaluate(
      (card) =>
        card.querySelectorAll('button:not([disabled]), a[href], input, [tabindex="0"]').length,
    )
    for (let i = 1; i < stops; i++) await page.keyboard.press('Tab')
    expect(await focusIsIn(page)).toBe('inline')
    await page.keyboard.press('Tab')
    expect(await focusIsIn(page)).toBe('After')
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsIn(page)).toBe('inline')
    // Nothing locked the page: no inert siblings, no hidden overflow.
    expect(await page.evaluate(() => document.querySelector('[inert]') === null)).toBe(true)
    expect(
      await page.evaluate(() => [
        getComputedStyle(document.body).overflow,
        getComputedStyle(document.documentElement).overflow,
      ]),
    ).toEqual(['visible', 'visible'])
    await screenshot(page, 'embedded-connect-light', { animations: 'disabled' })
  }, 60_000)
})
