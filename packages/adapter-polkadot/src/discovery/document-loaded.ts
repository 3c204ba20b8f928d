import type { Clock } from '@portico/core'

/** The part of `document` the adapter reads. */
export interface DocumentLike {
  readyState?: unknown
  addEventListener?: unknown
  removeEventListener?: unknown
}

/** How long start-up waits for the page to finish loading before reading `injectedWeb3`. */
export const DOCUMENT_LOAD_WAIT_MS = 3_000

/**
 * Resolves once the page has loaded (extensions inject `injectedWeb3` from content scripts, some
 * only when the document is ready, as polkadot-js `web3Enable` also waits), or after `maxMs` on
 * the injected clock; at once without a document (SSR, Node).
 */
export function whenDocumentLoaded(
  document: DocumentLike | undefined,
  clock: Clock,
  maxMs = DOCUMENT_LOAD_WAIT_MS,
): Promise<void> {
  const add = document?.addEventListener
  const remove = document?.removeEventListener
  if (!document || document.readyState === 'complete' || typeof add !== 'function')
    return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clock.clearTimeout(timer)
      if (typeof remove === 'function') Reflect.apply(remove, document, ['readystatechange', check])
      resolve()
    }
    const check = () => {
      if (document.readyState === 'complete') done()
    }
    const timer = clock.setTimeout(done, maxMs)
    Reflect.apply(add, document, ['readystatechange', check])
  })
}
