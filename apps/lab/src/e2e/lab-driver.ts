import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { testErc20Artifact } from '@portico/testing'
import { pageSettled, saveScreenshot } from '@portico/testing/playwright'
import type { Locator, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  formatEther,
  formatUnits,
  http,
  type PublicClient,
} from 'viem'
import type { LabStack } from '../stack/start-lab-stack.js'

/** Where the suite writes its screenshots (`test-results/`: not committed). */
export const SCREENSHOT_DIR = fileURLToPath(
  new URL('../../test-results/screenshots/', import.meta.url),
)
/** The committed pictures the README shows (rewritten only with PORTICO_UPDATE_SCREENSHOTS=1). */
const README_DIR = fileURLToPath(new URL('../../screenshots/', import.meta.url))
const README_SHOTS = new Set(['connect', 'account', 'send'])

/** Saves a viewport screenshot under `apps/lab/test-results/screenshots/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  // The dialog's enter transition finished and its images loaded: the picture is stable.
  await pageSettled(page)
  await saveScreenshot((path) => page.screenshot({ path }), {
    resultsDir: SCREENSHOT_DIR,
    name,
    ...(README_SHOTS.has(name) ? { readmeDir: README_DIR } : {}),
  })
}

/** SPEC §2: 4 leading and 6 trailing characters. */
export function truncated(address: string): string {
  return `${address.slice(0, 4)}...${address.slice(-6)}`
}

/** SPEC §5: a balance truncated (not rounded) to 3 decimals. */
export function threeDecimals(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  // English groups thousands (Intl): 9999.998 shows as 9,999.998.
  return `${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/** The month title of transactions made now (SPEC §2: the year only when not the current one). */
export function currentMonthTitle(): string {
  return new Date().toLocaleString('en-US', { month: 'long' })
}

export interface ChainReader {
  client: PublicClient
  ethBalance(address: Address): Promise<string>
  tokenBalance(token: Address, address: Address, decimals: number): Promise<string>
}

/** Reads the devnet chain `index` directly (not through the kit). */
export function chainReader(lab: LabStack, index = 0): ChainReader {
  const chain = lab.devnet.chains[index]
  if (!chain) throw new Error(`no devnet chain ${index}`)
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  return {
    client,
    ethBalance: async (address: Address) => formatEther(await client.getBalance({ address })),
    tokenBalance: async (token: Address, address: Address, decimals: number) =>
      formatUnits(
        (await client.readContract({
          address: token,
          abi: testErc20Artifact.abi,
          functionName: 'balanceOf',
          args: [address],
        })) as bigint,
        decimals,
      ),
  }
}

/** Polls `check` until it returns true (bounded). */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
}

export interface LabPage {
  page: Page
  dialog: Locator
  connectButton: Locator
  networkButton: Locator
  action(name: string | RegExp): Locator
  actionResult: Locator
  walletMode(label: RegExp): Locator
  moveWalletTo(chainId: number): Locator
  hookState(title: string): Locator
}

/** The lab page's pieces. */
export function labPage(page: Page): LabPage {
  const dialog = page.getByRole('dialog')
  return {
    page,
    dialog,
    connectButton: page.getByTestId('lab-connect'),
    networkButton: page.getByTestId('lab-network'),
    action: (name: string | RegExp): Locator =>
      page.getByTestId('lab-actions').getByRole('button', { name }),
    actionResult: page.getByTestId('lab-action-result'),
    walletMode: (label: RegExp) =>
      page.getByTestId('lab-test-wallet').getByRole('radio', { name: label }),
    moveWalletTo: (chainId: number) =>
      page
        .getByTestId('lab-test-wallet')
        .getByRole('button', { name: `Move wallet to ${chainId}` }),
    hookState: (title: string) => page.getByTestId(`hook-${title.replace(/[^A-Za-z]+/g, '-')}`),
  }
}

/**
 * Opens the modal from the account button and waits until its Connect list is complete. The
 * directory's featured and recommended rows come from apps/api after the view shows, and the
 * centred dialog grows by them: a row clicked before they are in can slide away between the press
 * and the release (Playwright checks the target on the press only), so the click is lost. The
 * kit's own load is the sentinel (one per kit: this awaits the request the view started).
 */
export async function openConnectList(page: Page): Promise<void> {
  const lab = labPage(page)
  await lab.connectButton.click()
  await lab.dialog.waitFor()
  await page.evaluate(() =>
    (
      window as unknown as { __porticoLab: { kit: { fetchFeaturedWallets(): Promise<void> } } }
    ).__porticoLab.kit.fetchFeaturedWallets(),
  )
}

/** Connects the injected test wallet from the Connect view and waits for the account button. */
export async function connectInjected(page: Page): Promise<void> {
  const lab = labPage(page)
  await openConnectList(page)
  await lab.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await lab.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
}

/**
 * Closes the modal if it is open (Escape, as a user would; a nested view may need more than one).
 * Throws when it is still open after three presses or when it refuses one (shakes), so a modal
 * that ignores Escape fails the test.
 */
export async function closeModal(page: Page): Promise<void> {
  // The view is read in one step with the dialog's presence: the modal may close on its own (a
  // connect that just finished) between a visibility check and a later read, and a locator read
  // would then wait for a dialog that never comes back.
  const openView = () =>
    page.evaluate(
      () => document.querySelector('[role="dialog"][data-view]')?.getAttribute('data-view') ?? null,
    )
  for (let attempt = 0; attempt < 3; attempt++) {
    const view = await openView()
    if (view === null) return
    await page.keyboard.press('Escape')
    // The modal answers each press: it goes, it goes back one view (the loop presses again), or
    // it shakes (closing is not allowed there). Awaited as such, not as a fixed wait.
    const answer = await page
      .waitForFunction(
        (before) => {
          const card = document.querySelector('[role="dialog"][data-view]')
          if (!card) return 'closed'
          if (card.getAttribute('data-view') !== before) return 'back'
          return card.classList.contains('portico-shake') ? 'refused' : false
        },
        view,
        { timeout: 5_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => 'no answer')
    if (answer === 'refused') break
  }
  if ((await openView()) !== null)
    throw new Error('the modal is still open after Escape (it shook, or three presses)')
}

/** On failure: a screenshot under `apps/lab/test-results/` (git-ignored) to see what the user saw. */
export async function failureShot(page: Page, testName: string): Promise<void> {
  const dir = fileURLToPath(new URL('../../test-results/', import.meta.url))
  mkdirSync(dir, { recursive: true })
  const file = `${dir}${testName.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}.png`
  await page.screenshot({ path: file }).catch(() => undefined)
}

/**
 * Records what the page writes to the clipboard (what the modal's "Copy link" puts there, as the
 * user's clipboard would hold it). Call before the page loads.
 */
export async function recordClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const copied: string[] = []
    ;(window as unknown as { __copied: string[] }).__copied = copied
    const clipboard = navigator.clipboard
    if (clipboard) {
      const write = clipboard.writeText.bind(clipboard)
      clipboard.writeText = (text: string) => {
        copied.push(text)
        return write(text).catch(() => undefined)
      }
    }
  })
}

/**
 * Waits for the `/wallet/` page to be ready, opens WalletConnect's QR view in the dapp and returns
 * the pairing URI behind it (read through "Copy link"; the dapp page must use `recordClipboard`).
 */
export async function readPairingUri(dapp: Page, wallet: Page): Promise<string | undefined> {
  const ui = labPage(dapp)
  await wallet
    .getByTestId('wallet-status')
    .filter({ hasText: 'ready' })
    .waitFor({ timeout: 60_000 })
  await openConnectList(dapp)
  await ui.dialog
    .getByRole('button', { name: /WalletConnect/ })
    .first()
    .click()
  await ui.dialog.getByRole('img', { name: /QR code/ }).waitFor({ timeout: 30_000 })
  await ui.dialog.getByRole('button', { name: 'Copy link' }).click()
  return dapp.evaluate(() => (window as unknown as { __copied: string[] }).__copied.at(-1))
}
