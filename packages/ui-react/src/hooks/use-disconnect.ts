import type { ChainNamespace } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/app-kit-context.js'

/**
 * Disconnect. `useDisconnect({ namespace })` binds a family: its `disconnect()` ends that family
 * only (and those on the same WalletConnect session, SPEC §4), the others stay connected. Without
 * a namespace, `disconnect()` ends every family, `disconnect({ namespace })` one.
 *
 * @example
 * ```tsx
 * import { useDisconnect } from '@portico/ui-react'
 *
 * function DisconnectButtons() {
 *   const { disconnect } = useDisconnect()
 *   const solana = useDisconnect({ namespace: 'solana' })
 *   return (
 *     <>
 *       <button type="button" onClick={() => disconnect()}>
 *         Disconnect all
 *       </button>
 *       <button type="button" onClick={() => solana.disconnect()}>
 *         Disconnect Solana only
 *       </button>
 *     </>
 *   )
 * }
 * ```
 */
export function useDisconnect(options?: { namespace?: ChainNamespace }): {
  disconnect: (options?: { namespace?: ChainNamespace }) => Promise<void>
} {
  const kit = useAppKitInstance()
  const bound = options?.namespace
  return useMemo(
    () => ({
      disconnect: (call) => {
        const namespace = call?.namespace ?? bound
        return kit.disconnect(namespace ? { namespace } : undefined)
      },
    }),
    [kit, bound],
  )
}
