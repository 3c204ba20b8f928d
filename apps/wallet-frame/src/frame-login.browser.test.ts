import type { Devnet } from '@portico/testing'
import {
  loginWithEmailInFrame,
  nextFrameCard,
  typeFrameCode,
  walletFrame,
} from '@portico/testing/playwright'
import type { SmtpSink } from '@portico/testing/smtp'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dappOf,
  type FrameStack,
  openDapp as openStackDapp,
  startFrameStack,
  waitForDapp,
} from './frame-stack.test-helper.js'
import { postOnKitPort, spyOnDappPage, spyRecords } from './page-spy.test-helper.js'

// The frame end to end without the modal: a dapp page on its own origin loads the built frame
// (own origin, CSP), which logs in by email against apps/api in its own card (the address and the
// codes typed inside the frame, read from the SMTP sink), opens the wallet from its key shares,
// and signs and sends on anvil after the user approved in the frame's own card.

let stack: FrameStack
let browser: Browser
let sink: SmtpSink
let devnet: Devnet

beforeAll(async () => {
  stack = await startFrameStack({
    appName: 'Portico Frame Test',
    recoveryEscrow: true,
    devnet: true,
  })
  ;({ browser, sink } = stack)
  devnet = stack.devnet as Devnet
}, 180_000)

afterAll(() => stack?.stop())

const openDapp = (context: BrowserContext) => openStackDapp(stack, context)

/** Clicks a button of the frame's own approval card (inside the frame's origin). */
async function approveInFrame(page: Page, name: 'Approve' | 'Reject') {
  const button = page.frameLocator('iframe[data-portico-frame]').getByRole('button', { name })
  await button.click({ timeout: 15_000 })
}

async function codeFor(email: string, mark: number): Promise<string> {
  const mail = await sink.inbox.waitForMail(email, { after: mark })
  if (!mail.code) throw new Error(`no code in ${mail.subject}`)
  return mail.code
}

describe('the wallet frame: email login, keys and signing (Chromium, apps/api, SMTP sink, anvil)', () => {
  it('logs in by email, signs and sends after approval in the frame, stays signed in on reload, and a new device gets the same address through the emailed link', async () => {
    const email = `ada-${Date.now()}@example.org`
    const context = await browser.newContext()
    try {
      const { page, d } = await openDapp(context)
      const first = await loginWithEmailInFrame({
        page,
        inbox: sink.inbox,
        email,
        context,
        start: () => d.card('EMAIL_LOGIN'),
      })
      expect(first).toEqual({
        answer: { email },
        cards: ['email-login', 'email-code'],
        approvedByLink: false,
      })
      const user = (await d.request('GET_USER', { chainId: 31337 })) as {
        address: Hex
        email: string
      }
      expect(user.email).toBe(email)

      // A safe method: answered by the frame, no card.
      expect(await d.rpc('eth_chainId')).toBe('0x7a69')
      // Sign: the frame shows its card; the dapp cannot answer it, the user clicks inside the frame.
      const signing = d.rpc('personal_sign', ['0x68656c6c6f', user.address])
      await approveInFrame(page, 'Approve')
      const signature = (await signing) as Hex
      expect(await verifyMessage({ address: user.address, message: 'hello', signature })).toBe(true)
      // Rejected in the frame: the spec's 4001 text reaches the dapp.
      const rejected = d.rpc('personal_sign', ['0x6e6f', user.address])
      await approveInFrame(page, 'Reject')
      expect(await rejected).toEqual({ error: 'User rejected the request.' })

      // Send 0.01 ETH on the devnet (fund the new account first from a dev account).
      const client = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) })
      await fetch(devnet.chains[0].rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'anvil_setBalance',
          params: [user.address, '0xde0b6b3a7640000'],
        }),
      })
      const receiver = devnet.accounts[5]!.address
      const before = await client.getBalance({ address: receiver })
      const sending = d.rpc('eth_sendTransaction', [
        { from: user.address, to: receiver, value: `0x${parseEther('0.01').toString(16)}` },
      ])
      await approveInFrame(page, 'Approve')
      const hash = (await sending) as Hex
      await client.waitForTransactionReceipt({ hash })
      expect((await client.getBalance({ address: receiver })) - before).toBe(parseEther('0.01'))

      // Reload: still signed in, no prompt, same address.
      await page.reload()
      await waitForDapp(page)
      expect(await d.load()).toBe('ready')
      expect(await d.request('IS_CONNECTED')).toEqual({ isConnected: true })
      expect(((await d.request('GET_USER')) as { address: string }).address).toBe(user.address)

      // A new browser context is a new device: the emailed link approves it, then the code.
      const other = await browser.newContext()
      try {
        const second = await openDapp(other)
        // Past the server's 30 s mail cooldown for this address (its clock, not a wait).
        stack.advanceApiClock(31_000)
        const login = await loginWithEmailInFrame({
          page: second.page,
          inbox: sink.inbox,
          email,
          context: other,
          start: () => second.d.card('EMAIL_LOGIN'),
        })
        expect(login.answer).toEqual({ email })
        // The device was approved by the emailed link before the code came.
        expect(login.approvedByLink).toBe(true)
        expect(login.cards.at(-1)).toBe('email-code')
        expect(((await second.d.request('GET_USER')) as { address: string }).address).toBe(
          user.address,
        )
      } finally {
        await other.close()
      }

      // Update email (SPEC §4) in the frame's card: a code to the current address, then one to the
      // new address.
      stack.advanceApiClock(31_000)
      const newEmail = `ada-new-${Date.now()}@example.org`
      const frame = walletFrame(page)
      let updated: Promise<unknown> | undefined
      const ended = () => updated
      expect(
        await nextFrameCard(page, async () => {
          updated = d.card('EMAIL_UPDATE')
          updated.catch(() => undefined)
        }),
      ).toBe('email-update')
      let mark = sink.inbox.seq
      expect(
        await nextFrameCard(
          page,
          async () => {
            await frame.getByLabel('New email', { exact: true }).fill(newEmail)
            await frame.getByRole('button', { name: 'Continue' }).click()
          },
          ended,
        ),
      ).toBe('email-update-primary')
      const primary = await codeFor(email, mark)
      mark = sink.inbox.seq
      expect(
        await nextFrameCard(
          page,
          async () => {
            await frame.getByLabel('Code', { exact: true }).fill(primary)
            await frame.getByRole('button', { name: 'Confirm' }).click()
          },
          ended,
        ),
      ).toBe('email-update-secondary')
      const secondary = await codeFor(newEmail, mark)
      expect(
        await nextFrameCard(
          page,
          async () => {
            await frame.getByLabel('Code', { exact: true }).fill(secondary)
            await frame.getByRole('button', { name: 'Confirm' }).click()
          },
          ended,
        ),
      ).toBe('closed')
      expect(await updated).toEqual({ email: newEmail })
      expect(((await d.request('GET_USER')) as { email: string }).email).toBe(newEmail)

      // Sign out: the frame session is gone.
      expect(await d.request('SIGN_OUT')).toEqual({})
      expect(await d.request('IS_CONNECTED')).toEqual({ isConnected: false })
    } finally {
      await context.close()
    }
  }, 180_000)

  /** Opens the login card and sends the code to `email`: the code card is on screen. */
  async function toCodeCard(email: string, context: BrowserContext) {
    const { page, d } = await openDapp(context)
    const frame = walletFrame(page)
    const mark = sink.inbox.seq
    let login: Promise<unknown> | undefined
    await nextFrameCard(page, async () => {
      login = d.card('EMAIL_LOGIN')
      login.catch(() => undefined)
    })
    const card = await nextFrameCard(page, async () => {
      await frame.getByLabel('Email', { exact: true }).fill(email)
      await frame.getByRole('button', { name: 'Continue' }).click()
    })
    expect(card).toBe('email-code')
    return { page, d, frame, code: await codeFor(email, mark), login: login as Promise<unknown> }
  }

  it('gives the spec texts in the card: wrong code three times, the resend cooldown; Cancel answers USER_REJECTED', async () => {
    const email = `bob-${Date.now()}@example.org`
    const context = await browser.newContext()
    try {
      const { page, frame, code, login } = await toCodeCard(email, context)
      // SPEC §5: no new email within 30 s of the last one: Resend counts down, disabled.
      const resend = frame.getByRole('button', { name: /^Resend code/ })
      expect(await resend.textContent()).toMatch(/^Resend code in \d+s$/)
      expect(await resend.isDisabled()).toBe(true)
      // Three codes that are not the one sent; then even the right one no longer works.
      const wrong = ['000000', '111111', '222222', '333333'].filter((otp) => otp !== code)
      expect(await typeFrameCode(page, wrong[0] as string)).toBe('Invalid code')
      expect(await typeFrameCode(page, wrong[1] as string)).toBe('Invalid code')
      expect(await typeFrameCode(page, wrong[2] as string)).toBe(
        'Too many wrong codes. Please request a new code',
      )
      expect(await typeFrameCode(page, code)).toBe(
        'Too many wrong codes. Please request a new code',
      )
      // Back to the address: a new email inside the cooldown is refused with the spec's text.
      expect(
        await nextFrameCard(page, () => frame.getByRole('button', { name: 'Back' }).click()),
      ).toBe('email-login')
      expect(await frame.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
      await frame.getByRole('button', { name: 'Continue' }).click()
      await expect
        .poll(() => frame.locator('.card-status').textContent())
        .toMatch(/^Please try again after \d+ seconds$/)
      await frame.getByRole('button', { name: 'Cancel' }).click()
      expect(await login).toEqual({ error: 'User rejected the request.' })
      expect(await frame.locator('#approval').getAttribute('hidden')).toBe('')
    } finally {
      await context.close()
    }
  }, 120_000)

  it('gives the spec text for an expired code', async () => {
    const email = `eve-${Date.now()}@example.org`
    const context = await browser.newContext()
    try {
      const { page, code } = await toCodeCard(email, context)
      // The code lives 10 minutes (apps/api's clock moves, nothing waits).
      stack.advanceApiClock(10 * 60_000 + 1_000)
      expect(await typeFrameCode(page, code)).toBe(
        'The code has expired. Please request a new code',
      )
    } finally {
      await context.close()
    }
  }, 120_000)

  it("the dapp's page never sees the address or the code typed, and the frame refuses a posted CONNECT_OTP", async () => {
    const email = `mallory-target-${Date.now()}@example.org`
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      // A script of the dapp's page records every key, input, DOM text and message it can see.
      await spyOnDappPage(page)
      await page.goto(stack.dappOrigin)
      await waitForDapp(page)
      const d = dappOf(page, stack.frame.url)
      expect(await d.load()).toBe('ready')
      const mark = sink.inbox.seq
      const login = await loginWithEmailInFrame({
        page,
        inbox: sink.inbox,
        email,
        context,
        start: () => d.card('EMAIL_LOGIN'),
      })
      expect(login.answer).toEqual({ email })
      const code = (await sink.inbox.waitForMail(email, { after: mark })).code as string
      expect(code).toMatch(/^\d{6}$/)

      const { seen, dom } = await spyRecords(page)
      // The spy did see the channel (so it would have seen a code posted on it).
      expect(seen.some((line) => line.includes('EMAIL_LOGIN'))).toBe(true)
      expect(seen.filter((line) => line.includes(code))).toEqual([])
      expect(dom).not.toContain(code)
      expect(dom).not.toContain(email)
      // The address reaches the page only as the login's outcome (the frame's answer).
      expect(
        seen.filter((line) => line.includes(email) && !line.includes('EMAIL_LOGIN_SUCCESS')),
      ).toEqual([])
      expect(
        seen.some((line) => /^(keydown|keyup|keypress|input|beforeinput|change|paste) /.test(line)),
      ).toBe(false)

      // A hostile page that drew its own code field cannot hand the frame what it phished.
      expect(await postOnKitPort(page, 'CONNECT_OTP', { otp: code })).toMatchObject({
        type: 'CONNECT_OTP_ERROR',
        payload: { code: 'INVALID_REQUEST', message: 'Unknown message' },
      })
      expect(await postOnKitPort(page, 'CONNECT_EMAIL', { email })).toMatchObject({
        type: 'CONNECT_EMAIL_ERROR',
        payload: { code: 'INVALID_REQUEST' },
      })
    } finally {
      await context.close()
    }
  }, 120_000)
})
