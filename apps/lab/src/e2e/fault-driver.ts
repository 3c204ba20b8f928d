import type { Locator, Page } from 'playwright-core'
import { closeModal, connectInjected, labPage } from './lab-driver.js'

// Page helpers of the fault suite (issue 23): the lab's kit and injected wallet as a user, or the
// user's wallet, would drive them.

/** Connects the injected wallet unless the page already is connected (the modal closed). */
export async function ensureConnected(on: Page): Promise<void> {
  await closeModal(on)
  if ((await labPage(on).connectButton.getAttribute('data-status')) === 'connected') return
  await connectInjected(on)
}

/**
 * Clicks `retry` as a user would until `done` shows (SPEC §4 blocks balance retries for 30 s after
 * a failure, so the first clicks may do nothing): each click waits for `done` for a few seconds.
 */
export async function retryUntilShown(
  retry: Locator,
  done: Locator,
  timeoutMs = 60_000,
): Promise<number> {
  const until = performance.now() + timeoutMs
  let clicks = 0
  while (performance.now() < until) {
    if (await retry.isVisible()) {
      await retry.click()
      clicks++
    }
    if (
      await done.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      return clicks
  }
  throw new Error(`still not shown after ${clicks} retries`)
}

/** The injected test wallet's answer mode, set as its user would (outside the dapp's modal). */
export const setWalletMode = (on: Page, mode: 'approve' | 'reject' | 'hang') =>
  on.evaluate(
    (next) =>
      (
        window as unknown as { __porticoLab: { wallet: { setMode(mode: string): void } } }
      ).__porticoLab.wallet.setMode(next),
    mode,
  )

/** The kit's connection status of the EVM family in `on`. */
export const status = (on: Page) =>
  on.evaluate(() =>
    (
      window as unknown as { __porticoLab: { kit: { getConnectionStatus(ns: string): string } } }
    ).__porticoLab.kit.getConnectionStatus('eip155'),
  )
