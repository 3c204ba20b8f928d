import type { AppKitSnapshot, CaipNetworkId, ChainNamespace, ViewName } from '@portico/core'
import { useSnapshot } from '../context/app-kit-context.js'

export interface UseAppKitStateReturnType {
  open: boolean
  loading: boolean
  view: ViewName
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

const selectState = (s: AppKitSnapshot): UseAppKitStateReturnType => ({
  open: s.modal.open,
  loading: s.modal.loading,
  view: s.router.view,
  activeChain: s.activeNamespace,
  selectedNetworkId: s.activeNetwork?.caipNetworkId,
})

/** The modal's state: open, loading, current view, active chain and network. */
export function useAppKitState(): UseAppKitStateReturnType {
  return useSnapshot(selectState)
}
