import type { AppKit } from '../app-kit/app-kit-types.js'
import { perKit } from '../lifecycle/per-kit.js'
import { createSwapController, type SwapController } from './swap-controller.js'

/** The kit's swap flows (the flows' chunk ends them with the kit). */
export const swapFlows = perKit(createSwapController)

/**
 * The kit's one swap flow, which the three Swap views share: made on first use, its tokens loaded
 * by the kit whenever the Swap view is shown, ended when the kit is destroyed.
 *
 * @example
 * const swap = swapFlowOf(kit)
 * swap.setSourceAmount('100')
 */
export const swapFlowOf: (kit: AppKit) => SwapController = swapFlows.of
