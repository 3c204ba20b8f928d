import type { AppKit } from '@portico/core'
import { useEffect } from 'react'
import { isActiveConnected } from '../context/active-connection.js'

/**
 * Keeps the inline host on a view that fits the connection. Shown means open: a host mounted on a
 * closed kit opens it at SPEC §2's start view (Account if connected, else Connect); one mounted
 * again keeps the view the user was on. Then, when the connection changes on its own (a restore
 * finishing, a connection the app started, a disconnect), the kit is closed, which in embedded
 * mode is core's rule (Account if connected, else Connect): a lost connection leaves whatever
 * view was shown; a new one leaves only the untouched Connect view (a flow the user is in, such
 * as sign-in after a connect, goes on).
 */
export function useFollowConnection(kit: AppKit): void {
  useEffect(() => {
    if (!kit.getSnapshot().modal.open) kit.open()
    let connected = isActiveConnected(kit.getSnapshot())
    return kit.subscribe(() => {
      const snapshot = kit.getSnapshot()
      const now = isActiveConnected(snapshot)
      if (now === connected) return
      connected = now
      const resting = snapshot.router.view === 'Connect' && snapshot.router.history.length === 1
      if (!now || resting) kit.close()
    })
  }, [kit])
}
