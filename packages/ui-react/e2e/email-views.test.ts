// @vitest-environment node
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { scenarioPages, setUpFixtureHarness } from './fixture-harness.js'

const harness = setUpFixtureHarness('fixture')
/** The tests take turns on one page, each in a new document. */
const desktop = scenarioPages(harness, { viewport: { width: 900, height: 800 } })

/** The accessible name (or label) of the focused element, and whether it is in the dialog. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    const label = active?.id ? document.querySelector(`label[for="${active.id}"]`) : null
    return {
      name: label?.textContent ?? active?.getAttribute('aria-label') ?? active?.textContent ?? '',
      tag: active?.tagName.toLowerCase(),
      inDialog: Boolean(active?.closest('[role="dialog"]')),
    }
  })
}

/** Presses Tab until `name` has the focus (bounded), returning the names passed on the way. */
async function tabTo(page: Page, name: string, max = 12): Promise<string[]> {
  const passed: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    expect(now.inDialog).toBe(true)
    passed.push(now.name.trim())
    if (now.name.trim() === name) return passed
  }
  throw new Error(`"${name}" never got the focus; passed ${passed.join(', ')}`)
}

describe('the email views with the keyboard alone, in Chromium', () => {
  it('Connect: the wallets (an installed one is listed), then "Continue with email" in Tab order, no field of its own; Escape closes', async () => {
    const { page } = await desktop.open('/?scenario=email-connect')
    const dialog = page.locator('[role="dialog"][data-view="Connect"]')
    await dialog.getByRole('button', { name: 'Continue with email' }).waitFor()
    // SPEC §2: an installed wallet shows, so the wallet method comes first, then email.
    const passed = await tabTo(page, 'Continue with email', 30)
    expect(passed.indexOf('All Wallets')).toBe(passed.length - 2)
    // No field of the page takes the address (the frame's card does).
    expect(await dialog.locator('input').count()).toBe(0)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  }, 60_000)

  it("EmailVerifyOtp: the modal waits for the frame's card, with no field of its own; Escape closes", async () => {
    const { page } = await desktop.open('/?scenario=email-verify-otp')
    const dialog = page.locator('[role="dialog"][data-view="EmailVerifyOtp"]')
    await dialog.getByRole('heading', { name: 'Confirm email' }).waitFor()
    await dialog.getByText('Continue in the secure wallet window').waitFor()
    expect(await dialog.locator('input').count()).toBe(0)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  }, 60_000)

  it("UpdateEmailWallet: the modal waits for the frame's card; Back returns to Account", async () => {
    const { page } = await desktop.open('/?scenario=email-account')
    const account = page.locator('[role="dialog"][data-view="Account"]')
    const region = account.getByRole('region', { name: 'Email' })
    await region.getByText('ada@example.com').waitFor()
    await region.getByRole('button', { name: 'Update email' }).click()
    const update = page.locator('[role="dialog"][data-view="UpdateEmailWallet"]')
    await update.getByText('Continue in the secure wallet window').waitFor()
    expect(await update.locator('input').count()).toBe(0)
    await update.getByRole('button', { name: 'Back' }).click()
    await account.waitFor()
  }, 60_000)
})
