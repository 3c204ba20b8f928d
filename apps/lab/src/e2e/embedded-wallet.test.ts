import { loginWithEmailInFrame } from '@portico/testing/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { labPage } from './lab-driver.js'

// From the lab page without the modal: the kit's embedded wallet (createAppKit({ embeddedWallet }))
// loads the wallet frame from its own origin on the first email action, logs in with the address
// and the code the lab inbox received typed in the frame's own card, and signs after the user
// approved inside the frame.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page

type LabWindow = Window & {
  __porticoLab: {
    kit: {
      embeddedWallet: {
        connectEmail(): Promise<{ email: string }>
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
  it('loads the frame on the first email action, logs in with the inbox code typed in the frame and signs after approval in the frame', async () => {
    expect(await page.locator('iframe[data-portico-frame]').count()).toBe(0)
    const email = `lab-${Date.now()}@example.org`
    // The kit shows the frame; the address and the code are typed in its own card.
    const login = await loginWithEmailInFrame({
      inbox: lab.smtp.inbox,
      page,
      context,
      email,
      start: () =>
        page.evaluate(async () => {
          const w = (window as unknown as LabWindow).__porticoLab.kit.embeddedWallet
          try {
            return await w.connectEmail()
          } catch (error) {
            return { error: (error as Error).message }
          }
        }),
    })
    expect(login.answer).toEqual({ email })
    expect(await page.locator('iframe[data-portico-frame]').count()).toBe(1)
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
