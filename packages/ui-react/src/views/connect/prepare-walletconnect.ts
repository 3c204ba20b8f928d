import type { AppKit, Connector } from '@portico/core'
import { preloadView } from '../registry.js'

/**
 * Gets a WalletConnect connector ready once the user points at it (hover, focus, or a touch: a tap
 * fires pointerenter before pointerdown): the pairing view's code, the QR encoder warmed, and
 * through core the adapter's client with its relay socket open and the pairing flow's code, so the
 * click that follows shows the QR code as soon as the relay hands out a pairing URI. Never before
 * that intent: opening the modal downloads nothing of WalletConnect and contacts no relay. Other
 * connectors have nothing to prepare: their pick prompts the wallet at once.
 */
export function prepareWalletConnect(kit: AppKit, connector: Connector): void {
  if (connector.type !== 'WALLET_CONNECT') return
  preloadView('ConnectingWalletConnect').catch(() => {})
  warmQrEncoder()
  void kit.prepareConnector({ connectorId: connector.id, namespace: connector.chain })
}

// Per page, not per kit: what the warm-up warms is the page's JavaScript engine.
let warming = false
const noop = () => {}

/** The QR encoder's warm-up (qr-code.tsx), once per page, in idle periods. */
function warmQrEncoder(): void {
  // Only where the page tells idle time (not Safari, not jsdom): a timer could land mid-work.
  if (warming || !globalThis.requestIdleCallback) return
  warming = true
  // A failed download is the pairing view's to report when it loads the same chunk.
  import('../../components/qr-code.js').then((qr) => qr.warmQrEncoder(whenIdle), noop)
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
