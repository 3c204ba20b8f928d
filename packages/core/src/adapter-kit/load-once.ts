/** A load started once and shared by every caller; see {@link loadOnce}. */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way or done. */
  (): Promise<T>
  /**
   * The load under way or done, without starting one: `undefined` before the first call and
   * after a failed load (e.g. `destroy()` waits for a download in flight but starts none).
   */
  current(): Promise<T> | undefined
}

/**
 * Wraps a load (an `import()`, a first request) so it runs once and every caller shares its
 * promise. A success is kept for good; a failure (offline, a deploy in between) reaches the
 * callers of that attempt and is then forgotten, so the next call loads again instead of the page
 * keeping the failure for its life.
 *
 * @example
 * const loadActions = loadOnce(() => import('./actions.js'))
 * const { sign } = await loadActions() // downloads once; a failed download is tried again
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined
  const once = (): Promise<T> => {
    if (!pending) {
      pending = load()
      // Its callers get the load's own promise, so its failure reaches them as it is.
      pending.catch(() => {
        pending = undefined
      })
    }
    return pending
  }
  once.current = () => pending
  return once
}
