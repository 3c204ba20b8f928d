import type { AppKit } from './app-kit-types.js'
import { createSwapController, type SwapController } from './swap-controller.js'

// Keyed by the instance: two kits in a page never share a swap flow.
const flows = new WeakMap<AppKit, SwapController>()

/**
 * The kit's one swap flow, which the three Swap views share: made on first use, its tokens loaded
 * by the kit whenever the Swap view is shown, ended when the kit is destroyed.
 *
 * @example
 * const swap = swapFlowOf(kit)
 * swap.setSourceAmount('100')
 */
export function swapFlowOf(kit: AppKit): SwapController {
  let flow = flows.get(kit)
  if (!flow) {
    flow = createSwapController(kit)
    flows.set(kit, flow)
  }
  return flow
}

/** Ends the kit's swap flow, if it had one (the kit's destroy). */
export function endSwapFlow(kit: AppKit): void {
  flows.get(kit)?.destroy()
  flows.delete(kit)
}
