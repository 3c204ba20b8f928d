import type { Locator, Page } from '@playwright/test'
import type { PromptAnswer } from '../wallet/prompt-mode.js'

/**
 * Stable hooks of `@portico/ui-react` these helpers rely on, besides roles (documented in the
 * README): the connect button's `data-testid="portico-connect-button"` and `data-status`, the
 * dialog's `data-view` (the open view) and the connecting view's `data-phase`.
 */
const connectButtonTestId = 'portico-connect-button'

export interface ConnectOptions {
  /** The wallet's name in the modal's list (a string matches case-insensitively). Default: the Portico test wallet. */
  wallet?: string | RegExp
  /** The button that opens the modal. Default: `<AppKitButton/>` (`data-testid="portico-connect-button"`). */
  button?: Locator
  /** Milliseconds to wait for each step. Default 30 000. */
  timeout?: number
}

/** The error `connect` throws when the modal shows the connection declined or failed. */
export class ConnectFailedError extends Error {
  override name = 'ConnectFailedError'
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The Portico modal (`role="dialog"`). */
export function porticoModal(page: Page): Locator {
  return page.getByRole('dialog')
}

/** The open modal when it shows `view` (core's view name, e.g. `SIWXSignMessage`). */
export function porticoView(page: Page, view: string): Locator {
  return porticoModal(page).and(page.locator(`[data-view="${view}"]`))
}

/**
 * Connects a wallet through the real modal: opens it with the connect button, picks `wallet` in
 * the list and waits until the kit is connected (the button's `data-status`) or, with sign-in
 * on, the sign-in view is shown. Throws {@link ConnectFailedError} when the modal shows the
 * connection declined or failed.
 */
export async function connect(page: Page, options: ConnectOptions = {}): Promise<void> {
  const timeout = options.timeout ?? 30_000
  const button = options.button ?? page.getByTestId(connectButtonTestId).first()
  const wallet = options.wallet ?? 'Portico Test Wallet'
  const name = typeof wallet === 'string' ? new RegExp(escapeRegExp(wallet), 'i') : wallet
  const modal = porticoModal(page)
  if (!(await modal.isVisible())) await button.click({ timeout })
  await modal.getByRole('button', { name }).first().click({ timeout })
  const connected = page.locator(`[data-testid="${connectButtonTestId}"][data-status="connected"]`)
  const signInView = porticoView(page, 'SIWXSignMessage')
  const refused = modal.locator('[data-phase="declined"], [data-phase="failed"]')
  await connected.first().or(signInView).or(refused).first().waitFor({ timeout })
  if (await refused.isVisible()) {
    const texts = await refused.locator(':scope > *').allTextContents()
    throw new ConnectFailedError(`connect: ${texts.filter((text) => text.trim()).join(' — ')}`)
  }
}

/**
 * Signs in from the modal's sign-in view (SIWX): clicks "Sign", and waits until the view is gone
 * (the wallet signed and the kit accepted the session). Call after `connect` with sign-in on.
 */
export async function signIn(page: Page, options: { timeout?: number } = {}): Promise<void> {
  const timeout = options.timeout ?? 30_000
  const view = porticoView(page, 'SIWXSignMessage')
  await view.getByRole('button', { name: 'Sign', exact: true }).click({ timeout })
  await view.waitFor({ state: 'detached', timeout })
}

// Every family's in-page test wallet, as the page scripts expose them.
type PageWallet = { setMode(mode: PromptAnswer, options?: { once?: boolean }): void }
type PageWallets = Partial<
  Record<
    | '__porticoTestWallet'
    | '__porticoSolanaTestWallet'
    | '__porticoBitcoinTestWallet'
    | '__porticoPolkadotExtension',
    PageWallet
  >
>

/** Sets how the page's test wallets (every family injected) answer their next prompt only. */
export async function answerNext(page: Page, answer: PromptAnswer): Promise<void> {
  const found = await page.evaluate((mode) => {
    const w = window as unknown as PageWallets
    const wallets = [
      w.__porticoTestWallet,
      w.__porticoSolanaTestWallet,
      w.__porticoBitcoinTestWallet,
      w.__porticoPolkadotExtension,
    ].filter((wallet) => wallet !== undefined)
    for (const wallet of wallets) wallet.setMode(mode, { once: true })
    return wallets.length
  }, answer)
  if (found === 0) throw new Error('answerNext: no Portico test wallet in this page')
}

/** The test wallet approves its next prompt (connect, sign, send, switch), whatever its mode. */
export function approveNext(page: Page): Promise<void> {
  return answerNext(page, 'approve')
}

/** The test wallet rejects its next prompt as a user would (EIP-1193 4001 or the family's equivalent). */
export function rejectNext(page: Page): Promise<void> {
  return answerNext(page, 'reject')
}
