import { loginWithEmailInFrame, typeFrameCode, walletFrame } from '@portico/testing/playwright'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { type Address, type Hex, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import {
  chainReader,
  closeModal,
  failureShot,
  labPage,
  openConnectList,
  screenshot,
  truncated,
  waitUntil,
} from './lab-driver.js'

// The embedded wallet end to end from the MODAL: its "Continue with email" hands the login to the wallet
// frame's own card (its origin: the address and the codes are typed there, the modal waits), the
// AUTH account in Account (address and email), a signature and a send approved inside the frame
// over ApproveTransaction, a reload, a new device approved by the emailed link (whose Approve
// mails the code), the email update with both codes in the frame's card, sign out; and the spec's
// texts in the frame's card for a wrong code three times, an expired code (apps/api's clock
// moved, nothing waits) and a resend inside the cooldown; a returning user on the same browser
// connects without a code (the frame's device key), another browser still gets the code. One
// stack, one devnet, started once.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page
/** apps/api's clock runs this far ahead of the real one (startLabStack({ apiNow })). */
let apiClockOffset = 0
const email = `ada-${Date.now()}@example.org`
let address: Address
/** The page a failed test of each flow leaves its screenshot of (other than the lab page). */
const shown: { flow?: Page | undefined; returning?: Page | undefined; codes?: Page | undefined } =
  {}

type KitWindow = Window & {
  __porticoLab: {
    kit: {
      getConnectionStatus(): string
      getAccount(): { address?: string; user?: { email?: string } } | undefined
      embeddedWallet: { isConnected(): Promise<boolean> }
    }
  }
}

/** The lab's kit, with its eip155 adapter's AUTH connector reload. */
type ReloadKitWindow = Window & {
  __porticoLab: {
    kit: {
      getAdapter(namespace: 'eip155'): { reloadAuthConnector?(): Promise<void> } | undefined
      embeddedWallet: { isConnected(): Promise<boolean> }
    }
  }
}

/** The lab's kit, theme setters included (the app changing its theme at run time). */
type ThemedKitWindow = Window & {
  __porticoLab: {
    kit: {
      setThemeMode(mode: 'light' | 'dark'): void
      setThemeVariables(variables: Record<string, string | undefined>): void
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

/** After a failed test: a screenshot of `on`, if it is still open. */
async function shotOnFailure(
  task: { name: string; result?: { state?: string } | undefined },
  on: Page | undefined,
): Promise<void> {
  if (task.result?.state === 'fail' && on && !on.isClosed()) await failureShot(on, task.name)
}

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

/** The code of the newest mail to `to` after `mark` (the lab's SMTP sink). */
async function codeFor(to: string, mark: number): Promise<string> {
  const mail = await lab.smtp.inbox.waitForMail(to, { after: mark })
  if (!mail.code) throw new Error(`no code in "${mail.subject}"`)
  return mail.code
}

/** The modal's view while the frame's card takes the address and the codes. */
const FRAME_WAITING = 'Continue in the secure wallet window'

describe('the embedded wallet through the modal (Chromium, lab stack, SMTP sink, devnet)', () => {
  // The lab page's flow and the returning user run side by side: other contexts, other users, and
  // apps/api's clock only ever moved past a cooldown by either (each only needs to be past one).
  // Their tests use their own context's `expect`: the global one's expect.poll() is bound to
  // whichever test started last and throws once that one ends.
  describe.concurrent('the lab page: login, signature, reload, send, a new device, email update, sign out', () => {
    afterEach(async ({ task }) => {
      await shotOnFailure(task, shown.flow ?? page)
      shown.flow = undefined
      // A failed step may leave the modal open: the next test starts from the page.
      if (page && !page.isClosed()) await closeModal(page).catch(() => undefined)
    })

    it.sequential('email → code typed in the frame card → connected; Account shows the address and the email', async ({
      expect,
    }) => {
      const ui = labPage(page)
      // Nothing of the frame at page load (it comes with the first email action).
      expect(await page.locator('iframe[data-portico-frame]').count()).toBe(0)
      await openConnectList(page)
      await ui.dialog.getByRole('button', { name: 'Continue with email', exact: true }).waitFor()
      await screenshot(page, 'embedded-connect-email')
      const login = await loginWithEmailInFrame({
        inbox: lab.smtp.inbox,
        page,
        context,
        email,
        onCard: async (card) => {
          // The modal waits under the frame's card, which takes what the user types.
          await ui.dialog.getByText(FRAME_WAITING).waitFor()
          if (card === 'email-code') {
            await walletFrame(page)
              .getByText(`Enter the 6-digit code we sent to ${email}`)
              .waitFor()
            await screenshot(page, 'embedded-code')
          }
        },
      })
      expect(login).toMatchObject({ cards: ['email-login', 'email-code'], approvedByLink: false })
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

    it.sequential('signs a message from the lab: ApproveTransaction shows the frame, the user approves inside it, viem verifies', async ({
      expect,
    }) => {
      const ui = labPage(page)
      // The lab changes its theme while the frame is there (loaded by the login): the kit syncs it
      // (SYNC_THEME), as it synced the lab's metadata when the frame connected (SYNC_DAPP_DATA).
      await page.evaluate(() => {
        const kit = (window as unknown as ThemedKitWindow).__porticoLab.kit
        kit.setThemeMode('light')
        kit.setThemeVariables({ accent: '#0a7d32' })
      })
      await ui.action('Sign message').click()
      const approve = walletFrame(page).getByRole('button', { name: 'Approve' })
      await approve.waitFor({ timeout: 45_000 })
      expect(await ui.dialog.getAttribute('data-view')).toBe('ApproveTransaction')
      // The frame shows what is signed, and who asks: the lab's name as its claim, beside the
      // origin as the browser reported it to the frame (the trusted field), and the lab's URL.
      await walletFrame(page).getByText('Hello from the Portico lab').waitFor()
      const origin = new URL(lab.url).origin
      await walletFrame(page).getByText(`Portico lab (${origin}) asks you to approve:`).waitFor()
      await walletFrame(page).getByText(`Site: ${origin}`, { exact: true }).waitFor()
      // The lab's theme: the frame's light card (its own fixed text and background) and the
      // lab's accent on Approve.
      const card = walletFrame(page).locator('[data-card="approval"]')
      const look = await card.evaluate((element) => {
        const style = (node: Element) => getComputedStyle(node)
        const button = element.querySelector('button[data-approve]') as Element
        return {
          mode: document.documentElement.dataset.theme,
          background: style(element).backgroundColor,
          text: style(element).color,
          accent: style(button).backgroundColor,
        }
      })
      expect(look).toEqual({
        mode: 'light',
        background: 'rgb(255, 255, 255)',
        text: 'rgb(22, 25, 26)',
        accent: 'rgb(10, 125, 50)',
      })
      await screenshot(page, 'embedded-approve-sign')
      await approve.click()
      await expect.poll(() => ui.actionResult.textContent(), { timeout: 30_000 }).toMatch(/ok: 0x/)
      const signature = ((await ui.actionResult.textContent()) ?? '').split('ok: ')[1] as Hex
      expect(
        await verifyMessage({ address, message: 'Hello from the Portico lab', signature }),
      ).toBe(true)
      // The frame is hidden again once answered.
      expect(await page.locator('iframe[data-portico-frame]').isVisible()).toBe(false)
      // Back to the lab's default theme for the tests after this one.
      await page.evaluate(() => {
        const kit = (window as unknown as ThemedKitWindow).__porticoLab.kit
        kit.setThemeMode('dark')
        kit.setThemeVariables({ accent: undefined })
      })
    }, 120_000)

    it.sequential('a reload stays connected without a prompt (the frame session)', async ({
      expect,
    }) => {
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
      // storage (its portfolio and native-balance cache entries are dropped): the reload reads the
      // new balance without waiting.
      apiClockOffset += 31_000
      await page.evaluate(() => {
        localStorage.removeItem('@portico/balance-cache')
        localStorage.removeItem('@portico/native-balance-cache')
      })
      await page.reload()
      const ui = labPage(page)
      await ui.connectButton.filter({ hasText: '1.000 ETH' }).waitFor({ timeout: 60_000 })
      expect(await kitState(page)).toMatchObject({ status: 'connected', address, email })
      expect(await ui.dialog.count()).toBe(0)
    }, 120_000)

    it.sequential('the AUTH connector reloads (SPEC §4 Farcaster Back): the frame page loads again and the kit talks to the new one, still signed in', async ({
      expect,
    }) => {
      const frameLoads: string[] = []
      const onNavigated = (frame: Frame) => {
        if (frame.parentFrame() === page.mainFrame() && frame.url().includes('enableLogger='))
          frameLoads.push(frame.url())
      }
      page.on('framenavigated', onNavigated)
      try {
        await page.evaluate(() =>
          (window as unknown as ReloadKitWindow).__porticoLab.kit
            .getAdapter('eip155')
            ?.reloadAuthConnector?.(),
        )
        await expect.poll(() => frameLoads.length).toBe(1)
        // The same iframe (one in the page), a new page in it that answers on a new channel.
        expect(await page.locator('iframe[data-portico-frame]').count()).toBe(1)
        expect(
          await page.evaluate(() =>
            (window as unknown as ReloadKitWindow).__porticoLab.kit.embeddedWallet.isConnected(),
          ),
        ).toBe(true)
      } finally {
        page.off('framenavigated', onNavigated)
      }
    }, 60_000)

    it.sequential('sends 0.01 ETH from the Send view: approved inside the frame, the balance changes on chain', async ({
      expect,
    }) => {
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
      // "Transaction started" shows at this click (SPEC §4), for 2.5 s: watched from now, since
      // the frame's approval below may take longer than the toast stays.
      const started = page.getByText('Transaction started').first().waitFor({ timeout: 45_000 })
      started.catch(() => undefined)
      await ui.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      const approve = walletFrame(page).getByRole('button', { name: 'Approve' })
      await approve.waitFor({ timeout: 45_000 })
      await walletFrame(page).getByRole('heading', { name: 'Send transaction' }).waitFor()
      await screenshot(page, 'embedded-approve-send')
      await approve.click()
      await started
      await waitUntil('the 0.01 ETH on chain', async () => {
        return (await reader.client.getBalance({ address: to })) - before === parseEther('0.01')
      })
      // The modal goes back to Account once the wallet answered; until then (ApproveTransaction)
      // Escape only shakes it, a request being open.
      await expect
        .poll(() => ui.dialog.getAttribute('data-view'), { timeout: 30_000 })
        .toBe('Account')
      await page.keyboard.press('Escape')
      await ui.dialog.waitFor({ state: 'detached' })
    }, 150_000)

    it.sequential('a new browser context is a new device: approved by the emailed link, then the code, same address', async ({
      expect,
    }) => {
      const other = (await newLabContext(browser)).context
      try {
        const second = await other.newPage()
        shown.flow = second
        await second.goto(lab.url)
        const ui = labPage(second)
        // Past apps/api's 30 s mail cooldown for this address (its clock moves, nothing waits).
        apiClockOffset += 31_000
        await openConnectList(second)
        // The first mail is the approval link (no code); its Approve mails the code, typed in the
        // frame's card.
        const login = await loginWithEmailInFrame({
          inbox: lab.smtp.inbox,
          page: second,
          context: other,
          email,
          onCard: async (card) => {
            if (card === 'email-code') await screenshot(second, 'embedded-register-device')
          },
        })
        expect(login.approvedByLink).toBe(true)
        expect(login.cards.at(-1)).toBe('email-code')
        await ui.dialog.waitFor({ state: 'detached', timeout: 45_000 })
        expect(await kitState(second)).toMatchObject({ status: 'connected', address, email })
      } finally {
        await other.close()
      }
    }, 180_000)

    it.sequential('updates the email in the modal: a code to the current address, then one to the new address', async ({
      expect,
    }) => {
      const ui = labPage(page)
      const frame = walletFrame(page)
      const newEmail = `ada-new-${Date.now()}@example.org`
      apiClockOffset += 31_000
      await ui.connectButton.click()
      await ui.dialog
        .getByRole('region', { name: 'Email' })
        .getByRole('button', { name: 'Update email' })
        .click()
      // The frame's card takes the new address and both codes; the modal waits.
      await frame.getByRole('heading', { name: 'Change your email' }).waitFor({ timeout: 45_000 })
      await ui.dialog.getByText(FRAME_WAITING).waitFor()
      await frame.getByText(`Current email: ${email}`).waitFor()
      await frame.getByLabel('New email', { exact: true }).fill(newEmail)
      await screenshot(page, 'embedded-update-email')
      let mark = lab.smtp.inbox.seq
      await frame.getByRole('button', { name: 'Continue', exact: true }).click()
      await frame
        .getByRole('heading', { name: 'Confirm your current email' })
        .waitFor({ timeout: 45_000 })
      const primary = await codeFor(email, mark)
      mark = lab.smtp.inbox.seq
      await frame.getByLabel('Code', { exact: true }).fill(primary)
      await frame.getByRole('button', { name: 'Confirm', exact: true }).click()
      await frame
        .getByRole('heading', { name: 'Confirm your new email' })
        .waitFor({ timeout: 45_000 })
      await frame.getByText(`Enter the code we sent to your new email ${newEmail}`).waitFor()
      await screenshot(page, 'embedded-update-email-new')
      const secondary = await codeFor(newEmail, mark)
      await frame.getByLabel('Code', { exact: true }).fill(secondary)
      await frame.getByRole('button', { name: 'Confirm', exact: true }).click()
      // Updated: the card closes and the modal is back in Account with the new address.
      await ui.dialog
        .getByRole('region', { name: 'Email' })
        .getByText(newEmail)
        .waitFor({ timeout: 45_000 })
      expect(await frame.locator('[data-card]').count()).toBe(0)
      expect(await kitState(page)).toMatchObject({ status: 'connected', address, email: newEmail })
    }, 150_000)

    it.sequential('signs out from Account: disconnected, the cached login gone from storage, the frame session ended', async ({
      expect,
    }) => {
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
  })

  describe.concurrent('a returning user', () => {
    afterEach(async ({ task }) => {
      await shotOnFailure(task, shown.returning)
      shown.returning = undefined
    })

    it.sequential('a returning user on the same browser connects without a code (CONNECT): no new mail; another browser gets the code path', async ({
      expect,
    }) => {
      const { context: mine } = await newLabContext(browser)
      const { context: theirs } = await newLabContext(browser)
      const returning = `cleo-${Date.now()}@example.org`
      try {
        const first = await mine.newPage()
        shown.returning = first
        await first.goto(lab.url)
        const ui = labPage(first)
        await openConnectList(first)
        // The first login on this browser: the code (it registers the frame's device key).
        const login = await loginWithEmailInFrame({
          inbox: lab.smtp.inbox,
          page: first,
          context: mine,
          email: returning,
        })
        expect(login.cards).toEqual(['email-login', 'email-code'])
        await ui.dialog.waitFor({ state: 'detached', timeout: 45_000 })
        const { address: mineAddress } = await kitState(first)
        expect(mineAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
        await ui.connectButton.click()
        await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
        await expect
          .poll(() => ui.connectButton.textContent(), { timeout: 30_000 })
          .toBe('Connect Wallet')

        // Again, within the 30 s mail cooldown: the frame signs apps/api's challenge, no code card.
        const mark = lab.smtp.inbox.seq
        await openConnectList(first)
        const again = await loginWithEmailInFrame({
          inbox: lab.smtp.inbox,
          page: first,
          context: mine,
          email: returning,
        })
        expect(again.cards).toEqual(['email-login'])
        await ui.dialog.waitFor({ state: 'detached', timeout: 45_000 })
        expect(await kitState(first)).toMatchObject({
          status: 'connected',
          address: mineAddress,
          email: returning,
        })
        // No mail went to the address: a sentinel mailed after the login has arrived, and nothing
        // to the address came before it (the sink receives in order).
        const sentinel = `sentinel-${Date.now()}@example.org`
        const sentinelMark = lab.smtp.inbox.seq
        const started = await fetch(`${lab.apiUrl}/v1/auth/email/start`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: sentinel, deviceId: 'lab-sentinel-0123456789ab' }),
        })
        expect(started.status).toBe(200)
        await lab.smtp.inbox.waitForMail(sentinel, { after: sentinelMark })
        expect(lab.smtp.inbox.list(returning).filter((mail) => mail.seq > mark)).toEqual([])

        // Another browser knows the address but holds no key: the emailed approval, then the code.
        const second = await theirs.newPage()
        shown.returning = second
        await second.goto(lab.url)
        await openConnectList(second)
        apiClockOffset += 31_000
        const other = await loginWithEmailInFrame({
          inbox: lab.smtp.inbox,
          page: second,
          context: theirs,
          email: returning,
        })
        expect(other.approvedByLink).toBe(true)
        expect(other.cards.at(-1)).toBe('email-code')
        await labPage(second).dialog.waitFor({ state: 'detached', timeout: 45_000 })
        expect(await kitState(second)).toMatchObject({ status: 'connected', address: mineAddress })
      } finally {
        await mine.close()
        await theirs.close()
      }
    }, 240_000)
  })

  // Alone: the cooldown is read while nothing moves apps/api's clock, and the expired code moves it
  // ten minutes (past every other code's life).
  describe('codes refused', () => {
    afterEach(async ({ task }) => {
      await shotOnFailure(task, shown.codes)
      shown.codes = undefined
    })

    it('a wrong code three times, a resend inside the cooldown: each gives its spec text in the frame card', async () => {
      const other = (await newLabContext(browser)).context
      try {
        const fresh = await other.newPage()
        shown.codes = fresh
        await fresh.goto(lab.url)
        const bob = `bob-${Date.now()}@example.org`
        await openConnectList(fresh)
        const { code } = await loginWithEmailInFrame({
          inbox: lab.smtp.inbox,
          page: fresh,
          context: other,
          email: bob,
          until: 'email-code',
        })
        const frame = walletFrame(fresh)
        // The resend waits out the cooldown (its button counts down, disabled)...
        const resend = frame.getByRole('button', { name: /^Resend code/ })
        expect(await resend.textContent()).toMatch(/^Resend code in \d+s$/)
        expect(await resend.isDisabled()).toBe(true)
        // ...and asking again from the address inside it gives the spec's text.
        await frame.getByRole('button', { name: 'Back', exact: true }).click()
        await frame.getByRole('heading', { name: 'Sign in with email' }).waitFor()
        expect(await frame.getByLabel('Email', { exact: true }).inputValue()).toBe(bob)
        await frame.getByRole('button', { name: 'Continue', exact: true }).click()
        await frame
          .locator('.card-status')
          .getByText(/^Please try again after \d+ seconds$/)
          .waitFor({ timeout: 30_000 })
        await screenshot(fresh, 'embedded-cooldown')
        // Cancel in the card: the modal goes back to Connect.
        await frame.getByRole('button', { name: 'Cancel', exact: true }).click()
        await labPage(fresh)
          .dialog.getByRole('button', { name: 'Continue with email', exact: true })
          .waitFor({ timeout: 30_000 })

        // Wrong codes on the code card: a new login for the same user, past the cooldown.
        const third = await other.newPage()
        shown.codes = third
        await fresh.close()
        await third.goto(lab.url)
        apiClockOffset += 31_000
        await openConnectList(third)
        const right = (
          await loginWithEmailInFrame({
            inbox: lab.smtp.inbox,
            page: third,
            context: other,
            email: bob,
            until: 'email-code',
          })
        ).code
        const wrong = ['000000', '111111', '222222', '333333'].filter(
          (otp) => otp !== right && otp !== code,
        )
        expect(await typeFrameCode(third, wrong[0] as string)).toBe('Invalid code')
        expect(await typeFrameCode(third, wrong[1] as string)).toBe('Invalid code')
        expect(await typeFrameCode(third, wrong[2] as string)).toBe(
          'Too many wrong codes. Please request a new code',
        )
        await screenshot(third, 'embedded-wrong-code')
        expect((await kitState(third)).status).toBe('disconnected')
      } finally {
        await other.close()
      }
    }, 180_000)

    it('an expired code gives its spec text in the frame card', async () => {
      const other = (await newLabContext(browser)).context
      try {
        const fresh = await other.newPage()
        shown.codes = fresh
        await fresh.goto(lab.url)
        const eve = `eve-${Date.now()}@example.org`
        await openConnectList(fresh)
        const { code } = await loginWithEmailInFrame({
          inbox: lab.smtp.inbox,
          page: fresh,
          context: other,
          email: eve,
          until: 'email-code',
        })
        // The code lives 10 minutes on apps/api's clock.
        apiClockOffset += 10 * 60_000 + 1_000
        expect(await typeFrameCode(fresh, code as string)).toBe(
          'The code has expired. Please request a new code',
        )
        await screenshot(fresh, 'embedded-expired-code')
        expect((await kitState(fresh)).status).toBe('disconnected')
      } finally {
        await other.close()
      }
    }, 120_000)
  })
})
