// The WalletConnect worker's script: the client (UniversalProvider: its relay socket, crypto and
// IndexedDB store) runs here, started by `walletconnect-worker-client.ts` as a SharedWorker (one
// for every tab of the app) or a dedicated Worker. App bundlers emit it as a file of its own.
import type { Clock } from '@portico/core'
import { hostWalletConnectWorker, type WorkerScope } from '@portico/core/internal'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { type RelaySyncProvider, relaySynced } from './walletconnect-relay-sync.js'

/** The worker's own timers: the kit's clock stays on the page. */
const workerClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

hostWalletConnectWorker(globalThis as unknown as WorkerScope, {
  init: (parameters) => UniversalProvider.init(parameters as never),
  // A restored session is read once the relay handed over what it kept for it (a session the
  // wallet ended while every tab was closed is then gone), as a restore on the page waits.
  ready: (provider) => relaySynced(provider as unknown as RelaySyncProvider, workerClock),
})
