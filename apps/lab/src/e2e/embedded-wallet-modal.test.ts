import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Address, type Hex, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import {
  chainReader,
  closeModal,
  failureShot,
  labPage,
  screenshot,
  truncated,
  waitUntil,
} from './lab-driver.js'

// Issue 15 end to end through the MODAL only: the email field, the code read on the lab's inbox
// page, the AUTH account in Account (address and email), a signature and a send approved inside
// the wallet frame (its own origin) over ApproveTransaction, a reload, a new device approved by
// the emailed link, the email update with both codes, sign out; and the spec's texts for a wrong
// code three times, an expired code (apps/api's clock moved, nothing waits) and a resend inside
// the cooldown. One stack, one devnet, started once.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page
/** apps/api's clock runs this far ahead of the real one (startLabStack({ apiNow })). */
let apiClockOffset = 0
const email = `ada-${Date.now()}@example.org`
let address: Address
let current: Page | undefined

type KitWindow = Window & {
  __porticoLab: {
    kit: {
      getConnectionStatus(): string
      getAccount(): { address?: string; user?: { email?: string } } | undefined
      embeddedWallet: { isConnected(): Promise<boolean> }
    }
  }
}

beforeAll(async () => {
  ;[lab, browser] = await Promise.all([
    startLabStack({ watch: false, walletFrame: true, apiNow: () => Date.now() + apiClockOffset }),
    launchChromium(),
  ])
  context = (await newLabContext(browser)).context
  page = await context.newPage()
  await page.goto(lab.url)
  await labPage(page).connectButton.waitFor()
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  const shown = current ?? page
  if (task.result?.state === 'fail' && shown && !shown.isClosed())
    await failureShot(shown, task.name)
  current = undefined
  // A failed step may leave the modal open: the next test starts from the page.
  if (page && !page.isClosed()) await closeModal(page).catch(() => undefined)
})

const kitState = (on: Page) =>
  on.evaluate(() => {
    const kit = (window as unknown as KitWindow).__porticoLab.kit
    const account = kit.getAccount()
    return {
      status: kit.getConnectionStatus(),
      address: account?.address,
      email: account?.user?.email,
    }
  })

/** The newest mail to `to` after `mark`, read as a person would: on the lab's inbox page. */
async function fromInbox(
  on: BrowserContext,
  to: string,
  mark: number,
): Promise<{ code: string | undefined; link: string | undefined }> {
  // The sink says when it arrived (an event, no polling of the page)...
  await lab.smtp.inbox.waitForMail(to, { after: mark })
  // ...and the page, rendered on request, shows it.
  const inbox = await on.newPage()
  try {
    await inbox.goto(lab.inboxUrl)
    const mail = inbox
      .getByTestId('mail')
      .filter({ hasText: `to ${to}` })
      .first()
    const code = (await mail.getByTestId('code').count())
      ? ((await mail.getByTestId('code').textContent()) ?? undefined)
      : undefined
    const link = (await mail.getByRole('link').count())
      ? ((await mail.getByRole('link').first().getAttribute('href')) ?? undefined)
      : undefined
    return { code, link }
  } finally {
    await inbox.close()
  }
}

/** Connect → the email field → Continue. */
async function startEmail(on: Page, address: string): Promise<void> {
  const ui = labPage(on)
  await ui.connectButton.click()
  await ui.dialog.getByLabel('Email', { exact: true }).fill(address)
  await ui.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
}

const inFrame = (on: Page) => on.frameLocator('iframe[data-portico-frame]')

describe('the embedded wallet through the modal (Chromium, lab stack, SMTP sink, devnet)', () => {
  it('email → code from the lab inbox page → connected; Account shows the address and the email', async () => {
    const ui = labPage(page)
    // Nothing of the frame at page load (it comes with the first email action).
    expect(await page.locator('iframe[data-portico-frame]').count()).toBe(0)
    const mark = lab.smtp.inbox.seq
    await ui.connectButton.click()
    await ui.dialog.getByLabel('Email', { exact: true }).fill(email)
    await screenshot(page, 'embedded-connect-email')
    await ui.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await ui.dialog.getByRole('heading', { name: 'Confirm email' }).waitFor({ timeout: 45_000 })
    await ui.dialog.getByText(`Enter the 6-digit code we sent to ${email}`).waitFor()
    await screenshot(page, 'embedded-code')
    const { code } = await fromInbox(context, email, mark)
    expect(code).toMatch(/^\d{6}$/)
    await ui.dialog.getByLabel('Code').fill(code as string)
    await ui.dialog.waitFor({ state: 'detached', timeout: 45_000 })
    const state = await kitState(page)
    expect(state).toMatchObject({ status: 'connected', email })
    address = state.address as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await ui.connectButton.click()
    await ui.dialog.getByText(truncated(address)).first().waitFor()
    await ui.dialog.getByRole('region', { name: 'Email' }).getByText(email).waitFor()
    await screenshot(page, 'embedded-account')
    await page.keyboard.press('Escape')
    await ui.dialog.waitFor({ state: 'detached' })
  }, 150_000)

  it('signs a message from the lab: ApproveTransaction shows the frame, the user approves inside it, viem verifies', async () => {
    const ui = labPage(page)
    await ui.action('Sign message').click()
    const approve = inFrame(page).getByRole('button', { name: 'Approve' })
    await approve.waitFor({ timeout: 45_000 })
    expect(await ui.dialog.getAttribute('data-view')).toBe('ApproveTransaction')
    // The frame shows what is signed, and who asks (the origin as the browser reported it).
    await inFrame(page).getByText('Hello from the Portico lab').waitFor()
    await screenshot(page, 'embedded-approve-sign')
    await approve.click()
    await expect.poll(() => ui.actionResult.textContent(), { timeout: 30_000 }).toMatch(/ok: 0x/)
    const signature = ((await ui.actionResult.textContent()) ?? '').split('ok: ')[1] as Hex
    expect(await verifyMessage({ address, message: 'Hello from the Portico lab', signature })).toBe(
      true,
    )
    // The frame is hidden again once answered.
    expect(await page.locator('iframe[data-portico-frame]').isVisible()).toBe(false)
  }, 120_000)

  it('a reload stays connected without a prompt (the frame session)', async () => {
    // Fund the account now: the reload also shows its balance.
    await fetch(lab.devnet.chains[0]?.rpcUrl as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [address, toHex(parseEther('1'))],
      }),
    })
    // Balances are kept 30 s (SPEC §9) by apps/api (its clock moves) and by the kit in the page's
    // storage (its cache entry is dropped): the reload reads the new balance without waiting.
    apiClockOffset += 31_000
    await page.evaluate(() => localStorage.removeItem('@portico/balance-cache'))
    await page.reload()
    const ui = labPage(page)
    await ui.connectButton.filter({ hasText: '1.000 ETH' }).waitFor({ timeout: 60_000 })
    expect(await kitState(page)).toMatchObject({ status: 'connected', address, email })
    expect(await ui.dialog.count()).toBe(0)
  }, 120_000)

  it('sends 0.01 ETH from the Send view: approved inside the frame, the balance changes on chain', async () => {
    const ui = labPage(page)
    const reader = chainReader(lab)
    const to = lab.config.walletConnectWallet.address
    const before = await reader.client.getBalance({ address: to })
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Send' }).click()
    await ui.dialog.getByLabel('Amount').fill('0.01')
    await ui.dialog.getByLabel('To', { exact: true }).fill(to)
    const preview = ui.dialog.getByRole('button', { name: 'Preview send' })
    await expect.poll(() => preview.isEnabled(), { timeout: 30_000 }).toBe(true)
    await preview.click()
    await ui.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const approve = inFrame(page).getByRole('button', { name: 'Approve' })
    await approve.waitFor({ timeout: 45_000 })
    await inFrame(page).getByRole('heading', { name: 'Send transaction' }).waitFor()
    await screenshot(page, 'embedded-approve-send')
    await approve.click()
    await page.getByText('Transaction started').first().waitFor({ timeout: 45_000 })
    await waitUntil('the 0.01 ETH on chain', async () => {
      return (await reader.client.getBalance({ address: to })) - before === parseEther('0.01')
    })
    await page.keyboard.press('Escape')
    await ui.dialog.waitFor({ state: 'detached' })
  }, 150_000)

  it('a new browser context is a new device: approved by the emailed link, then the code, same address', async () => {
    const other = (await newLabContext(browser)).context
    try {
      const second = await other.newPage()
      current = second
      await second.goto(lab.url)
      const ui = labPage(second)
      // Past apps/api's 30 s mail cooldown for this address (its clock moves, nothing waits).
      apiClockOffset += 31_000
      let mark = lab.smtp.inbox.seq
      await startEmail(second, email)
      await ui.dialog.getByRole('heading', { name: 'Register device' }).waitFor({ timeout: 45_000 })
      await screenshot(second, 'embedded-register-device')
      const { link } = await fromInbox(other, email, mark)
      expect(link).toBeDefined()
      const approval = await other.newPage()
      await approval.goto(link as string)
      mark = lab.smtp.inbox.seq
      await approval.getByRole('button', { name: 'Approve' }).click()
      await approval.close()
      await ui.dialog.getByRole('heading', { name: 'Confirm email' }).waitFor({ timeout: 60_000 })
      const { code } = await fromInbox(other, email, mark)
      await ui.dialog.getByLabel('Code').fill(code as string)
      await ui.dialog.waitFor({ state: 'detached', timeout: 45_000 })
      expect(await kitState(second)).toMatchObject({ status: 'connected', address, email })
    } finally {
      await other.close()
    }
  }, 180_000)

  it('updates the email in the modal: a code to the current address, then one to the new address', async () => {
    const ui = labPage(page)
    const newEmail = `ada-new-${Date.now()}@example.org`
    apiClockOffset += 31_000
    let mark = lab.smtp.inbox.seq
    await ui.connectButton.click()
    await ui.dialog
      .getByRole('region', { name: 'Email' })
      .getByRole('button', { name: 'Update email' })
      .click()
    await ui.dialog.getByRole('heading', { name: 'Edit email' }).waitFor()
    await ui.dialog.getByLabel('New email').fill(newEmail)
    await screenshot(page, 'embedded-update-email')
    await ui.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await ui.dialog
      .getByRole('heading', { name: 'Confirm current email' })
      .waitFor({ timeout: 45_000 })
    const primary = await fromInbox(context, email, mark)
    mark = lab.smtp.inbox.seq
    await ui.dialog.getByLabel('Code').fill(primary.code as string)
    await ui.dialog.getByRole('heading', { name: 'Confirm new email' }).waitFor({ timeout: 45_000 })
    await screenshot(page, 'embedded-update-email-new')
    const secondary = await fromInbox(context, newEmail, mark)
    await ui.dialog.getByLabel('Code').fill(secondary.code as string)
    await ui.dialog
      .getByRole('region', { name: 'Email' })
      .getByText(newEmail)
      .waitFor({ timeout: 45_000 })
    expect(await kitState(page)).toMatchObject({ status: 'connected', address, email: newEmail })
  }, 150_000)

  it('signs out from Account: disconnected, the cached login gone from storage, the frame session ended', async () => {
    const ui = labPage(page)
    if ((await ui.dialog.count()) === 0) await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect
      .poll(() => ui.connectButton.textContent(), { timeout: 30_000 })
      .toBe('Connect Wallet')
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) =>
        /^@portico\/(email|email-login|last-chain-id)$/.test(key),
      ),
    )
    expect(stored).toEqual([])
    expect(
      await page.evaluate(() =>
        (window as unknown as KitWindow).__porticoLab.kit.embeddedWallet.isConnected(),
      ),
    ).toBe(false)
    // A reload stays signed out.
    await page.reload()
    await ui.connectButton.filter({ hasText: 'Connect Wallet' }).waitFor()
    expect((await kitState(page)).status).toBe('disconnected')
  }, 120_000)

  it('a wrong code three times, a resend inside the cooldown: each gives its spec text in the view', async () => {
    const other = (await newLabContext(browser)).context
    try {
      const fresh = await other.newPage()
      current = fresh
      await fresh.goto(lab.url)
      const ui = labPage(fresh)
      const bob = `bob-${Date.now()}@example.org`
      const mark = lab.smtp.inbox.seq
      await startEmail(fresh, bob)
      await ui.dialog.getByRole('heading', { name: 'Confirm email' }).waitFor({ timeout: 45_000 })
      const { code } = await fromInbox(other, bob, mark)
      // The resend waits out the cooldown (its button counts down, disabled)...
      const resend = ui.dialog.getByRole('button', { name: /^Resend code in \d+s$/ })
      expect(await resend.isDisabled()).toBe(true)
      // ...and asking again from Connect inside it gives the spec's text.
      await ui.dialog.getByRole('button', { name: 'Back' }).click()
      await ui.dialog.getByLabel('Email', { exact: true }).fill(bob)
      await ui.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
      await ui.dialog.getByText(/^Please try again after \d+ seconds$/).waitFor({ timeout: 30_000 })
      await screenshot(fresh, 'embedded-cooldown')
      await fresh.keyboard.press('Escape')
      await ui.dialog.waitFor({ state: 'detached' })

      // Wrong codes on the code view: a new login for the same user, past the cooldown.
      const third = await other.newPage()
      current = third
      await fresh.close()
      await third.goto(lab.url)
      const tui = labPage(third)
      apiClockOffset += 31_000
      const again = lab.smtp.inbox.seq
      await startEmail(third, bob)
      await tui.dialog.getByRole('heading', { name: 'Confirm email' }).waitFor({ timeout: 45_000 })
      const right = (await fromInbox(other, bob, again)).code
      const wrong = ['000000', '111111', '222222', '333333'].filter(
        (otp) => otp !== right && otp !== code,
      )
      const field = tui.dialog.getByLabel('Code')
      await field.fill(wrong[0] as string)
      await tui.dialog.getByText('Invalid code').waitFor({ timeout: 30_000 })
      await expect.poll(() => field.isEnabled()).toBe(true)
      await field.fill(wrong[1] as string)
      await tui.dialog.getByText('Invalid code').waitFor({ timeout: 30_000 })
      await expect.poll(() => field.isEnabled()).toBe(true)
      await field.fill(wrong[2] as string)
      await tui.dialog
        .getByText('Too many wrong codes. Please request a new code')
        .waitFor({ timeout: 30_000 })
      await screenshot(third, 'embedded-wrong-code')
      expect((await kitState(third)).status).toBe('disconnected')
    } finally {
      await other.close()
    }
  }, 180_000)

  it('an expired code gives its spec text in the view', async () => {
    const other = (await newLabContext(browser)).context
    try {
      const fresh = await other.newPage()
      current = fresh
      await fresh.goto(lab.url)
      const ui = labPage(fresh)
      const eve = `eve-${Date.now()}@example.org`
      const mark = lab.smtp.inbox.seq
      await startEmail(fresh, eve)
      await ui.dialog.getByRole('heading', { name: 'Confirm email' }).waitFor({ timeout: 45_000 })
      const { code } = await fromInbox(other, eve, mark)
      // The code lives 10 minutes on apps/api's clock.
      apiClockOffset += 10 * 60_000 + 1_000
      await ui.dialog.getByLabel('Code').fill(code as string)
      await ui.dialog
        .getByText('The code has expired. Please request a new code')
        .waitFor({ timeout: 30_000 })
      await screenshot(fresh, 'embedded-expired-code')
      expect((await kitState(fresh)).status).toBe('disconnected')
    } finally {
      await other.close()
    }
  }, 120_000)
})
