import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { labPage, openConnectList } from './lab-driver.js'

// Social logins end to end from the lab's modal: apps/api talks OAuth 2.0 + PKCE (OIDC
// for google and apple) to the lab's local OpenID provider, which plays all six (its apple answers
// only by response_mode=form_post, a form posted to apps/api's callback, as Apple); the wallet frame
// gets the result from its own page in the popup (or, popups blocked, by the page's redirect),
// and the kit connects through the AUTH connector with the provider and user name.
let lab: LabStack
let browser: Browser

type LabWindow = Window & {
  __porticoLab: {
    kit: {
      getAccount(): { address?: string; socialProvider?: string; user?: { userName?: string } }
      disconnect(): Promise<void>
    }
  }
}

const PROVIDERS = [
  ['google', 'Google'],
  ['x', 'X'],
  ['github', 'GitHub'],
  ['discord', 'Discord'],
  ['apple', 'Apple'],
  ['facebook', 'Facebook'],
] as const

const IOS_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.30.91'

beforeAll(async () => {
  lab = await startLabStack({ watch: false, walletFrame: true })
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

async function openLab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto(lab.url)
  await labPage(page).connectButton.waitFor()
  return page
}

/** The provider's login form (the local provider's: any user name signs in). */
async function signInAt(page: Page, userName: string): Promise<void> {
  await page.getByLabel('User name').fill(userName)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

const account = (page: Page) =>
  page.evaluate(() => {
    const found = (window as unknown as LabWindow).__porticoLab.kit.getAccount()
    return {
      address: found?.address,
      socialProvider: found?.socialProvider,
      userName: found?.user?.userName,
    }
  })

/**
 * The page the provider tests share, disconnected with the modal closed and signed out at the
 * provider (its session cookie is the only cookie of the lab's servers: without it the provider
 * shows its form again). A page left otherwise by a failed test is replaced by a fresh context.
 */
let shared: { context: BrowserContext; page: Page } | undefined
async function signedOutLab(): Promise<Page> {
  if (shared) {
    const { context, page } = shared
    await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.kit.disconnect())
    await context.clearCookies()
    const ui = labPage(page)
    if (
      (await ui.dialog.count()) === 0 &&
      (await ui.connectButton.getAttribute('data-status')) === 'disconnected'
    )
      return page
    await context.close()
  }
  const { context } = await newLabContext(browser)
  shared = { context, page: await openLab(context) }
  return shared.page
}

async function connected(page: Page, provider: string, userName: string): Promise<void> {
  await expect
    .poll(() => account(page), { timeout: 60_000 })
    .toMatchObject({ socialProvider: provider, userName, address: expect.stringMatching(/^0x/) })
}

describe('social logins from the lab modal, through the local OpenID provider', () => {
  it.each(PROVIDERS)(
    '%s: the popup opens in the click, the provider signs in, the kit is connected',
    async (provider, label) => {
      const page = await signedOutLab()
      const lab$ = labPage(page)
      await openConnectList(page)
      const button = lab$.dialog.getByRole('button', { name: `Continue with ${label}` })
      const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()])
      await expect.poll(() => page.getByText('Authenticating...').count()).toBeGreaterThan(0)
      // Listened for before the sign-in: the popup may be gone by the time the click returns.
      const closed = popup.waitForEvent('close', { timeout: 60_000 })
      const userName = `lab-${provider}-${Date.now()}`
      await signInAt(popup, userName)
      // The frame's page in the popup hands the result over and closes the popup.
      await closed.catch((error: unknown) => {
        // Where the popup stopped says which part failed (provider, apps/api or the frame).
        throw new Error(`the popup stayed open at ${popup.url()}`, { cause: error })
      })
      await connected(page, provider, userName)
    },
    120_000,
  )

  it('the popup closed at the provider: declined at once, nothing of the attempt left, Try again connects', async () => {
    await shared?.context.close()
    shared = undefined
    const { context } = await newLabContext(browser)
    try {
      const page = await openLab(context)
      const lab$ = labPage(page)
      await openConnectList(page)
      const button = lab$.dialog.getByRole('button', { name: 'Continue with GitHub' })
      const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()])
      await popup.getByLabel('User name').waitFor()
      await popup.close()
      // Well before the 45 s social timeout: the kit looks at the popup on its clock.
      await expect
        .poll(() => lab$.dialog.getByRole('alert').textContent(), { timeout: 15_000 })
        .toBe('Connection declined')
      expect(await page.getByText('Authenticating...').count()).toBe(0)
      // The frame (its own origin) forgot the attempt: a late result of it claims nothing.
      const frame = await (
        await page.locator('iframe[data-portico-frame]').elementHandle()
      )?.contentFrame()
      expect(frame, 'the wallet frame is loaded').toBeTruthy()
      expect(
        await frame?.evaluate(() => localStorage.getItem('portico-frame:social-attempt')),
      ).toBeNull()
      expect(await account(page)).toMatchObject({ socialProvider: undefined })
      // Try again: the same button, a new attempt, signed in this time.
      const [again] = await Promise.all([page.waitForEvent('popup'), button.click()])
      const userName = `lab-again-${Date.now()}`
      await signInAt(again, userName)
      await connected(page, 'github', userName)
    } finally {
      await context.close()
    }
  }, 120_000)

  it('popups blocked: the page goes to the provider and back, and the kit finishes the login', async () => {
    const { context } = await newLabContext(browser)
    try {
      // A browser that blocks the popup: window.open gives nothing.
      await context.addInitScript(() => {
        window.open = () => null
      })
      const page = await openLab(context)
      const lab$ = labPage(page)
      await openConnectList(page)
      await lab$.dialog.getByRole('button', { name: 'Continue with GitHub' }).click()
      await page.waitForURL((url) => url.origin === lab.oidc?.issuer, { timeout: 60_000 })
      const userName = `lab-redirect-${Date.now()}`
      await signInAt(page, userName)
      await page.waitForURL((url) => url.href.startsWith(lab.url), { timeout: 60_000 })
      await connected(page, 'github', userName)
      // The result does not stay in the address bar.
      expect(page.url()).not.toContain('portico_social')
    } finally {
      await context.close()
    }
  }, 120_000)

  it('an in-messenger browser (Instagram on iOS) hides Google, as SPEC §6 says', async () => {
    const context = await browser.newContext({
      userAgent: IOS_INSTAGRAM,
      viewport: { width: 390, height: 844 },
    })
    try {
      const page = await openLab(context)
      const lab$ = labPage(page)
      await lab$.connectButton.click()
      const socials = lab$.dialog.getByRole('region', { name: 'Sign in with a social account' })
      await socials.waitFor()
      const names = await socials.getByRole('button').allTextContents()
      expect(names).not.toContain('Continue with Google')
      expect(names).toEqual(
        expect.arrayContaining([
          'Continue with X',
          'Continue with Discord',
          'Continue with GitHub',
          'Continue with Apple',
          'Continue with Facebook',
        ]),
      )
    } finally {
      await context.close()
    }
  }, 120_000)
})
