import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { labPage } from './lab-driver.js'

// Issue 15 from the lab page: the kit's embedded wallet (createAppKit({ embeddedWallet })) loads
// the wallet frame from its own origin on the first email action, logs in with the code the lab
// inbox received, and signs after the user approved inside the frame. (The modal's email views
// are not built yet: the test drives kit.embeddedWallet, as those views will.)
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page

type LabWindow = Window & {
  __porticoLab: {
    kit: {
      embeddedWallet: {
        connectEmail(p: { email: string }): Promise<{ action: string }>
        connectOtp(p: { otp: string }): Promise<void>
        request(type: string, payload: unknown, options?: { timeoutMs: null }): Promise<unknown>
        setFrameVisible(visible: boolean): Promise<void>
      }
    }
  }
}

beforeAll(async () => {
  lab = await startLabStack({ watch: false, walletFrame: true })
  browser = await launchChromium()
  context = (await newLabContext(browser)).context
  page = await context.newPage()
  await page.goto(lab.url)
  await labPage(page).connectButton.waitFor()
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

describe('embedded wallet from the lab page', () => {
  it('loads the frame on the first email action, logs in with the inbox code and signs after approval in the frame', async () => {
    expect(await page.locator('iframe[data-portico-frame]').count()).toBe(0)
    const email = `lab-${Date.now()}@example.org`
    const mark = lab.smtp.inbox.seq
    const start = () =>
      page.evaluate(async (address) => {
        const w = (window as unknown as LabWindow).__porticoLab.kit.embeddedWallet
        try {
          return await w.connectEmail({ email: address })
        } catch (error) {
          return { error: (error as Error).message }
        }
      }, email)
    expect(await start()).toEqual({ action: 'VERIFY_OTP' })
    expect(await page.locator('iframe[data-portico-frame]').count()).toBe(1)
    // The kit's own 30 s rule (SPEC §5), before anything reaches the frame.
    const again = (await start()) as { error: string }
    expect(again.error).toMatch(/^Please try again after \d+ seconds$/)
    const code = (await lab.smtp.inbox.waitForMail(email, { after: mark })).code
    expect(code).toMatch(/^\d{6}$/)
    await page.evaluate(
      (otp) => (window as unknown as LabWindow).__porticoLab.kit.embeddedWallet.connectOtp({ otp }),
      code as string,
    )
    const user = (await page.evaluate(() =>
      (window as unknown as LabWindow).__porticoLab.kit.embeddedWallet.request('GET_USER', {
        chainId: 31337,
      }),
    )) as { address: Hex; email: string }
    expect(user.email).toBe(email)

    const signing = page.evaluate(async (address) => {
      const w = (window as unknown as LabWindow).__porticoLab.kit.embeddedWallet
      await w.setFrameVisible(true)
      try {
        return await w.request(
          'RPC_REQUEST',
          { method: 'personal_sign', params: ['0x6c6162', address], chainId: 31337 },
          { timeoutMs: null },
        )
      } finally {
        await w.setFrameVisible(false)
      }
    }, user.address)
    await page
      .frameLocator('iframe[data-portico-frame]')
      .getByRole('button', { name: 'Approve' })
      .click({ timeout: 20_000 })
    const { result } = (await signing) as { result: Hex }
    expect(await verifyMessage({ address: user.address, message: 'lab', signature: result })).toBe(
      true,
    )
  }, 120_000)
})
