import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { LabStack } from '../stack/start-lab-stack.js'
import { cutFromBrowser, DATA_API_TIMEOUT_MS, faultTable, isDataApi, since } from './fault-cells.js'
import { ensureConnected, setWalletMode, status } from './fault-driver.js'
import { newLabContext } from './lab-browser.js'
import { closeModal, connectInjected, labPage, openConnectList, truncated } from './lab-driver.js'
import { setUpLabSession } from './lab-session.js'

// Injected wallet: each part the kit talks to (the data API, the wallet; the chain's node
// in faults-node.test.ts) is cut from the browser — its traffic refused, as when its process is gone — before or during a
// flow; the test reads what the user is told, retries as the user would once the part is back, and
// checks the state after. Each cell asserts an upper bound on the time to the message (the kit's
// timeout for the step, or 3x its designed time), printed beside the figure; recovery is printed.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page
let errors: string[]
const table = faultTable('faults.test.ts')

/**
 * The lab's `wallettimeout` on this file's pages: the adapter gives up on a silent wallet after it,
 * so a wallet's own answer (a refusal) is due before it and a silence is named soon after it.
 */
const WALLET_TIMEOUT_MS = 3_000

setUpLabSession({ ready: false, query: `?wallettimeout=${WALLET_TIMEOUT_MS}` }, (session) => {
  ;({ lab, browser, context, page, errors } = session)
})

afterAll(() => table.print())

const account = () => lab.config.injectedWallet.address
const WALLET_SILENT = 'The wallet did not answer. Open your wallet and try again.'
const SIGN_IN_DOWN = 'Could not reach the sign-in server. Check your connection and try again.'
/** A silent wallet is named on the kit's timer: held to 3x it, wall clock. */
const silentBound = {
  ms: 3 * WALLET_TIMEOUT_MS,
  from: `3x the wallet timeout (wallettimeout=${WALLET_TIMEOUT_MS})`,
}

/** The kit's sign-in status in `on`. */
const signInStatus = (on: Page) =>
  on.evaluate(
    () =>
      (
        window as unknown as {
          __porticoLab: { kit: { getSnapshot(): { signIn: { status: string } } } }
        }
      ).__porticoLab.kit.getSnapshot().signIn.status,
  )

describe('faults with the injected wallet: data API, wallet', () => {
  it('data API down from the start: connect works, Account says "Token Balance Unavailable" with Try again; back, one Try again fills tokens, then Activity', async () => {
    const fresh = await newLabContext(browser)
    const restore = await cutFromBrowser(fresh.context, (url) => isDataApi(lab, url))
    const other = await fresh.context.newPage()
    try {
      await other.goto(lab.url)
      const ui = labPage(other)
      const connecting = performance.now()
      await ui.connectButton.click()
      await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await ui.connectButton.filter({ hasText: truncated(account()) }).waitFor({ timeout: 30_000 })
      const toConnectedMs = since(connecting)
      expect(await status(other)).toBe('connected')
      // Timed from opening Account: the balance request (sent then, or already at the connect) is
      // what the bound holds, not the connect before it.
      const started = performance.now()
      await ui.connectButton.click()
      const tokens = ui.dialog.getByRole('tabpanel')
      const failed = tokens.getByRole('alert')
      await failed.getByText('Token Balance Unavailable').waitFor({ timeout: 30_000 })
      const toMessageMs = since(started)
      await restore()
      const back = performance.now()
      // One click: the user's Try again asks at once (the 30 s block holds automatic retries only).
      await failed.getByRole('button', { name: 'Try again' }).click()
      await tokens.getByText('USDC', { exact: true }).first().waitFor({ timeout: 30_000 })
      const toBalancesMs = since(back)
      await ui.dialog.getByRole('tab', { name: 'Activity' }).click()
      await ui.dialog
        .getByRole('tabpanel')
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: 30_000 })
      table.recordWithin({
        part: 'data API',
        flow: `connect (connected in ${toConnectedMs} ms) + account view (down from the start)`,
        shown: 'Token Balance Unavailable + Try again',
        recovery: `one Try again: tokens listed in ${toBalancesMs} ms, then Activity`,
        toMessageMs,
        toRecoveryMs: since(back),
        bound: { ms: DATA_API_TIMEOUT_MS, from: "api-client's DEFAULT_TIMEOUT_MS" },
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
      table.recordWithin({
        part: 'data API',
        flow: 'account view, Activity (cut during the session)',
        shown: 'Failed to fetch transactions + Try again',
        recovery: 'Try again: Activity listed',
        toMessageMs,
        toRecoveryMs: since(back),
        bound: { ms: DATA_API_TIMEOUT_MS, from: "api-client's DEFAULT_TIMEOUT_MS" },
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
    await openConnectList(page)
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
    table.recordWithin({
      part: 'wallet',
      flow: 'connect (wallet declines)',
      shown: 'Connection declined + Try again',
      recovery: 'Try again after approving: connected',
      toMessageMs,
      toRecoveryMs: since(back),
      bound: {
        ms: WALLET_TIMEOUT_MS,
        from: `before the wallet timeout (wallettimeout=${WALLET_TIMEOUT_MS}): the wallet's own answer`,
      },
    })
  }, 90_000)

  it(`a wallet that never answers (lab wallettimeout=${WALLET_TIMEOUT_MS}): connect and sign fail with the wallet named within 3x the timeout; answering again, Try again connects and signing works`, async () => {
    const fresh = await newLabContext(browser)
    const other = await fresh.context.newPage()
    try {
      await other.goto(`${lab.url}?wallettimeout=${WALLET_TIMEOUT_MS}`)
      const ui = labPage(other)
      await setWalletMode(other, 'hang')
      const started = performance.now()
      await openConnectList(other)
      await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await ui.dialog.getByText('Connection failed').waitFor({ timeout: 30_000 })
      await ui.dialog.getByText(WALLET_SILENT).waitFor()
      const toMessageMs = since(started)
      expect(await status(other)).toBe('disconnected')
      // It is the timeout that named it, not an earlier failure.
      expect(toMessageMs).toBeGreaterThanOrEqual(WALLET_TIMEOUT_MS)
      await setWalletMode(other, 'approve')
      const back = performance.now()
      await ui.dialog.getByRole('button', { name: 'Try again' }).click()
      await ui.connectButton.filter({ hasText: truncated(account()) }).waitFor({ timeout: 30_000 })
      expect(await status(other)).toBe('connected')
      table.recordWithin({
        part: 'wallet',
        flow: 'connect (wallet never answers)',
        shown: `Connection failed: ${WALLET_SILENT} + Try again`,
        recovery: 'wallet answers, Try again: connected',
        toMessageMs,
        toRecoveryMs: since(back),
        bound: silentBound,
      })

      await closeModal(other)
      await setWalletMode(other, 'hang')
      const signing = performance.now()
      await ui.action('Sign message').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toBe(`Sign message: failed: ${WALLET_SILENT}`)
      const toSignMessageMs = since(signing)
      expect(toSignMessageMs).toBeGreaterThanOrEqual(WALLET_TIMEOUT_MS)
      await setWalletMode(other, 'approve')
      const answering = performance.now()
      await ui.action('Sign message').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toMatch(/Sign message: ok: 0x/)
      table.recordWithin({
        part: 'wallet',
        flow: 'sign (wallet never answers)',
        shown: `Sign message: failed: ${WALLET_SILENT}`,
        recovery: 'wallet answers: the same button signs',
        toMessageMs: toSignMessageMs,
        toRecoveryMs: since(answering),
        bound: silentBound,
      })
    } finally {
      await fresh.context.close()
    }
  }, 120_000)

  it('the sign-in server down when the user signs: the toast names it, the kit disconnects; back, connecting and signing signs in', async () => {
    const fresh = await newLabContext(browser)
    const other = await fresh.context.newPage()
    try {
      await other.goto(`${lab.url}?signin=optional`)
      const ui = labPage(other)
      const signView = ui.dialog.and(other.locator('[data-view="SIWXSignMessage"]'))
      await connectInjected(other)
      await signView.waitFor({ timeout: 30_000 })
      const restore = await cutFromBrowser(fresh.context, (url) =>
        url.href.startsWith(`${lab.apiUrl}/v1/siwx`),
      )
      const started = performance.now()
      await ui.dialog.getByRole('button', { name: 'Sign' }).click()
      await other.getByText(SIGN_IN_DOWN).first().waitFor({ timeout: 30_000 })
      const toMessageMs = since(started)
      expect(await status(other)).toBe('disconnected')
      await restore()
      const back = performance.now()
      await closeModal(other)
      await connectInjected(other)
      await signView.waitFor({ timeout: 30_000 })
      await ui.dialog.getByRole('button', { name: 'Sign' }).click()
      await expect.poll(() => signInStatus(other), { timeout: 30_000 }).toBe('signed')
      table.recordWithin({
        part: 'sign-in server',
        flow: 'sign-in (server down when the user signs)',
        shown: `toast: ${SIGN_IN_DOWN} (back on Connect, disconnected: SPEC §4)`,
        recovery: 'connect again, Sign: signed in',
        toMessageMs,
        toRecoveryMs: since(back),
        // The sign-in client sets no timeout of its own (a refused request fails at once): held to
        // the kit's bound on its other requests to apps/api, which serves the sign-in routes too.
        bound: {
          ms: DATA_API_TIMEOUT_MS,
          from: "api-client's DEFAULT_TIMEOUT_MS (the sign-in client sets none)",
        },
      })
    } finally {
      await fresh.context.close()
    }
  }, 150_000)

  it('leaves no page errors behind', () => {
    expect(
      errors.filter((line) => !/favicon|ERR_CONNECTION_REFUSED|Failed to load resource/.test(line)),
    ).toEqual([])
  })
})
