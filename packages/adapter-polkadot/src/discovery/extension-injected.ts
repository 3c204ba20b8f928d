import type { Clock } from '@portico/core'
import { type InjectedWindow, readInjectedExtensions } from './injected-extensions.js'

/** How long a restore waits, once the page loaded, for its saved extension to inject. */
export const EXTENSION_WAIT_MS = 3_000
/** How often `injectedWeb3` is read again meanwhile: it has no event to listen to. */
export const EXTENSION_POLL_MS = 100

/**
 * Resolves true once `target.injectedWeb3` holds the extension `id` (an extension's content script
 * may run after the app started), false after `maxMs` on the clock or as soon as `stopped()` says
 * the adapter is gone.
 */
export function whenExtensionInjected(
  target: InjectedWindow | undefined,
  id: string,
  options: { clock: Clock; stopped: () => boolean; maxMs?: number },
): Promise<boolean> {
  const { clock, stopped, maxMs = EXTENSION_WAIT_MS } = options
  const present = () => readInjectedExtensions(target).some((entry) => entry.id === id)
  if (present()) return Promise.resolve(true)
  return new Promise((resolve) => {
    let waited = 0
    const tick = () => {
      if (stopped()) return resolve(false)
      if (present()) return resolve(true)
      waited += EXTENSION_POLL_MS
      if (waited >= maxMs) return resolve(false)
      clock.setTimeout(tick, EXTENSION_POLL_MS)
    }
    if (maxMs <= 0) resolve(false)
    else clock.setTimeout(tick, EXTENSION_POLL_MS)
  })
}
