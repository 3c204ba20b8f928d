import type { Page } from 'playwright-core'
import { closeModal, connectInjected, labPage } from './lab-driver.js'

// Page helpers of the fault suite: the lab's kit and injected wallet as a user, or the
// user's wallet, would drive them.

/** Connects the injected wallet unless the page already is connected (the modal closed). */
export async function ensureConnected(on: Page): Promise<void> {
  await closeModal(on)
  if ((await labPage(on).connectButton.getAttribute('data-status')) === 'connected') return
  await connectInjected(on)
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

/** The kit's connection status of a family (default the EVM one) in `on`. */
export const status = (on: Page, namespace = 'eip155') =>
  on.evaluate(
    (ns) =>
      (
        window as unknown as { __porticoLab: { kit: { getConnectionStatus(ns: string): string } } }
      ).__porticoLab.kit.getConnectionStatus(ns),
    namespace,
  )
