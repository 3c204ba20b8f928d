import type { BrowserContext, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import type { LabStack } from '../stack/start-lab-stack.js'
import { axeViolations } from './axe.js'
import { chainReader, closeModal, connectInjected, labPage, screenshot } from './lab-driver.js'
import { setUpLabSession } from './lab-session.js'

// On-ramp: Buy from the Account view through apps/api's sandbox provider (a card
// checkout page of apps/api that pays out devnet ETH from the funding key the lab stack passes
// it), and SPEC §8's fallbacks when the on-ramp calls fail.
let lab: LabStack
let context: BrowserContext
let page: Page
let errors: string[]

setUpLabSession({}, (session) => {
  ;({ lab, context, page, errors } = session)
})

/** Opens the Account view and its Buy action. */
async function openBuy(): Promise<void> {
  const ui = labPage(page)
  await ui.connectButton.click()
  await ui.dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
  await ui.dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await ui.dialog.getByRole('heading', { name: 'Buy' }).waitFor()
}

describe('lab e2e: on-ramp (SPEC §4 buy, §7 /v1/onramp/*, §8 fallbacks and "Transaction started")', () => {
  it('buys through the sandbox provider: providers, amount, quote, hand-off in a new tab, pay, funds arrive', async () => {
    const ui = labPage(page)
    const dialog = ui.dialog
    const buyer = lab.config.injectedWallet.address as `0x${string}`
    const chain = chainReader(lab)
    await connectInjected(page)
    await openBuy()

    // The sandbox with its fees and the SPEC §9 limits; the devnet stands in for Ethereum, a
    // card-pay chain, so card is offered.
    const sandbox = dialog.getByRole('button', { name: /Portico Sandbox/ })
    await sandbox.waitFor()
    expect(await sandbox.textContent()).toContain('Fee 1–2%')
    expect(await sandbox.textContent()).toContain('Card 10–7,500 USD')
    expect(await sandbox.textContent()).toContain('Bank account 10–25,000 USD')
    await screenshot(page, 'onramp-providers')

    const amount = dialog.getByRole('textbox', { name: 'Amount (USD)' })
    await amount.fill('5')
    await dialog.getByText('Enter between 10 and 7,500 USD').waitFor()
    await amount.fill('50')
    await dialog.getByRole('button', { name: 'Get quote' }).click()
    // 50 USD by card: 2% (1.00) and 0.50 network fee; 48.50 USD at the lab's 3000 USD/ETH.
    const quote = dialog.getByLabel('Quote')
    await quote.getByText('1.00 USD').waitFor({ timeout: 30_000 })
    expect(await quote.textContent()).toContain('0.50 USD')
    // SPEC §2: 3 decimals in the kit; the provider page shows the exact amount.
    expect(await quote.textContent()).toContain('0.016 ETH')
    await screenshot(page, 'onramp-quote')
    expect(await axeViolations(page)).toEqual([])

    // Hand-off: the provider page opens in a new tab, from the click itself.
    const before = await chain.client.getBalance({ address: buyer })
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Buy with Portico Sandbox' }).click(),
    ])
    await checkout.waitForLoadState()
    expect(checkout.url().startsWith(`${lab.apiUrl}/sandbox/onramp?session=`)).toBe(true)
    await dialog.getByText('Complete your purchase with Portico Sandbox in the new tab.').waitFor()
    await screenshot(page, 'onramp-in-progress')
    expect(await checkout.getByTestId('sandbox-total').textContent()).toBe('50.00 USD')
    expect(await checkout.getByTestId('sandbox-receive').textContent()).toBe(
      '0.016166666666666666 ETH',
    )
    expect(await checkout.textContent('body')).toContain(buyer)
    await screenshot(checkout, 'onramp-sandbox-checkout')
    await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
    await checkout.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 30_000 })
    await screenshot(checkout, 'onramp-sandbox-paid')
    await checkout.close()

    // Back in the modal: the balance refresh sees the funds.
    await dialog.getByText('Transaction started').first().waitFor({ timeout: 30_000 })
    await screenshot(page, 'onramp-transaction-started')
    const after = await chain.client.getBalance({ address: buyer })
    expect(after - before).toBe(parseEther('0.016166666666666666'))
    await dialog.getByRole('button', { name: 'Back to account' }).click()
    await dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
    await closeModal(page)
    expect(errors).toEqual([])
  }, 120_000)

  it('falls back to the sample options and the mock quote when the on-ramp calls fail', async () => {
    const dialog = labPage(page).dialog
    const failing = { status: 500, contentType: 'application/json', body: '{}' }
    await page.route('**/v1/onramp/options?**', (route) => route.fulfill(failing))
    await page.route('**/v1/onramp/quote?**', (route) => route.fulfill(failing))
    try {
      await openBuy()
      await dialog
        .getByText('Sample providers: the on-ramp service is unavailable right now.')
        .waitFor({ timeout: 30_000 })
      const sample = dialog.getByRole('button', { name: /Sample Provider A/ })
      expect(await sample.textContent()).toContain('Fee 1–2%')
      // The devnet is not a chain the sample options know: no card there (SPEC §9).
      expect(await sample.textContent()).toContain('Bank account 10–25,000 USD')
      expect(await sample.textContent()).not.toContain('Card')
      await dialog.getByRole('button', { name: /Sample Provider B/ }).waitFor()
      await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('100')
      await dialog.getByRole('button', { name: 'Get quote' }).click()
      await dialog.getByTestId('onramp-mock-quote').waitFor({ timeout: 30_000 })
      expect(await dialog.getByLabel('Quote').textContent()).toContain('100 USD')
      expect(await dialog.getByRole('button', { name: /Buy with/ }).count()).toBe(0)
      await screenshot(page, 'onramp-fallback')
      await closeModal(page)
    } finally {
      await page.unroute('**/v1/onramp/options?**')
      await page.unroute('**/v1/onramp/quote?**')
    }
    // The two refused calls are the only errors the browser logged.
    expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([])
  }, 120_000)
})
