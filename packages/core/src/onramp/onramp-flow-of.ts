import type { AppKit } from '../app-kit/app-kit-types.js'
import { perKit } from '../lifecycle/per-kit.js'
import { createOnRampFlow, type OnRampFlow } from './onramp-flow.js'

/** The kit's on-ramp flows (the flows' chunk ends them with the kit). */
export const onRampFlows = perKit(createOnRampFlow)

/**
 * The kit's one on-ramp flow, which the OnRampProviders and BuyInProgress views show: made on
 * first use, its options loaded by the kit whenever OnRampProviders is shown (the funds watched
 * while BuyInProgress is), ended when the kit is destroyed.
 *
 * @example
 * const onRamp = onRampFlowOf(kit)
 * onRamp.setAmount('50')
 * await onRamp.getQuote()
 */
export const onRampFlowOf: (kit: AppKit) => OnRampFlow = onRampFlows.of
