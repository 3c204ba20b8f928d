import type { Page } from 'playwright-core'
import { erc20Abi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import type { LabStack } from '../stack/start-lab-stack.js'
import { axeViolations } from './axe.js'
import { chainReader, closeModal, connectInjected, labPage, screenshot } from './lab-driver.js'
import { setUpLabSession } from './lab-session.js'

// Swaps: devnet USDC → ETH through apps/api's /v1/convert/* over the devnet's own
// constant-product pools, with the approval as a first wallet request; the wallet rejecting it,
// and a quote the service refuses, each show their text.
let lab: LabStack
let page: Page
let errors: string[]

setUpLabSession({}, (session) => {
  ;({ lab, page, errors } = session)
})

/** The injected test wallet's answer mode, set as its user would (outside the dapp's modal). */
const setWalletMode = (mode: 'approve' | 'reject') =>
  page.evaluate(
    (next) =>
      (
        window as unknown as { __porticoLab: { wallet: { setMode(mode: string): void } } }
      ).__porticoLab.wallet.setMode(next),
    mode,
  )

/** From the Account view: Swap, then USDC to pay and ETH to receive, and the amount. */
async function fillSwap(amount: string): Promise<void> {
  const dialog = labPage(page).dialog
  await labPage(page).connectButton.click()
  await dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await dialog.getByRole('heading', { name: 'Swap' }).waitFor()
  await dialog.getByRole('button', { name: /^You pay:/ }).click()
  await dialog.getByRole('heading', { name: 'Select Token' }).waitFor()
  await dialog.getByLabel('Suggested tokens').getByRole('button', { name: 'USDC' }).waitFor()
  await screenshot(page, 'swap-select-token')
  await dialog.getByLabel('Your tokens').getByRole('button', { name: /USDC/ }).click()
  await dialog.getByRole('button', { name: 'You pay: USDC' }).waitFor()
  await dialog.getByRole('button', { name: /^You receive:/ }).click()
  await dialog.getByRole('textbox', { name: 'Search token' }).fill('eth')
  await dialog.getByLabel('Results').getByRole('button', { name: /ETH/ }).click()
  await dialog.getByRole('button', { name: 'You receive: ETH' }).waitFor()
  await dialog.getByRole('textbox', { name: 'You pay' }).fill(amount)
}

describe('lab e2e: swaps (SPEC §4 swap, §7 /v1/convert/*, §8 texts)', () => {
  it('swaps devnet USDC for ETH: quote, preview with fees, a rejected approval, then approval and swap', async () => {
    const ui = labPage(page)
    const dialog = ui.dialog
    const chain = chainReader(lab)
    const user = lab.config.injectedWallet.address as `0x${string}`
    const { usdc, swapRouter } = lab.devnet.contracts
    await connectInjected(page)
    await fillSwap('100')

    // The quote from the pools: ETH at about 2000 USDC, 100 of 200 000 USDC moves it ~0.05%.
    const review = dialog.getByRole('button', { name: 'Review swap' })
    await review.waitFor()
    await expect.poll(() => review.isEnabled(), { timeout: 30_000 }).toBe(true)
    const quote = dialog.getByLabel('Quote')
    expect(await quote.textContent()).toMatch(/1 USDC ≈ 0\.000498\d* ETH/)
    expect(await quote.textContent()).toContain('Price impact0.05%')
    expect(await dialog.getByRole('textbox', { name: 'You receive' }).inputValue()).toMatch(
      /^0\.049/,
    )
    await screenshot(page, 'swap')
    expect(await axeViolations(page)).toEqual([])

    await review.click()
    await dialog.getByRole('heading', { name: 'Review Swap' }).waitFor()
    const summary = await dialog.locator('dl').textContent()
    expect(summary).toContain('You pay100.000 USDC')
    expect(summary).toContain('Provider fee0.300 USDC')
    expect(summary).toContain('Slippage1%')
    const confirm = dialog.getByRole('button', { name: 'Approve USDC and swap' })
    await screenshot(page, 'swap-preview')
    expect(await axeViolations(page)).toEqual([])

    // The wallet's user rejects the approval: SPEC §8 "Signature declined", nothing swapped.
    const usdcBefore = await chain.tokenBalance(usdc, user, 6)
    await setWalletMode('reject')
    await confirm.click()
    await dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).first().waitFor()
    await screenshot(page, 'swap-approval-rejected')
    expect(await chain.tokenBalance(usdc, user, 6)).toBe(usdcBefore)

    // Approved this time: two wallet requests, the approval then the swap.
    await setWalletMode('approve')
    const ethBefore = await chain.client.getBalance({ address: user })
    await confirm.click()
    // The view's status line (the toast says it too).
    await dialog.getByRole('status').filter({ hasText: 'Transaction started' }).first().waitFor({
      timeout: 30_000,
    })
    await screenshot(page, 'swap-success')
    expect(Number(await chain.tokenBalance(usdc, user, 6))).toBe(Number(usdcBefore) - 100)
    const ethAfter = await chain.client.getBalance({ address: user })
    // About 0.0497 ETH received, less the two transactions' gas.
    expect(ethAfter - ethBefore).toBeGreaterThan(parseUnits('0.049', 18))
    // The approval was for the amount swapped, and the router used all of it.
    const allowance = await chain.client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user, swapRouter],
    })
    expect(allowance).toBe(0n)

    // Done: back on the Account view, whose balances show the swap.
    await dialog.getByRole('button', { name: 'Done' }).click()
    await dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
    const expected = (Number(usdcBefore) - 100).toLocaleString('en-US', {
      minimumFractionDigits: 3,
    })
    await dialog
      .getByText(new RegExp(expected.replaceAll(',', ',?')))
      .first()
      .waitFor({
        timeout: 30_000,
      })
    // ...and Activity lists the swap once apps/api has indexed it.
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByRole('tabpanel').getByText('-100.000 USDC').waitFor({ timeout: 30_000 })
    await screenshot(page, 'swap-activity')
    await closeModal(page)
    expect(errors).toEqual([])
  }, 120_000)

  it('a quote the service refuses shows its reason and offers no review', async () => {
    const dialog = labPage(page).dialog
    // The service answers with its documented error body (SPEC §8: its first reason is shown).
    await page.route('**/v1/convert/quotes**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 400,
          reasons: [{ description: 'No swap route for these tokens' }],
        }),
      }),
    )
    try {
      await fillSwap('5')
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'No swap route for these tokens' })
        .waitFor({ timeout: 30_000 })
      expect(await dialog.getByRole('button', { name: 'Review swap' }).isDisabled()).toBe(true)
      await screenshot(page, 'swap-quote-failure')
    } finally {
      await page.unroute('**/v1/convert/quotes**')
    }
    await closeModal(page)
  }, 60_000)
})
