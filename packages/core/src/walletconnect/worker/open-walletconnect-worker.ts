// Loaded with an adapter's WalletConnect chunk (import()), never with a page's first load.

import { WalletConnectWorkerProvider } from './walletconnect-worker-provider.js'
import type { WorkerOpenOptions } from './worker-messages.js'

/**
 * How an adapter starts its worker entry. The adapter writes the constructor calls itself,
 * `new SharedWorker(new URL('./its-worker.js', import.meta.url), { type: 'module' })`, the form
 * app bundlers (Vite, webpack 5) recognise and emit the worker file for.
 */
export interface WalletConnectWorkerStarters {
  shared(): SharedWorker
  dedicated(): Worker
}

/** The message `fail` gives when the worker script did not load or threw at start. */
export const WORKER_START_FAILED = 'The WalletConnect worker could not start'

/**
 * Opens the WalletConnect client in a worker and returns its main-thread provider: in a
 * SharedWorker where the browser has one (every tab of the app shares one client, one relay
 * socket), else in a dedicated Worker (one per page, over the same IndexedDB store); `undefined`
 * where there is neither, for the caller to run the client on the main thread. Rejects when the
 * worker cannot start (a CSP without `worker-src 'self'`, a missing file).
 */
export async function openWalletConnectWorker(
  start: WalletConnectWorkerStarters,
  options: WorkerOpenOptions,
  warn: (message: string, details?: unknown) => void,
): Promise<WalletConnectWorkerProvider | undefined> {
  let provider: WalletConnectWorkerProvider
  let worker: SharedWorker | Worker
  if (typeof SharedWorker === 'function') {
    const shared = start.shared()
    worker = shared
    // Closing the port only leaves: the client stays for the other tabs.
    provider = new WalletConnectWorkerProvider(shared.port, warn, () => shared.port.close())
  } else if (typeof Worker === 'function') {
    const dedicated = start.dedicated()
    worker = dedicated
    provider = new WalletConnectWorkerProvider(dedicated, warn, () => dedicated.terminate())
  } else return undefined
  worker.addEventListener('error', (event) =>
    provider.fail(new Error(WORKER_START_FAILED, { cause: (event as ErrorEvent).message })),
  )
  try {
    return await provider.open(options)
  } catch (error) {
    provider.release()
    throw error
  }
}
