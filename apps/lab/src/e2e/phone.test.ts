import {
  measureSheet,
  outsideProblems,
  PHONE,
  pageWidth,
  sheetFitProblems,
} from '@portico/testing/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LAB_VIEWS } from '../app/views-panel.js'
import type { LabStack } from '../stack/start-lab-stack.js'
import { closeModal, labPage, screenshot } from './lab-driver.js'
import { setUpLabSession } from './lab-session.js'

// Phones: the lab as a new user tries it on a 360 × 740 phone (touch, mobile user
// agent). The page must not scroll sideways, and the modal's bottom sheet must stay on screen with
// its last action reachable, also with the on-screen keyboard open.
let lab: LabStack
let page: Page
let errors: string[]

setUpLabSession({ phone: true }, (session) => {
  ;({ lab, page, errors } = session)
})

/** Connects the injected test wallet unless the page is connected already. */
async function ensureConnected(target: Page): Promise<void> {
  const ui = labPage(target)
  if ((await ui.connectButton.textContent())?.includes('ETH')) return
  await ui.connectButton.click()
  await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
  await closeModal(target)
}

/** The dialog shows `view` with its code loaded (no "Loading" spinner left). */
async function settled(target: Page, view: string): Promise<void> {
  const ui = labPage(target)
  await expect.poll(() => ui.dialog.getAttribute('data-view'), { timeout: 10_000 }).toBe(view)
  await target.waitForFunction(
    () => !document.querySelector('[role="dialog"] [aria-label="Loading"]'),
  )
}

describe('lab e2e: on a 360 × 740 phone', () => {
  it('the page fits the screen before and after connecting; Connect fits as a bottom sheet', async () => {
    const ui = labPage(page)
    expect(await pageWidth(page)).toEqual({
      scrollWidth: PHONE.width,
      innerWidth: PHONE.width,
      overflowing: [],
    })
    await screenshot(page, 'phone-lab')

    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
    await settled(page, 'Connect')
    expect(sheetFitProblems(await measureSheet(page), 'Connect')).toEqual([])

    await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    await closeModal(page)
    // The hook panels now hold addresses, balances and JSON: still no sideways scrolling.
    expect(await pageWidth(page)).toEqual({
      scrollWidth: PHONE.width,
      innerWidth: PHONE.width,
      overflowing: [],
    })
    expect(errors).toEqual([])
  }, 120_000)

  it('every view of "Open a view" fits: sheet on screen, its last element reachable inside it', async () => {
    const ui = labPage(page)
    await closeModal(page)
    await ensureConnected(page)
    const measured: string[] = []
    for (const view of LAB_VIEWS) {
      await page.getByTestId('lab-views').getByRole('button', { name: view, exact: true }).click()
      await ui.dialog.waitFor()
      await settled(page, view)
      if (view === 'Account') {
        await ui.dialog.getByRole('tabpanel').getByText('USDC', { exact: true }).waitFor({
          timeout: 30_000,
        })
        await screenshot(page, 'phone-account')
      }
      expect(sheetFitProblems(await measureSheet(page), view)).toEqual([])
      measured.push(view)
      await closeModal(page)
    }
    expect(measured).toEqual([...LAB_VIEWS])
  }, 180_000)

  it('Send with the keyboard open (the window 420 px high): the field and "Preview send" stay reachable', async () => {
    const ui = labPage(page)
    await closeModal(page)
    await ensureConnected(page)
    await page
      .getByTestId('lab-views')
      .getByRole('button', { name: 'WalletSend', exact: true })
      .click()
    await settled(page, 'WalletSend')
    await ui.dialog.getByLabel('Amount', { exact: true }).fill('0.01')
    const to = ui.dialog.getByLabel('To', { exact: true })
    await to.fill(lab.config.walletConnectWallet.address)
    await ui.dialog
      .getByRole('button', { name: 'Preview send' })
      .and(page.locator(':enabled'))
      .waitFor()
    await to.focus()
    // The kit refits on the visual viewport's resize event, which comes at the next rendering step
    // after the height already reads 420: the sentinel is that event, heard after the kit's own
    // listener (registered first, so it has run).
    await page.evaluate(() => {
      const viewport = window.visualViewport
      ;(window as { __labViewportResized?: Promise<void> }).__labViewportResized = new Promise(
        (resolve) => viewport?.addEventListener('resize', () => resolve(), { once: true }),
      )
    })
    try {
      await page.setViewportSize({ width: PHONE.width, height: 420 })
      await page.waitForFunction(() => Math.round(window.visualViewport?.height ?? 0) === 420)
      await page.evaluate(
        () => (window as { __labViewportResized?: Promise<void> }).__labViewportResized,
      )
      const field = await to.boundingBox()
      const fit = await measureSheet(page)
      expect(field).not.toBeNull()
      expect(
        outsideProblems(
          {
            top: field!.y,
            bottom: field!.y + field!.height,
            left: field!.x,
            right: field!.x + field!.width,
          },
          fit.viewport,
          'the focused To field on screen',
        ),
      ).toEqual([])
      expect(sheetFitProblems(fit, 'WalletSend with the keyboard')).toEqual([])
      expect(fit.last?.name).toBe('Preview send')
      await screenshot(page, 'phone-send-keyboard')
    } finally {
      await page.setViewportSize(PHONE)
      await closeModal(page)
    }
  }, 120_000)
})
