import type { ChainNamespace, ViewName } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/app-kit-context.js'
import { preloadModal } from '../modal/load-modal.js'

export interface UseAppKitReturnType {
  /** Open the modal, at `view` or at the start view of SPEC §2. */
  open: (options?: { view?: ViewName; namespace?: ChainNamespace }) => void
  close: () => void
}

/** Open and close the modal. */
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
