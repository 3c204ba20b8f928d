import type { AppKit, Connector } from '@portico/core'
import { preloadView } from '../registry.js'

/**
 * Gets a WalletConnect connector ready before it is picked (issue 19): the pairing view's code,
 * and through core the adapter's client with its relay socket open and the pairing flow's code,
 * so a click on its row shows the QR code as soon as the relay hands out a pairing URI. Other
 * connectors have nothing to prepare: their pick prompts the wallet at once.
 */
export function prepareWalletConnect(kit: AppKit, connector: Connector): void {
  if (connector.type !== 'WALLET_CONNECT') return
  preloadView('ConnectingWalletConnect').catch(() => {})
  void kit.prepareConnector({ connectorId: connector.id, namespace: connector.chain })
}

/**
 * Runs `task` once the page is idle (at the latest after `timeout` ms), where it costs the user
 * nothing: the frame that shows the modal is not delayed by it. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  const idle = globalThis.requestIdleCallback
  if (idle) {
    const id = idle(task, { timeout })
    return () => globalThis.cancelIdleCallback(id)
  }
  const timer = setTimeout(task, 50)
  return () => clearTimeout(timer)
}
