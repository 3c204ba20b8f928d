// @vitest-environment node
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import ar from '../src/i18n/locales/ar.js'
import {
  scenarioDialog,
  scenarioPages,
  screenshot,
  setUpFixtureHarness,
} from './fixture-harness.js'
import { checkRtlDialog, readRtlLayout, readsLeftToRight } from './rtl.js'
import { WALLET_SCENARIOS } from './wallet-fixture/wallet-scenarios.js'

const harness = setUpFixtureHarness('wallet-fixture')
/** Every test of the file takes its turn on one page, each in a new document. */
const desktop = scenarioPages(harness, { viewport: { width: 900, height: 800 } })

/** The text of a message up to its first argument (enough to find it on the page). */
const lead = (message: string) => message.split('{')[0]!.trim()
const month = (index: number) =>
  new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index))

/** What each wallet scenario shows once settled, in Arabic (data from the API stays as it is). */
const SETTLED: Record<string, string> = {
  account: 'USD Coin',
  'account-nfts': 'Portico Pioneer #12',
  'account-activity': month(2),
  'account-activity-older': month(11),
  'account-hostile-token': 'Free tokens',
  'account-tokens-error': ar.account.tokenBalanceUnavailable,
  'account-activity-empty': ar.account.noActivity,
  send: ar.send.preview,
  'send-insufficient-gas': lead(ar.send.insufficientGas),
  'send-preview': 'friend.eth',
  receive: ar.receive.copyAddress,
  networks: ar.networks.tagActive,
  'unsupported-chain': ar.unsupportedChain.disconnect,
  'approve-transaction': ar.approveTransaction.approveInWallet,
  'action-not-allowed': ar.approveTransaction.actionNotAllowed,
}

/** Amounts and addresses each scenario shows: they must read left to right. */
const LTR_ISLANDS: Record<string, string[]> = {
  account: ['.portico-balance', '.portico-token-side > *'],
  'account-activity': ['.portico-tx .portico-muted'],
  'send-preview': [
    '.portico-balance',
    '.portico-balance + .portico-text',
    '.portico-summary-value',
  ],
  receive: ['.portico-address'],
}

const TABS = { NFTs: ar.account.tabNfts, Activity: ar.account.tabActivity } as const

/** Opens a wallet scenario in Arabic (a new document) and waits until it shows what it should. */
async function openScenario(name: string): Promise<{ page: Page; dialog: Locator }> {
  const scenario = WALLET_SCENARIOS[name]!
  const settled = SETTLED[name]
  if (!settled) throw new Error(`no Arabic "settled" text for the wallet scenario ${name}`)
  const { page } = await desktop.open(`/?scenario=${name}&theme=dark&locale=ar`)
  const dialog = await scenarioDialog(page, scenario.view, 20_000)
  // The Arabic catalogue is in once Close has its Arabic name.
  await dialog.getByRole('button', { name: ar.modal.close, exact: true }).first().waitFor()
  if (scenario.tab) await dialog.getByRole('tab', { name: TABS[scenario.tab] }).click()
  if (scenario.scrollToEnd) {
    await dialog.getByRole('tabpanel').getByRole('listitem').first().waitFor()
    await dialog.getByRole('tabpanel').evaluate((panel) => {
      panel.scrollTop = panel.scrollHeight
    })
  }
  await dialog.getByText(settled, { exact: false }).first().waitFor({ timeout: 20_000 })
  return { page, dialog }
}

/**
 * Right to left: every wallet view of the fixture in Arabic, in real Chromium: the modal
 * root is `dir="rtl"` `lang="ar"`, the header is mirrored, amounts and addresses stay left to
 * right and axe-core finds zero violations. With `PORTICO_SCREENSHOTS=1`, a screenshot goes to
 * `test-results/screenshots/rtl-wallet-*.png`.
 */
describe('wallet views in Arabic (right to left)', () => {
  it.each(Object.keys(WALLET_SCENARIOS))(
    '%s: mirrored, amounts left to right, zero axe violations',
    async (name) => {
      const { page, dialog } = await openScenario(name)
      for (const selector of LTR_ISLANDS[name] ?? []) {
        expect(await readsLeftToRight(dialog, selector), selector).toBe(true)
      }
      await checkRtlDialog(page, dialog, `rtl-wallet-${name}`)
    },
    60_000,
  )
})

describe('wallet flow in Arabic', () => {
  it('Account → Send: Back sits at the right with its chevron mirrored; the address field stays LTR', async () => {
    const { page, dialog: account } = await openScenario('account')
    await account.getByRole('button', { name: ar.account.send, exact: true }).click()
    const send = page.locator('[role="dialog"][data-view="WalletSend"]')
    await send.waitFor()
    const back = send.getByRole('button', { name: ar.modal.back, exact: true })
    const header = await back.evaluate((button) => {
      const title = button.closest('[role="dialog"]')?.querySelector('.portico-title')
      const icon = button.querySelector('svg')
      return {
        backRightOfTitle:
          title !== null &&
          title !== undefined &&
          button.getBoundingClientRect().left >= title.getBoundingClientRect().right - 1,
        transform: icon ? getComputedStyle(icon).transform : '',
      }
    })
    expect(header).toEqual({ backRightOfTitle: true, transform: 'matrix(-1, 0, 0, 1, 0, 0)' })
    expect(await readRtlLayout(send)).toMatchObject({ dir: 'rtl', closeLeftOfTitle: true })
    const to = send.getByLabel(ar.send.to, { exact: true })
    expect(await to.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr')
    const amount = send.getByLabel(ar.send.amount, { exact: true })
    expect(await amount.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr')
    await screenshot(send, 'rtl-wallet-send-from-account')
  }, 60_000)

  it('the same flow in English keeps the chevron unmirrored at the left (the check can fail)', async () => {
    const { page } = await desktop.open('/?scenario=account&theme=dark')
    const account = page.locator('[role="dialog"][data-view="Account"]')
    await account.getByRole('button', { name: 'Send', exact: true }).click()
    const back = page.getByRole('button', { name: 'Back', exact: true })
    await back.waitFor()
    expect(
      await back.evaluate((button) => getComputedStyle(button.querySelector('svg')!).transform),
    ).toBe('none')
    expect(await readRtlLayout(page.locator('[role="dialog"]'))).toMatchObject({
      dir: 'ltr',
      closeLeftOfTitle: false,
    })
  }, 60_000)
})
