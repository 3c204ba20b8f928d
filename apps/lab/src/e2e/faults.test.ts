import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { cutFromBrowser, faultTable, isChainRpc, isDataApi, since } from './fault-cells.js'
import { ensureConnected, retryUntilShown, setWalletMode, status } from './fault-driver.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { closeModal, failureShot, labPage, truncated } from './lab-driver.js'

// Issue 23, injected wallet: each part the kit talks to (the data API, the chain's node, the wallet)
// is cut from the browser — its traffic refused, as when its process is gone — before or during a
// flow; the test reads what the user is told, retries as the user would once the part is back, and
// checks the state after. Times to the message and to recovery are printed, never asserted.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page
let errors: string[]
const table = faultTable('faults.test.ts')

beforeAll(async () => {
  lab = await startLabStack({ watch: false })
  browser = await launchChromium()
  ;({ context, errors } = await newLabContext(browser))
  page = await context.newPage()
  await page.goto(lab.url)
}, 180_000)

afterAll(async () => {
  table.print()
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

const account = () => lab.config.injectedWallet.address
const chainName = () => lab.config.chains[0]!.name
const WALLET_SILENT = 'The wallet did not answer. Open your wallet and try again.'
const unreachable = () => `Could not reach ${chainName()}. Check your connection and try again.`

describe('faults with the injected wallet: data API, chain node, wallet', () => {
  it('data API down from the start: connect works, Account says "Token Balance Unavailable" with Try again; back, Try again fills tokens and Activity', async () => {
    const fresh = await newLabContext(browser)
    const restore = await cutFromBrowser(fresh.context, (url) => isDataApi(lab, url))
    const other = await fresh.context.newPage()
    try {
      await other.goto(lab.url)
      const ui = labPage(other)
      const started = performance.now()
      await ui.connectButton.click()
      await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await ui.connectButton.filter({ hasText: truncated(account()) }).waitFor({ timeout: 30_000 })
      expect(await status(other)).toBe('connected')
      await ui.connectButton.click()
      const tokens = ui.dialog.getByRole('tabpanel')
      const failed = tokens.getByRole('alert')
      await failed.getByText('Token Balance Unavailable').waitFor({ timeout: 30_000 })
      const toMessageMs = since(started)
      await restore()
      const back = performance.now()
      const clicks = await retryUntilShown(
        failed.getByRole('button', { name: 'Try again' }),
        tokens.getByText('USDC', { exact: true }).first(),
      )
      await ui.dialog.getByRole('tab', { name: 'Activity' }).click()
      await ui.dialog
        .getByRole('tabpanel')
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: 30_000 })
      table.record({
        part: 'data API',
        flow: 'connect + account view (down from the start)',
        shown: 'Token Balance Unavailable + Try again',
        recovery: `Try again (${clicks} clicks: 30 s retry block): tokens, then Activity, listed`,
        toMessageMs,
        toRecoveryMs: since(back),
      })
      expect(
        fresh.errors.filter(
          (line) => !/favicon|ERR_CONNECTION_REFUSED|Failed to load resource/.test(line),
        ),
      ).toEqual([])
    } finally {
      await fresh.context.close()
    }
  }, 120_000)

  it('data API cut during the session: Activity says "Failed to fetch transactions" with Try again; back, Try again lists it', async () => {
    const ui = labPage(page)
    await ensureConnected(page)
    const restore = await cutFromBrowser(context, (url) => isDataApi(lab, url))
    try {
      await ui.connectButton.click()
      const started = performance.now()
      await ui.dialog.getByRole('tab', { name: 'Activity' }).click()
      const failed = ui.dialog.getByRole('tabpanel').getByRole('alert')
      await failed.getByText('Failed to fetch transactions').waitFor({ timeout: 30_000 })
      const toMessageMs = since(started)
      await restore()
      const back = performance.now()
      await failed.getByRole('button', { name: 'Try again' }).click()
      await ui.dialog
        .getByRole('tabpanel')
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: 30_000 })
      table.record({
        part: 'data API',
        flow: 'account view, Activity (cut during the session)',
        shown: 'Failed to fetch transactions + Try again',
        recovery: 'Try again: Activity listed',
        toMessageMs,
        toRecoveryMs: since(back),
      })
    } finally {
      await restore()
      await closeModal(page)
    }
  }, 120_000)

  it('chain node cut after connecting: "Send 0.01 ETH" names the network and what to do; back, the same send lands', async () => {
    const ui = labPage(page)
    await ensureConnected(page)
    const restore = await cutFromBrowser(context, (url) => isChainRpc(lab, url))
    try {
      const started = performance.now()
      await ui.action('Send 0.01 ETH').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toContain(`Send transaction: failed: ${unreachable()}`)
      const toMessageMs = since(started)
      expect(await status(page)).toBe('connected')
      await restore()
      const back = performance.now()
      await ui.action('Send 0.01 ETH').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toMatch(/Send transaction: ok: 0x[0-9a-f]{64}/)
      table.record({
        part: 'chain RPC',
        flow: 'send (lab action, after connecting)',
        shown: unreachable(),
        recovery: 'same button: sent',
        toMessageMs,
        toRecoveryMs: since(back),
      })
    } finally {
      await restore()
    }
  }, 120_000)

  it('chain node cut after connecting: signing needs no node and still works', async () => {
    const ui = labPage(page)
    await ensureConnected(page)
    const restore = await cutFromBrowser(context, (url) => isChainRpc(lab, url))
    try {
      const started = performance.now()
      await ui.action('Sign message').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toMatch(/Sign message: ok: 0x/)
      table.record({
        part: 'chain RPC',
        flow: 'sign (after connecting)',
        shown: 'signed (the wallet signs locally)',
        recovery: 'nothing to recover',
        toMessageMs: since(started),
        toRecoveryMs: undefined,
      })
    } finally {
      await restore()
    }
  }, 60_000)

  it('chain node cut in the Send view: the toast names the network; back, Send again lands', async () => {
    const ui = labPage(page)
    await ensureConnected(page)
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Send' }).click()
    await ui.dialog.getByRole('button', { name: /Token/ }).waitFor()
    await ui.dialog.getByLabel('Amount').fill('0.01')
    await ui.dialog.getByLabel('To', { exact: true }).fill(lab.devnet.accounts[6]!.address)
    const preview = ui.dialog.getByRole('button', { name: 'Preview send' })
    await expect.poll(() => preview.isEnabled(), { timeout: 20_000 }).toBe(true)
    await preview.click()
    const send = ui.dialog.getByRole('button', { name: 'Send', exact: true })
    await send.waitFor()
    const restore = await cutFromBrowser(context, (url) => isChainRpc(lab, url))
    try {
      const started = performance.now()
      await send.click()
      await page.getByText(unreachable()).first().waitFor({ timeout: 30_000 })
      const toMessageMs = since(started)
      await restore()
      const back = performance.now()
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true)
      await send.click()
      await ui.dialog.getByRole('tab', { name: 'Tokens' }).waitFor({ timeout: 30_000 })
      table.record({
        part: 'chain RPC',
        flow: 'send (Send view, after connecting)',
        shown: `toast: ${unreachable()}`,
        recovery: 'Send again: sent, back on Account',
        toMessageMs,
        toRecoveryMs: since(back),
      })
    } finally {
      await restore()
      await closeModal(page)
    }
  }, 120_000)

  it('the wallet declines the connection: "Connection declined" with Try again; approving, Try again connects', async () => {
    const ui = labPage(page)
    await ensureConnected(page)
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: /Disconnect/ }).click()
    await ui.connectButton.filter({ hasText: /Connect/ }).waitFor({ timeout: 30_000 })
    await closeModal(page)
    await ui.walletMode(/Reject/).check()
    const started = performance.now()
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
    await ui.dialog.getByText('Connection declined').waitFor({ timeout: 30_000 })
    const toMessageMs = since(started)
    expect(await status(page)).toBe('disconnected')
    // The user now approves in the wallet (the lab's controls sit behind the open modal).
    await setWalletMode(page, 'approve')
    const back = performance.now()
    await ui.dialog.getByRole('button', { name: 'Try again' }).click()
    await ui.connectButton.filter({ hasText: truncated(account()) }).waitFor({ timeout: 30_000 })
    expect(await status(page)).toBe('connected')
    table.record({
      part: 'wallet',
      flow: 'connect (wallet declines)',
      shown: 'Connection declined + Try again',
      recovery: 'Try again after approving: connected',
      toMessageMs,
      toRecoveryMs: since(back),
    })
  }, 90_000)

  it('a wallet that never answers (lab wallettimeout=3000): connect and sign fail with the wallet named; answering again, Try again connects and signing works', async () => {
    const fresh = await newLabContext(browser)
    const other = await fresh.context.newPage()
    try {
      await other.goto(`${lab.url}?wallettimeout=3000`)
      const ui = labPage(other)
      await setWalletMode(other, 'hang')
      const started = performance.now()
      await ui.connectButton.click()
      await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await ui.dialog.getByText('Connection failed').waitFor({ timeout: 30_000 })
      await ui.dialog.getByText(WALLET_SILENT).waitFor()
      const toMessageMs = since(started)
      expect(await status(other)).toBe('disconnected')
      await setWalletMode(other, 'approve')
      const back = performance.now()
      await ui.dialog.getByRole('button', { name: 'Try again' }).click()
      await ui.connectButton.filter({ hasText: truncated(account()) }).waitFor({ timeout: 30_000 })
      expect(await status(other)).toBe('connected')
      table.record({
        part: 'wallet',
        flow: 'connect (wallet never answers)',
        shown: `Connection failed: ${WALLET_SILENT} + Try again`,
        recovery: 'wallet answers, Try again: connected',
        toMessageMs,
        toRecoveryMs: since(back),
      })

      await closeModal(other)
      await setWalletMode(other, 'hang')
      const signing = performance.now()
      await ui.action('Sign message').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toBe(`Sign message: failed: ${WALLET_SILENT}`)
      const toSignMessageMs = since(signing)
      await setWalletMode(other, 'approve')
      const answering = performance.now()
      await ui.action('Sign message').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toMatch(/Sign message: ok: 0x/)
      table.record({
        part: 'wallet',
        flow: 'sign (wallet never answers)',
        shown: `Sign message: failed: ${WALLET_SILENT}`,
        recovery: 'wallet answers: the same button signs',
        toMessageMs: toSignMessageMs,
        toRecoveryMs: since(answering),
      })
    } finally {
      await fresh.context.close()
    }
  }, 120_000)

  it('leaves no page errors behind', () => {
    expect(
      errors.filter((line) => !/favicon|ERR_CONNECTION_REFUSED|Failed to load resource/.test(line)),
    ).toEqual([])
  })
})
