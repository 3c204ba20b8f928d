import type { AppKitSnapshot, CaipNetworkId, ChainNamespace, ViewName } from '@portico/core'
import { useSnapshot } from '../context/app-kit-context.js'

export interface UseAppKitStateReturnType {
  /** Whether the modal is open. */
  open: boolean
  /** Whether the modal is waiting (a view's code or data). */
  loading: boolean
  /** The view shown (or last shown) in the modal. */
  view: ViewName
  /** The active chain family. */
  activeChain: ChainNamespace | undefined
  /** The active network's CAIP-2 id. */
  selectedNetworkId: CaipNetworkId | undefined
}

const selectState = (s: AppKitSnapshot): UseAppKitStateReturnType => ({
  open: s.modal.open,
  loading: s.modal.loading,
  view: s.router.view,
  activeChain: s.activeNamespace,
  selectedNetworkId: s.activeNetwork?.caipNetworkId,
})

/**
 * The modal's state: open, loading, current view, active chain and network.
 *
 * @example
 * ```tsx
 * import { useAppKitState } from '@portico/ui-react'
 *
 * function ModalStatus() {
 *   const { open, view, selectedNetworkId } = useAppKitState()
 *   return <p>{open ? `Modal on ${view}` : `Closed (${selectedNetworkId ?? 'no network'})`}</p>
 * }
 * ```
 */
export function useAppKitState(): UseAppKitStateReturnType {
  return useSnapshot(selectState)
}
