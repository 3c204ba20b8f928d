import type { ChainNamespace } from '@portico/core'
import type { Browser } from 'playwright-core'
import { newLabContext } from '../e2e/lab-browser.js'
import { labPage, openConnectList } from '../e2e/lab-driver.js'
import { type ButtonFrame, buttonFrames, recordAccountButton } from '../e2e/reconnect-cells.js'
import type { LabConfig } from '../lab-config.js'

/** How one family connects on the lab page and what its account button shows once it has the balance. */
export interface FirstBalanceFamily {
  namespace: ChainNamespace
  /** The row's name in the table. */
  label: string
  /** The family's wallet in the Connect list. */
  wallet: RegExp
  /** The native symbol the button shows after the balance. */
  symbol(config: LabConfig): string
  /** The goal for this family: connect resolved → balance painted, at most (ms). */
  goalMs: number
}

export const FIRST_BALANCE_FAMILIES: readonly FirstBalanceFamily[] = [
  {
    namespace: 'eip155',
    label: 'EVM (EIP-6963)',
    wallet: /Portico Test Wallet/,
    symbol: () => 'ETH',
    goalMs: 300,
  },
  {
    namespace: 'solana',
    label: 'Solana (Wallet Standard)',
    wallet: /Portico Solana Wallet/,
    symbol: () => 'SOL',
    goalMs: 300,
  },
  {
    namespace: 'bip122',
    label: 'Bitcoin (sats-connect)',
    wallet: /Portico Bitcoin Wallet/,
    symbol: () => 'BTC',
    goalMs: 300,
  },
  {
    namespace: 'polkadot',
    label: 'Polkadot (extension)',
    wallet: /Portico Test Extension/,
    symbol: (config) => config.polkadot?.symbol ?? 'DOT',
    goalMs: 1_500,
  },
]

/**
 * The button's text once it shows a balance: 3 decimals (SPEC §5), then the symbol (the address
 * follows with no space: `9,999.978 ETH0xf3...b92266`).
 */
export const balanceText = (symbol: string): RegExp => new RegExp(`\\d\\.\\d{3} ${symbol}`)

/** One run's two moments, in the page's `performance.now()` (ms since its navigation). */
export interface FirstBalanceRun {
  /** The first frame with the button `connected`: the kit's connect resolved. */
  connectedAt: number
  /** The first frame with the balance text on the button. */
  balanceAt: number
}

/**
 * Reads the two moments from what the account button showed. Throws when either never came (the
 * frames are in the message) or the balance came before the connection.
 */
export function firstBalanceOf(frames: readonly ButtonFrame[], balance: RegExp): FirstBalanceRun {
  const connected = frames.find((frame) => frame.status === 'connected')
  const shown = frames.find((frame) => balance.test(frame.text))
  if (!connected || !shown)
    throw new Error(
      `the button never showed ${connected ? `the balance ${balance}` : 'connected'}: ${JSON.stringify(frames)}`,
    )
  return { connectedAt: connected.t, balanceAt: shown.t }
}

/**
 * One cold run: a fresh context (no cached balance, no cached chunk), the lab page with only
 * `family`'s adapter, its test wallet picked in the Connect list; resolves with connect resolved →
 * first frame of the balance (ms).
 */
export async function measureFirstBalance(
  browser: Browser,
  lab: { url: string; config: LabConfig },
  family: FirstBalanceFamily,
): Promise<number> {
  const { context } = await newLabContext(browser)
  try {
    // tsx (the bench's runner, esbuild with keepNames) wraps the recorder's inner functions in
    // `__name(...)` calls, which the page does not define: the page gets a pass-through.
    await context.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
    await recordAccountButton(context)
    const page = await context.newPage()
    await page.goto(`${lab.url}?families=${family.namespace}`)
    const ui = labPage(page)
    await ui.connectButton.waitFor({ timeout: 60_000 })
    await openConnectList(page)
    await ui.dialog.getByRole('button', { name: family.wallet }).first().click()
    const balance = balanceText(family.symbol(lab.config))
    // A balance that never comes: the frames say what the button showed instead.
    await ui.connectButton
      .filter({ hasText: balance })
      .waitFor({ timeout: 60_000 })
      .catch(() => undefined)
    const run = firstBalanceOf(await buttonFrames(page), balance)
    return run.balanceAt - run.connectedAt
  } finally {
    await context.close()
  }
}
