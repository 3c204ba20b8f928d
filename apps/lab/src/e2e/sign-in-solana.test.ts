import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LabSolana } from '../lab-config.js'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { failureShot, labPage, screenshot } from './lab-driver.js'

// Sign-in with Solana (issue 14): the Solana family only, the Wallet Standard test wallet signing
// the CAIP-122 message, apps/api verifying it (ed25519) on its `/v1/siwx` routes.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page

const sol = (): LabSolana => {
  if (!lab.config.solana) throw new Error('the lab started no Solana chain')
  return lab.config.solana
}

beforeAll(async () => {
  lab = await startLabStack({ watch: false, families: ['solana'] })
  browser = await launchChromium()
  ;({ context } = await newLabContext(browser))
  page = await context.newPage()
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

function signInStatus(): Promise<string> {
  return page.evaluate(() => {
    const lab = (window as unknown as { __porticoLab: { kit: { getSnapshot(): never } } })
      .__porticoLab
    return (lab.kit.getSnapshot() as { signIn: { status: string } }).signIn.status
  })
}

async function sessionStatus(token: string): Promise<{ status: number; address?: string }> {
  const response = await fetch(`${lab.apiUrl}/v1/siwx/session`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await response.json()) as { session?: { address: string } }
  return { status: response.status, ...(body.session ? { address: body.session.address } : {}) }
}

describe('sign-in with Solana', () => {
  it('connect → sign → the server confirms → reload stays signed in → disconnect signs out', async () => {
    const ui = labPage(page)
    await page.goto(`${lab.url}?families=solana&signin=optional`)
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: /Portico Solana Wallet/ }).click()
    await page.locator('[data-view="SIWXSignMessage"]').waitFor({ timeout: 30_000 })
    await ui.dialog.getByText('Solana Local (simulated)').waitFor()
    await screenshot(page, 'sign-in-solana-prompt')
    await ui.dialog.getByRole('button', { name: 'Sign' }).click()
    await expect.poll(signInStatus, { timeout: 20_000 }).toBe('signed')

    const raw = await page.evaluate(() => localStorage.getItem('portico.siwx.server'))
    const [entry] = Object.values(
      JSON.parse(raw ?? '{}') as Record<string, { token: string; session: { message: string } }>,
    )
    expect(entry?.session.message).toContain('wants you to sign in with your Solana account:')
    expect(await sessionStatus(entry?.token ?? '')).toEqual({
      status: 200,
      address: sol().wallet.address,
    })

    await page.reload()
    await ui.connectButton.filter({ hasText: 'SOL' }).waitFor({ timeout: 30_000 })
    await expect.poll(signInStatus, { timeout: 20_000 }).toBe('signed')
    expect(await page.locator('[data-view="SIWXSignMessage"]').count()).toBe(0)

    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect
      .poll(async () => (await sessionStatus(entry?.token ?? '')).status, { timeout: 20_000 })
      .toBe(401)
  })
})
