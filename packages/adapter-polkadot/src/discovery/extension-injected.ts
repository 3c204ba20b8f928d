import type { Clock } from '@portico/core'
import { createRestoreWaits, DEFAULT_RESTORE_WAIT } from '@portico/core/adapter-kit'
import { type InjectedWindow, readInjectedExtensions } from './injected-extensions.js'

/** How often `injectedWeb3` is read again meanwhile: it has no event to listen to. */
export const EXTENSION_POLL_MS = 100

/**
 * Resolves true once `target.injectedWeb3` holds the extension `id` (an extension's content script
 * may run after the app started), false after `maxMs` on the clock or at the first read after
 * `stopped()` says the adapter is gone.
 */
export function whenExtensionInjected(
  target: InjectedWindow | undefined,
  id: string,
  options: { clock: Clock; stopped: () => boolean; maxMs?: number },
): Promise<boolean> {
  const { clock, stopped } = options
  const [waitRestore, checkRestores, endRestores] = createRestoreWaits(clock)
  let timer: unknown
  // injectedWeb3 has no event: the wait reads it again every EXTENSION_POLL_MS.
  const poll = () => {
    timer = clock.setTimeout(() => {
      if (stopped()) endRestores()
      else {
        checkRestores()
        poll()
      }
    }, EXTENSION_POLL_MS)
  }
  poll()
  return waitRestore(
    () => !stopped() && readInjectedExtensions(target).some((entry) => entry.id === id),
    options.maxMs ?? DEFAULT_RESTORE_WAIT,
  ).then((found) => {
    clock.clearTimeout(timer)
    return found === true
  })
}
