import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LabFamily } from '../lab-config.js'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { failureShot, type LabPage, labPage, openConnectList, screenshot } from './lab-driver.js'

/** One family's sign-in path through the lab: what differs between families. */
export interface SignInScenario {
  family: LabFamily
  /** The family's name in the message ("… with your Solana account:"). */
  accountLabel: string
  /** The local network's name shown on the prompt. */
  networkName: string
  /** Text the account button shows once connected (the native symbol). */
  symbol: (lab: LabStack) => string
  /** Picks the family's test wallet in the open Connect view. */
  pickWallet: (ui: LabPage) => Promise<void>
}

// Read inside the page (page.evaluate sends the function's text, not its closure).
type LabWindow = {
  __porticoLab: {
    kit: {
      getSnapshot(): { signIn: { status: string } }
      getAccount(ns: string): { address?: string } | undefined
    }
  }
}

/**
 * connect → the SIWX prompt → sign → the server's session endpoint confirms the account → reload
 * stays signed in without a prompt → disconnect signs out (the session answers 401), in Chromium
 * against the lab stack started with this family only (apps/api verifies on `/v1/siwx`).
 */
export function describeSignIn(scenario: SignInScenario): void {
  const namespace = scenario.family
  let lab: LabStack
  let browser: Browser
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    lab = await startLabStack({ watch: false, families: [scenario.family] })
    browser = await launchChromium()
    ;({ context } = await newLabContext(browser))
    page = await context.newPage()
  }, 180_000)

  afterAll(async () => {
    await browser?.close().catch(() => undefined)
    await lab?.stop()
  }, 60_000)

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed())
      await failureShot(page, task.name)
  })

  const signInStatus = () =>
    page.evaluate(
      () => (window as unknown as LabWindow).__porticoLab.kit.getSnapshot().signIn.status,
    )
  const sessionStatus = async (token: string) => {
    const response = await fetch(`${lab.apiUrl}/v1/siwx/session`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = (await response.json()) as { session?: { address: string } }
    return { status: response.status, ...(body.session ? { address: body.session.address } : {}) }
  }

  describe(`sign-in with ${scenario.accountLabel}`, () => {
    it('connect → sign → the server confirms → reload stays signed in → disconnect signs out', async () => {
      const ui = labPage(page)
      await page.goto(`${lab.url}?families=${scenario.family}&signin=optional`)
      await openConnectList(page)
      await scenario.pickWallet(ui)
      await page.locator('[data-view="SIWXSignMessage"]').waitFor({ timeout: 60_000 })
      await ui.dialog.getByText(scenario.networkName).first().waitFor()
      await screenshot(page, `sign-in-${scenario.family}-prompt`)
      await ui.dialog.getByRole('button', { name: 'Sign' }).click()
      await expect.poll(signInStatus, { timeout: 30_000 }).toBe('signed')

      const raw = await page.evaluate(() => localStorage.getItem('portico.siwx.server'))
      const [entry] = Object.values(
        JSON.parse(raw ?? '{}') as Record<string, { token: string; session: { message: string } }>,
      )
      expect(entry?.session.message).toContain(
        `wants you to sign in with your ${scenario.accountLabel} account:`,
      )
      const address = await page.evaluate(
        (ns) => (window as unknown as LabWindow).__porticoLab.kit.getAccount(ns)?.address,
        namespace,
      )
      expect(address).toBeTruthy()
      expect(await sessionStatus(entry?.token ?? '')).toEqual({ status: 200, address })

      await page.reload()
      await ui.connectButton.filter({ hasText: scenario.symbol(lab) }).waitFor({ timeout: 60_000 })
      await expect.poll(signInStatus, { timeout: 30_000 }).toBe('signed')
      expect(await page.locator('[data-view="SIWXSignMessage"]').count()).toBe(0)

      await ui.connectButton.click()
      await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
      await expect
        .poll(async () => (await sessionStatus(entry?.token ?? '')).status, { timeout: 30_000 })
        .toBe(401)
    }, 180_000)
  })
}
