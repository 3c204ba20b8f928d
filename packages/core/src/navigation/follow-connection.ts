import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { activeAddressOf } from './modal-rules.js'

/**
 * Keeps an inline host (embedded mode) on a view that fits the connection; returns the stop
 * function. Shown means open: a host mounted on a closed kit opens it at SPEC §2's start view
 * (Account if connected, else Connect); one mounted again keeps the view the user was on. Then,
 * when the connection changes on its own (a restore finishing, a connection the app started, a
 * disconnect), the kit is closed, which in embedded mode goes to Account if connected, else
 * Connect: a lost connection leaves whatever view was shown; a new one leaves only the untouched
 * Connect view (a flow the user is in, such as sign-in after a connect, goes on).
 *
 * @example
 * useEffect(() => followConnection(kit), [kit])
 */
export function followConnection(
  kit: Pick<AppKit, 'getSnapshot' | 'subscribe' | 'open' | 'close'>,
): Unsubscribe {
  if (!kit.getSnapshot().modal.open) kit.open()
  let connected = activeAddressOf(kit.getSnapshot()) !== undefined
  return kit.subscribe(() => {
    const snapshot = kit.getSnapshot()
    const now = activeAddressOf(snapshot) !== undefined
    if (now === connected) return
    connected = now
    const resting = snapshot.router.view === 'Connect' && snapshot.router.history.length === 1
    if (!now || resting) kit.close()
  })
}
