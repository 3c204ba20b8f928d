import type { Devnet } from '@portico/testing'
import type { SmtpSink } from '@portico/testing/smtp'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FrameStack,
  openDapp as openStackDapp,
  startFrameStack,
  waitForDapp,
} from './frame-stack.test-helper.js'

// The frame end to end without the modal: a dapp page on its own origin loads the built frame
// (own origin, CSP), which logs in by email against apps/api (codes and links from the SMTP
// sink), opens the wallet from its key shares, and signs and sends on anvil after the user
// approved in the frame's own card.

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
      let mark = sink.inbox.seq
      expect(await d.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
      expect(await d.request('CONNECT_OTP', { otp: await codeFor(email, mark) })).toEqual({})
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
        mark = sink.inbox.seq
        expect(await second.d.request('CONNECT_EMAIL', { email })).toEqual({
          action: 'VERIFY_DEVICE',
        })
        const link = (await sink.inbox.waitForMail(email, { after: mark })).links[0]
        expect(link).toBeDefined()
        const approval = await other.newPage()
        await approval.goto(link as string)
        mark = sink.inbox.seq
        await approval.getByRole('button', { name: 'Approve' }).click()
        expect(await second.d.request('CONNECT_DEVICE')).toEqual({})
        expect(await second.d.request('CONNECT_OTP', { otp: await codeFor(email, mark) })).toEqual(
          {},
        )
        expect(((await second.d.request('GET_USER')) as { address: string }).address).toBe(
          user.address,
        )
      } finally {
        await other.close()
      }

      // Update email (SPEC §4): a code to the current address, then one to the new address.
      stack.advanceApiClock(31_000)
      const newEmail = `ada-new-${Date.now()}@example.org`
      mark = sink.inbox.seq
      expect(await d.request('UPDATE_EMAIL', { email: newEmail })).toEqual({
        action: 'VERIFY_PRIMARY_OTP',
      })
      const primary = await codeFor(email, mark)
      mark = sink.inbox.seq
      expect(await d.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).toEqual({
        action: 'VERIFY_SECONDARY_OTP',
      })
      const secondary = await codeFor(newEmail, mark)
      expect(await d.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).toEqual({
        email: newEmail,
      })
      expect(((await d.request('GET_USER')) as { email: string }).email).toBe(newEmail)

      // Sign out: the frame session is gone.
      expect(await d.request('SIGN_OUT')).toEqual({})
      expect(await d.request('IS_CONNECTED')).toEqual({ isConnected: false })
    } finally {
      await context.close()
    }
  }, 180_000)

  it('gives the spec texts: wrong code three times, and a resend inside the cooldown', async () => {
    const email = `bob-${Date.now()}@example.org`
    const context = await browser.newContext()
    try {
      const { d } = await openDapp(context)
      const mark = sink.inbox.seq
      expect(await d.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
      const code = await codeFor(email, mark)
      const again = (await d.request('CONNECT_EMAIL', { email })) as { error: string }
      expect(again.error).toMatch(/^Please try again after \d+ seconds$/)
      // Three codes that are not the one sent.
      const wrong = ['000000', '111111', '222222', '333333'].filter((otp) => otp !== code)
      expect(await d.request('CONNECT_OTP', { otp: wrong[0] })).toEqual({ error: 'Invalid code' })
      expect(await d.request('CONNECT_OTP', { otp: wrong[1] })).toEqual({ error: 'Invalid code' })
      expect(await d.request('CONNECT_OTP', { otp: wrong[2] })).toEqual({
        error: 'Too many wrong codes. Please request a new code',
      })
      // Even the right code no longer works.
      expect(await d.request('CONNECT_OTP', { otp: code })).toEqual({
        error: 'Too many wrong codes. Please request a new code',
      })
    } finally {
      await context.close()
    }
  }, 120_000)

  it('gives the spec text for an expired code', async () => {
    const email = `eve-${Date.now()}@example.org`
    const context = await browser.newContext()
    try {
      const { d } = await openDapp(context)
      const mark = sink.inbox.seq
      expect(await d.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
      const code = await codeFor(email, mark)
      // The code lives 10 minutes (apps/api's clock moves, nothing waits).
      stack.advanceApiClock(10 * 60_000 + 1_000)
      expect(await d.request('CONNECT_OTP', { otp: code })).toEqual({
        error: 'The code has expired. Please request a new code',
      })
    } finally {
      await context.close()
    }
  }, 120_000)
})
