import type { OpenParams, ViewName } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/app-kit-context.js'
import { preloadModal } from '../modal/load-modal.js'

export interface UseAppKitReturnType {
  /**
   * Open the modal, at `view` (with the data it takes, type-checked against core's `ViewParams`)
   * or at the start view of SPEC §2; `namespace`: the family to show.
   */
  open: <V extends ViewName = ViewName>(options?: OpenParams<V>) => void
  /** Close the modal. */
  close: () => void
}

/**
 * Open and close the modal.
 *
 * @example
 * ```tsx
 * import { useAppKit } from '@portico/ui-react'
 *
 * function ConnectLink() {
 *   const { open } = useAppKit()
 *   return (
 *     <button type="button" onClick={() => open({ view: 'Connect' })}>
 *       Connect a wallet
 *     </button>
 *   )
 * }
 * ```
 */
export function useAppKit(): UseAppKitReturnType {
  const kit = useAppKitInstance()
  return useMemo(
    () => ({
      open: (options) => {
        preloadModal(kit)
        kit.open(options)
      },
      close: () => kit.close(),
    }),
    [kit],
  )
}
