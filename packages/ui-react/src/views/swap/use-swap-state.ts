import type { SwapController, SwapState } from '@portico/core'
import { useSyncExternalStore } from 'react'

/** Re-renders on every change of the swap flow's state. */
export function useSwapState(controller: SwapController): SwapState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
}
