// Loaded by the connector (import()) when `walletConnect.worker` is on: the page's side of the
// WalletConnect worker. The constructor calls name the worker file beside this one in the form
// app bundlers (Vite, webpack 5) recognise: `new URL('./x.js', import.meta.url)`.
import {
  openWalletConnectWorker,
  type WalletConnectWorkerProvider,
  WORKER_START_FAILED,
  type WorkerOpenOptions,
} from '@portico/core/internal'

/** One name: the tabs of an app share one SharedWorker (the browser keys it by URL and name). */
const WORKER_NAME = 'portico-walletconnect'

/**
 * What WalletConnect reads from the page's document when an app gives no metadata (its title,
 * description and icons, the origin): a worker has no document, so the page reads them for it.
 */
function pageMetadata(): NonNullable<WorkerOpenOptions['metadata']> {
  return {
    name: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name=description]')?.content ?? '',
    url: location.origin,
    icons: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~=icon]'), (l) => l.href),
  }
}

/**
 * The WalletConnect client of `prefix`, run in a worker; `undefined` when the browser has
 * no workers or the worker script cannot start (a CSP without `worker-src 'self'`; reported
 * through `warn`): the caller then runs the client on the page. A client that fails in a worker
 * that did start fails the same on the page: that error is thrown.
 */
export async function openWalletConnectInWorker(
  parameters: Omit<WorkerOpenOptions, 'prefix'>,
  prefix: string,
  warn: (message: string, details?: unknown) => void,
): Promise<WalletConnectWorkerProvider | undefined> {
  // Only what the worker needs crosses (the kit's storage and clock stay on the page).
  const { projectId, relayUrl, skipVerify } = parameters
  const metadata = parameters.metadata ?? pageMetadata()
  const options: WorkerOpenOptions = { projectId, prefix, relayUrl, metadata, skipVerify }
  try {
    return await openWalletConnectWorker(
      {
        shared: () =>
          new SharedWorker(new URL('./walletconnect-worker.js', import.meta.url), {
            type: 'module',
            name: WORKER_NAME,
          }),
        dedicated: () =>
          new Worker(new URL('./walletconnect-worker.js', import.meta.url), {
            type: 'module',
            name: WORKER_NAME,
          }),
      },
      options,
      warn,
    )
  } catch (error) {
    if (!(error instanceof Error && error.message === WORKER_START_FAILED)) throw error
    warn('WalletConnect runs on the page: its worker could not start', error)
    return undefined
  }
}
