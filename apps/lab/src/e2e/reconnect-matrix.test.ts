import { loginWithEmailInFrame } from '@portico/testing/playwright'
import { TEST_WALLET_INJECT_EVENT, testWalletPresenceKey } from '@portico/testing/wallet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
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
// context on a copy of that storage (localStorage and IndexedDB).
let lab: LabStack
let browser: Browser
/** Contexts to close after the file (each cell's, the wallet page's). */
const contexts: BrowserContext[] = []
/** The page a failed cell leaves its screenshot of. */
let shown: Page | undefined

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
const table = reconnectTable(CASES)

beforeAll(async () => {
  ;[lab, browser] = await Promise.all([
    startLabStack({ watch: false, walletFrame: true, families: ['solana', 'bip122', 'polkadot'] }),
    launchChromium(),
  ])
}, 240_000)

afterAll(async () => {
  table.print()
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && shown && !shown.isClosed())
    await failureShot(shown, task.name)
  shown = undefined
})

/** A fresh guarded context recording the account button; `storage` copies a seeded browser. */
async function cellContext(
  storage?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<{ context: BrowserContext; errors: string[] }> {
  const made = await newLabContext(browser, storage ? { storageState: storage } : {})
  contexts.push(made.context)
  await recordAccountButton(made.context)
  return made
}

/** What a family's row needs: its lab page, how a user connects, what the button shows. */
interface FamilyRow {
  family: string
  /** The lab page's query (only this family's adapter). */
  query: string
  /** The in-page test wallet's presence key (removed / injected late); none: those cells are n/a. */
  presenceKey?: () => string
  /** Connects from the lab page of a fresh context; resolves with the account's address. */
  connect(page: Page, context: BrowserContext): Promise<string>
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
    connect: async (page) => {
      const { context } = await cellContext()
      walletPage = await context.newPage()
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
/** The `/wallet/` page of the WalletConnect row (the "phone"), which ends the session. */
let walletPage: Page | undefined

/** Which cases run for a row; the others are n/a (printed, not run). */
function applies(row: FamilyRow, name: Case): boolean {
  if (name === 'injected late' || name === 'removed while away')
    return row.presenceKey !== undefined
  if (name === 'session ended by the wallet') return row.remoteSession === true
  return true
}

for (const row of ROWS) {
  describe(`reconnect: ${row.family}`, () => {
    /** The connected context: its page (reloaded, a second tab, a route change) and its storage. */
    let seed: { context: BrowserContext; page: Page; errors: string[] } | undefined
    let address = ''
    let storage: Awaited<ReturnType<BrowserContext['storageState']>> | undefined
    const url = () => `${lab.url}${row.query}`

    /** Runs one cell: records its outcome (and the failure's message) in the table. */
    const cell = (name: Case, run: () => Promise<{ outcome: string; ms?: number }>) => {
      if (!applies(row, name)) {
        it(`${name}: n/a`, () => {
          table.record({ family: row.family, case: name, outcome: 'n/a' })
        })
        return
      }
      it(name, async () => {
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
      const made = await cellContext(storage)
      await prepare?.(made.context)
      const page = await made.context.newPage()
      shown = page
      return { ...made, page }
    }

    it('connects (the session every cell starts from)', async () => {
      const made = await cellContext()
      const page = await made.context.newPage()
      shown = page
      await row.beforeLoad?.(page)
      await page.goto(url())
      await labPage(page).connectButton.filter({ hasText: 'Connect Wallet' }).waitFor()
      address = await row.connect(page, made.context)
      seed = { ...made, page }
    }, 180_000)

    cell('reload', async () => {
      const page = seed!.page
      shown = page
      await page.reload()
      const ms = await expectRestored(page, address)
      expect(realErrors(seed!.errors)).toEqual([])
      return { outcome: 'live', ms }
    })

    cell('second tab', async () => {
      const first = seed!.page
      const second = await seed!.context.newPage()
      shown = second
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
      shown = page
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
      const { page, errors } = await freshPage((context) =>
        setWalletPresence(context, key, 'removed'),
      )
      await page.goto(url())
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
      if (!walletPage) throw new Error('no WalletConnect wallet page')
      // Every tab holding the session is closed (the earlier cells' copies too: they share the
      // client's keys, so one of them would take the wallet's message); the wallet ends it then.
      storage ??= await seed!.context.storageState({ indexedDB: true })
      const wallet = walletPage.context()
      for (const context of contexts.splice(0)) {
        if (context === wallet) contexts.push(context)
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
      for (const context of contexts.splice(0)) await context.close().catch(() => undefined)
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
