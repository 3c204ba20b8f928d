import {
  type AppKit,
  createSwapController,
  type SwapController,
  type SwapState,
} from '@portico/core'
import { useSyncExternalStore } from 'react'

// One swap flow per kit, shared by the three Swap views (keyed by the instance: two kits in a
// page never share one, and a destroyed kit's flow goes with it).
const controllers = new WeakMap<AppKit, SwapController>()

/** The swap flow of `kit`, created on first use. */
export function swapControllerOf(kit: AppKit): SwapController {
  let controller = controllers.get(kit)
  if (!controller) {
    controller = createSwapController(kit)
    controllers.set(kit, controller)
  }
  return controller
}

/** Re-renders on every change of the swap flow's state. */
export function useSwapState(controller: SwapController): SwapState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
}
