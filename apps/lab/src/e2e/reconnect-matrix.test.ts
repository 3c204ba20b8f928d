import { loginWithEmailInFrame } from '@portico/testing/playwright'
import { TEST_WALLET_INJECT_EVENT, testWalletPresenceKey } from '@portico/testing/wallet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import {
  failureShot,
  labPage,
  openConnectList,
  readPairingUri,
  recordClipboard,
  truncated,
} from './lab-driver.js'
import {
  buttonFrames,
  corruptDappStorage,
  expectConnectShown,
  expectRestored,
  realErrors,
  reconnectTable,
  recordAccountButton,
  setWalletPresence,
} from './reconnect-cells.js'

// The reconnect matrix: for each family's test wallet, a session connected once, then the ways a
// user comes back to it — a reload, a second tab, a route change in the SPA, the wallet injected
// after the kit started, the wallet removed while away, the WalletConnect session ended by the
// wallet while the tab was closed, the dapp's storage corrupted. A live session restores as
// connected without "Connect Wallet" ever shown; a dead one ends on "Connect Wallet" without the
// account ever shown; no page error either way. One stack (every family, the wallet frame) and one
// Chromium for the file. Per family: one fresh context connects (its page is reloaded, gets a
// second tab and a route change), and each cell that changes what the browser holds opens a fresh
// context on a copy of that storage (localStorage and IndexedDB). The families' rows run side by
// side (each in contexts of its own, which share nothing); a row's cells run in order, each from
// what the one before left.
let lab: LabStack
let browser: Browser

const CASES = [
  'reload',
  'second tab',
  'route change',
  'injected late',
  'removed while away',
  'session ended by the wallet',
  'storage corrupted',
] as const
type Case = (typeof CASES)[number]

beforeAll(async () => {
  ;[lab, browser] = await Promise.all([
    startLabStack({ watch: false, walletFrame: true, families: ['solana', 'bip122', 'polkadot'] }),
    launchChromium(),
  ])
}, 240_000)

afterAll(async () => {
  // The rows ran side by side and recorded in any order: the table lists them in ROWS' order.
  const rowOf = (family: string) => ROWS.findIndex((row) => row.family === family)
  table.cells.sort((a, b) => rowOf(a.family) - rowOf(b.family))
  table.print()
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * What one row's cells share: the contexts it opened (closed after the row), the page a failed
 * cell leaves its screenshot of, and the WalletConnect row's `/wallet/` page (the "phone").
 */
interface RowBrowser {
  contexts: BrowserContext[]
  shown?: Page | undefined
  walletPage?: Page | undefined
}

/** A fresh guarded context of `row` recording the account button; `storage` copies a seeded browser. */
async function cellContext(
  row: RowBrowser,
  storage?: Storage,
): Promise<{ context: BrowserContext; errors: string[] }> {
  const made = await newLabContext(browser, storage ? { storageState: storage } : {})
  row.contexts.push(made.context)
  await recordAccountButton(made.context)
  return made
}

type KitWindow = Window & { __porticoLab?: { kit: { ready: Promise<void> } } }

/**
 * Resolves once the page's kit has finished restoring, its clock moved on meanwhile: a restore
 * that waits for a wallet that never comes (removed while away) ends when its bounded wait runs
 * out on the kit's clock, which is the page's timers. The page's clock (installed on the context
 * before the page loaded) jumps a second at each look instead of the wait running in real time;
 * the sentinel is `kit.ready` itself.
 */
async function kitReadyOnPageClock(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as KitWindow).__porticoLab !== undefined)
  let restored = false
  const ready = page
    .evaluate(() => (window as KitWindow).__porticoLab?.kit.ready)
    .then(() => {
      restored = true
    })
  // vi.waitFor, not the global expect.poll: the cells run concurrently, and the global expect's
  // poll is bound to whichever test started last (it throws once that one ends).
  await vi.waitFor(
    async () => {
      if (restored) return
      await page.clock.fastForward(1_000)
      throw new Error('the kit never finished restoring')
    },
    { timeout: 30_000, interval: 100 },
  )
  await ready
}

/** What a family's row needs: its lab page, how a user connects, what the button shows. */
interface FamilyRow {
  family: string
  /** The lab page's query (only this family's adapter). */
  query: string
  /** The in-page test wallet's presence key (removed / injected late); none: those cells are n/a. */
  presenceKey?: () => string
  /** Connects from the lab page of a fresh context of `row`; resolves with the account's address. */
  connect(page: Page, context: BrowserContext, row: RowBrowser): Promise<string>
  /** Whether the family has a session a wallet ends remotely (WalletConnect). */
  remoteSession?: boolean
  /** Set-up of the connecting page before it loads. */
  beforeLoad?: (page: Page) => Promise<void>
}

/** Picks `wallet` in the Connect list; resolves once the button shows `address`. */
async function pickWallet(page: Page, wallet: RegExp, address: string): Promise<string> {
  const ui = labPage(page)
  await openConnectList(page)
  await ui.dialog.getByRole('button', { name: wallet }).first().click()
  await ui.connectButton.filter({ hasText: truncated(address) }).waitFor({ timeout: 60_000 })
  return address
}

/** The address the kit reports for the active account (the families whose address is derived). */
async function kitAddress(page: Page): Promise<string> {
  const address = await page.evaluate(
    () =>
      (
        window as unknown as {
          __porticoLab: { kit: { getAccount(): { address?: string } | undefined } }
        }
      ).__porticoLab.kit.getAccount()?.address,
  )
  if (!address) throw new Error('the kit reports no account after connecting')
  return address
}

const ROWS: FamilyRow[] = [
  {
    family: 'injected EVM (EIP-6963)',
    query: '?families=eip155',
    presenceKey: () => testWalletPresenceKey('Portico Test Wallet'),
    connect: (page) => pickWallet(page, /Portico Test Wallet/, lab.config.injectedWallet.address),
  },
  {
    family: 'Wallet Standard (Solana)',
    query: '?families=solana',
    presenceKey: () => testWalletPresenceKey('Portico Solana Wallet'),
    connect: (page) =>
      pickWallet(page, /Portico Solana Wallet/, lab.config.solana?.wallet.address ?? 'no solana'),
  },
  {
    family: 'sats-connect (Bitcoin)',
    query: '?families=bip122',
    presenceKey: () => testWalletPresenceKey('Portico Bitcoin Wallet'),
    connect: (page) =>
      pickWallet(
        page,
        /Portico Bitcoin Wallet/,
        lab.config.bitcoin?.wallet.payment ?? 'no bitcoin',
      ),
  },
  {
    family: 'Polkadot extension',
    query: '?families=polkadot',
    presenceKey: () => testWalletPresenceKey('portico-test'),
    connect: async (page) => {
      const alice = lab.config.polkadot?.accounts[0]?.address ?? 'no polkadot'
      const ui = labPage(page)
      await openConnectList(page)
      await ui.dialog
        .getByRole('list', { name: 'Wallets' })
        .getByRole('button', { name: /portico[- ]test|Portico Test/i })
        .click()
      await ui.connectButton.filter({ hasText: lab.config.polkadot?.symbol ?? 'DOT' }).waitFor({
        timeout: 60_000,
      })
      const address = await kitAddress(page)
      expect(address).toBe(alice)
      return address
    },
  },
  {
    family: 'WalletConnect (EVM)',
    query: '?families=eip155',
    remoteSession: true,
    // readPairingUri reads the link "Copy link" copied.
    beforeLoad: recordClipboard,
    connect: async (page, _context, row) => {
      const { context } = await cellContext(row)
      const walletPage = await context.newPage()
      row.walletPage = walletPage
      await walletPage.goto(lab.walletUrl)
      const uri = await readPairingUri(page, walletPage)
      await walletPage.getByLabel(/WalletConnect URI/).fill(uri ?? '')
      await walletPage.getByRole('button', { name: 'Pair' }).click()
      const proposal = walletPage.getByRole('article', { name: /Proposal from Portico lab/ })
      await proposal.getByRole('button', { name: 'Approve session' }).click({ timeout: 30_000 })
      const address = lab.config.walletConnectWallet.address
      await labPage(page)
        .connectButton.filter({ hasText: truncated(address) })
        .waitFor({ timeout: 60_000 })
      await walletPage.getByTestId('wallet-sessions').getByText('Portico lab').waitFor()
      return address
    },
  },
  {
    family: 'embedded wallet (email)',
    query: '?families=eip155',
    connect: async (page, context) => {
      await openConnectList(page)
      await loginWithEmailInFrame({
        inbox: lab.smtp.inbox,
        page,
        context,
        email: `reconnect-${Date.now()}@example.org`,
      })
      await labPage(page).dialog.waitFor({ state: 'detached', timeout: 45_000 })
      const address = await kitAddress(page)
      await labPage(page)
        .connectButton.filter({ hasText: truncated(address) })
        .waitFor({ timeout: 30_000 })
      return address
    },
  },
]
const table = reconnectTable(CASES)

/** Which cases run for a row; the others are n/a (printed, not run). */
function applies(row: FamilyRow, name: Case): boolean {
  if (name === 'injected late' || name === 'removed while away')
    return row.presenceKey !== undefined
  if (name === 'session ended by the wallet') return row.remoteSession === true
  return true
}

for (const row of ROWS) {
  // Concurrent with the other rows; `it.sequential` keeps this row's cells in order.
  describe.concurrent(`reconnect: ${row.family}`, () => {
    /** The connected context: its page (reloaded, a second tab, a route change) and its storage. */
    let seed: { context: BrowserContext; page: Page; errors: string[] } | undefined
    let address = ''
    let storage: Storage | undefined
    const url = () => `${lab.url}${row.query}`
    const browsing: RowBrowser = { contexts: [] }

    /** Runs one cell: records its outcome (and the failure's message) in the table. */
    const cell = (name: Case, run: () => Promise<{ outcome: string; ms?: number }>) => {
      if (!applies(row, name)) {
        it.sequential(`${name}: n/a`, () => {
          table.record({ family: row.family, case: name, outcome: 'n/a' })
        })
        return
      }
      it.sequential(name, async () => {
        if (!seed || !address)
          throw new Error(`${row.family} never connected: no session to restore`)
        try {
          const { outcome, ms } = await run()
          table.record({
            family: row.family,
            case: name,
            outcome,
            ...(ms === undefined ? {} : { toConnectedMs: ms }),
          })
        } catch (error) {
          table.record({
            family: row.family,
            case: name,
            outcome: `FAIL: ${String((error as Error).message)
              .split('\n')[0]
              ?.slice(0, 80)}`,
          })
          throw error
        }
      }, 120_000)
    }

    /** A fresh context on the seeded storage, with `prepare` before the lab page loads. */
    const freshPage = async (prepare?: (context: BrowserContext) => Promise<void>) => {
      // What a fresh context starts from: the connected browser's storage, the session in it.
      storage ??= await seed!.context.storageState({ indexedDB: true })
      const made = await cellContext(browsing, storage)
      await prepare?.(made.context)
      const page = await made.context.newPage()
      browsing.shown = page
      return { ...made, page }
    }

    afterEach(async ({ task }) => {
      const shown = browsing.shown
      if (task.result?.state === 'fail' && shown && !shown.isClosed())
        await failureShot(shown, task.name)
      browsing.shown = undefined
    })

    it.sequential('connects (the session every cell starts from)', async () => {
      const made = await cellContext(browsing)
      const page = await made.context.newPage()
      browsing.shown = page
      await row.beforeLoad?.(page)
      await page.goto(url())
      await labPage(page).connectButton.filter({ hasText: 'Connect Wallet' }).waitFor()
      address = await row.connect(page, made.context, browsing)
      seed = { ...made, page }
    }, 180_000)

    cell('reload', async () => {
      const page = seed!.page
      browsing.shown = page
      await page.reload()
      const ms = await expectRestored(page, address)
      expect(realErrors(seed!.errors)).toEqual([])
      return { outcome: 'live', ms }
    })

    cell('second tab', async () => {
      const first = seed!.page
      const second = await seed!.context.newPage()
      browsing.shown = second
      await second.goto(url())
      const ms = await expectRestored(second, address)
      // The first tab kept its account meanwhile.
      const firstFrames = await buttonFrames(first)
      expect(firstFrames.at(-1)?.text).toContain(truncated(address))
      expect(firstFrames.filter((frame) => frame.status === 'disconnected')).toEqual([])
      await second.close()
      expect(realErrors(seed!.errors)).toEqual([])
      return { outcome: 'live', ms }
    })

    cell('route change', async () => {
      const page = seed!.page
      browsing.shown = page
      // The lab has no router: the SPA's history moves to another path and back, as a router's
      // link and the back button do; the button must keep the account throughout.
      const before = (await buttonFrames(page)).length
      await page.evaluate(() => {
        history.pushState({ route: 'b' }, '', '/route-b')
        dispatchEvent(new PopStateEvent('popstate', { state: { route: 'b' } }))
      })
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            addEventListener('popstate', () => resolve(), { once: true })
            history.back()
          }),
      )
      expect(new URL(page.url()).pathname).toBe('/')
      await expectRestored(page, address)
      const after = (await buttonFrames(page)).slice(before)
      expect(after.filter((frame) => !frame.text.includes(truncated(address)))).toEqual([])
      expect(realErrors(seed!.errors)).toEqual([])
      return { outcome: after.length === 0 ? 'live (stayed)' : 'live' }
    })

    cell('injected late', async () => {
      const key = row.presenceKey!()
      const { page, errors } = await freshPage((context) => setWalletPresence(context, key, 'late'))
      await page.goto(url())
      // The kit started (its handle is set once createAppKit returned); the extension injects now.
      await page.waitForFunction(() => '__porticoLab' in window)
      await page.evaluate((event) => dispatchEvent(new Event(event)), TEST_WALLET_INJECT_EVENT)
      const ms = await expectRestored(page, address)
      expect(realErrors(errors)).toEqual([])
      return { outcome: 'live', ms }
    })

    cell('removed while away', async () => {
      const key = row.presenceKey!()
      const { page, errors } = await freshPage(async (context) => {
        await setWalletPresence(context, key, 'removed')
        // The restore's wait for the wallet runs out on the page's clock, moved on by the test.
        await context.clock.install()
      })
      await page.goto(url())
      await kitReadyOnPageClock(page)
      await expectConnectShown(page, address)
      expect(realErrors(errors)).toEqual([])
      return { outcome: 'dead → Connect' }
    })

    cell('storage corrupted', async () => {
      const { page, errors } = await freshPage(corruptDappStorage)
      await page.goto(url())
      await expectConnectShown(page, address)
      expect(realErrors(errors)).toEqual([])
      return { outcome: 'dead → Connect' }
    })

    // Last: it ends the session every other cell of the row restored.
    cell('session ended by the wallet', async () => {
      const walletPage = browsing.walletPage
      if (!walletPage) throw new Error('no WalletConnect wallet page')
      // Every tab holding the session is closed (the earlier cells' copies too: they share the
      // client's keys, so one of them would take the wallet's message); the wallet ends it then.
      // Only this row's contexts ever held it.
      storage ??= await seed!.context.storageState({ indexedDB: true })
      const wallet = walletPage.context()
      for (const context of browsing.contexts.splice(0)) {
        if (context === wallet) browsing.contexts.push(context)
        else await context.close()
      }
      const sessions = walletPage.getByTestId('wallet-sessions')
      await sessions.getByRole('button', { name: 'Disconnect' }).click()
      await sessions.getByText('No session.').waitFor({ timeout: 30_000 })
      const { page, errors } = await freshPage()
      await page.goto(url())
      await expectConnectShown(page, address)
      expect(realErrors(errors)).toEqual([])
      return { outcome: 'dead → Connect' }
    })

    afterAll(async () => {
      for (const context of browsing.contexts.splice(0))
        await context.close().catch(() => undefined)
      seed = undefined
    })
  })
}

describe('reconnect matrix', () => {
  it('every cell that applies ran and passed', () => {
    const run = table.cells.filter((cell) => cell.outcome !== 'n/a')
    expect(run.filter((cell) => cell.outcome.startsWith('FAIL'))).toEqual([])
    expect(table.cells).toHaveLength(ROWS.length * CASES.length)
  })
})
