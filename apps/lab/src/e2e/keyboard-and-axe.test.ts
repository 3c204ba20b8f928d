import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LAB_VIEWS } from '../app/views-panel.js'
import type { LabStack } from '../stack/start-lab-stack.js'
import { axeSource } from './lab-browser.js'
import { closeModal, labPage, openConnectList, truncated } from './lab-driver.js'
import { setUpLabSession } from './lab-session.js'

// Scenario 8 of the lab issue: keyboard-only connect and disconnect, and axe-core on the lab page
// with the modal open.
let lab: LabStack
let page: Page

setUpLabSession({}, (session) => {
  ;({ lab, page } = session)
})

/** What has the keyboard focus: its accessible text and test id. */
interface Focused {
  tag: string
  text: string
  label: string
  testId: string
}

function focused(target: Page): Promise<Focused> {
  return target.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return {
      tag: element?.tagName ?? '',
      text: element?.textContent?.trim() ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      testId: element?.getAttribute('data-testid') ?? '',
    }
  })
}

/** Presses Tab until `matches` holds for the focused element (at most 60 presses). */
async function tabTo(
  target: Page,
  what: string,
  matches: (element: Focused) => boolean,
): Promise<void> {
  for (let press = 0; press < 60; press++) {
    if (matches(await focused(target))) return
    await target.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${what}; focus is on ${JSON.stringify(await focused(target))}`)
}

/**
 * Waits until the view inside the dialog has rendered `ready` (its lazily loaded content) and the
 * dialog holds the focus (both bounded), so Tab starts from the view's settled initial focus.
 */
async function focusInsideDialog(target: Page, ready: Locator): Promise<void> {
  await ready.waitFor({ timeout: 10_000 })
  await target.waitForFunction(
    () => document.activeElement?.closest('[role="dialog"]') !== null,
    undefined,
    { timeout: 10_000 },
  )
}

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/** Runs axe-core (from the axe-core package) on the whole page. */
async function axeViolations(target: Page): Promise<string[]> {
  // Through the DevTools protocol: the lab's CSP (script-src 'self') refuses an inline <script>.
  await target.evaluate(axeSource())
  const { violations, passes } = await target.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document): Promise<{ violations: AxeViolation[]; passes: unknown[] }> }
      }
    ).axe
    const results = await axe.run(document)
    return { violations: results.violations, passes: results.passes.length }
  })
  // axe really looked at something (it reports passed rules too).
  if (passes === 0) throw new Error('axe-core checked no rule on the page')
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}

describe('lab e2e: keyboard only, and axe', () => {
  it('8a. connects and disconnects with the keyboard only', async () => {
    const ui = labPage(page)
    await page.locator('body').focus()
    await tabTo(page, 'the connect button', (element) => element.testId === 'lab-connect')
    await page.keyboard.press('Enter')
    await ui.dialog.waitFor()
    await focusInsideDialog(page, ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }))
    // Focus moves into the dialog; Tab reaches the injected wallet.
    await tabTo(
      page,
      'the injected wallet',
      (element) => element.tag === 'BUTTON' && element.text.includes('Portico Test Wallet'),
    )
    await page.keyboard.press('Enter')
    const address = lab.config.injectedWallet.address
    await ui.connectButton.filter({ hasText: truncated(address) }).waitFor({ timeout: 30_000 })
    await ui.dialog.waitFor({ state: 'detached', timeout: 20_000 })

    await tabTo(page, 'the account button', (element) => element.testId === 'lab-connect')
    await page.keyboard.press('Enter')
    await focusInsideDialog(page, ui.dialog.getByRole('button', { name: 'Disconnect' }))
    await tabTo(
      page,
      'Disconnect',
      (element) =>
        element.tag === 'BUTTON' &&
        (element.label === 'Disconnect' || element.text === 'Disconnect'),
    )
    await page.keyboard.press('Enter')
    await expect
      .poll(() => ui.connectButton.textContent(), { timeout: 20_000 })
      .toBe('Connect Wallet')
  }, 120_000)

  it('8b. axe finds no violations on the lab page with the modal open (Connect, then Account)', async () => {
    const ui = labPage(page)
    await closeModal(page)
    await openConnectList(page)
    await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    await closeModal(page)
    await ui.connectButton.click()
    await ui.dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
    await ui.dialog.getByRole('tabpanel').getByText('USDC', { exact: true }).waitFor({
      timeout: 30_000,
    })
    expect(await axeViolations(page)).toEqual([])
  }, 120_000)

  it('8c. axe finds no violations in the light theme either (settings from the URL)', async () => {
    const ui = labPage(page)
    await page.goto(`${lab.url}?theme=light`)
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    await ui.connectButton.click()
    await ui.dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
    expect(await ui.hookState('useAppKitTheme').textContent()).toContain('"themeMode": "light"')
    expect(await axeViolations(page)).toEqual([])
  }, 120_000)
})

describe('lab e2e: settings kept in the URL', () => {
  it('turning features off, the theme and the networks go into a shareable URL that the kit applies', async () => {
    const ui = labPage(page)
    await page.goto(lab.url)
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    const settings = page.getByTestId('lab-settings')
    await settings.getByRole('checkbox', { name: 'history' }).uncheck()
    await settings.getByRole('checkbox', { name: 'send' }).uncheck()
    await settings.getByRole('radio', { name: 'light' }).check()
    await settings.getByRole('checkbox', { name: /Portico Devnet B/ }).uncheck()
    const shared = await settings.getByTestId('lab-share-url').inputValue()
    expect(new URL(shared).searchParams.get('off')).toBe('history,send')
    expect(new URL(shared).searchParams.get('theme')).toBe('light')
    expect(new URL(shared).searchParams.get('networks')).toBe('31337')
    expect(page.url()).toBe(shared)
    // The theme applies at once; features and networks when the shared URL is opened.
    expect(await ui.hookState('useAppKitTheme').textContent()).toContain('"themeMode": "light"')

    const opened = await page.context().newPage()
    await opened.goto(shared)
    const sharedUi = labPage(opened)
    await sharedUi.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    await sharedUi.connectButton.click()
    await sharedUi.dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
    // SPEC §2: panels load only when their feature is on.
    expect(await sharedUi.dialog.getByRole('tab').allTextContents()).toEqual(['Tokens'])
    expect(await sharedUi.dialog.getByRole('button', { name: 'Send' }).count()).toBe(0)
    await sharedUi.dialog.getByRole('button', { name: 'Receive' }).waitFor()
    await sharedUi.dialog
      .getByRole('button', { name: /Portico Devnet/ })
      .first()
      .click()
    await sharedUi.dialog.getByRole('list', { name: 'Networks' }).waitFor()
    expect(
      await sharedUi.dialog.getByRole('list', { name: 'Networks' }).getByRole('button').count(),
    ).toBe(1)
    await opened.close()
  }, 120_000)
})

describe('lab e2e: every view opens from the lab', () => {
  it('each "Open a view" button opens the modal at that view, with its title and no error view', async () => {
    await page.goto(lab.url)
    const ui = labPage(page)
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    const titles: Record<string, string> = {}
    for (const view of LAB_VIEWS) {
      await page.getByTestId('lab-views').getByRole('button', { name: view, exact: true }).click()
      await ui.dialog.waitFor()
      await expect.poll(() => ui.dialog.getAttribute('data-view'), { timeout: 10_000 }).toBe(view)
      titles[view] = (await ui.dialog.getByRole('heading').first().textContent()) ?? ''
      expect(await ui.dialog.textContent()).not.toContain('Something went wrong')
      await closeModal(page)
    }
    // Every view was opened (the list is not empty) and none has an empty title.
    expect(Object.keys(titles)).toEqual([...LAB_VIEWS])
    expect(LAB_VIEWS.length).toBeGreaterThan(0)
    expect(Object.entries(titles).filter(([, title]) => title.trim() === '')).toEqual([])
  }, 120_000)
})
