import { createOnRampFlow, type OnRampFlow } from '../onramp/onramp-flow.js'
import type { AppKit } from './app-kit-types.js'

// Keyed by the instance: two kits in a page never share an on-ramp flow.
const flows = new WeakMap<AppKit, OnRampFlow>()

/**
 * The kit's one on-ramp flow, which the OnRampProviders view shows: made on first use, its
 * options loaded by the kit whenever the view is shown, ended when the kit is destroyed.
 *
 * @example
 * const onRamp = onRampFlowOf(kit)
 * onRamp.setAmount('50')
 * await onRamp.getQuote()
 */
export function onRampFlowOf(kit: AppKit): OnRampFlow {
  let flow = flows.get(kit)
  if (!flow) {
    flow = createOnRampFlow(kit)
    flows.set(kit, flow)
  }
  return flow
}

/** Ends the kit's on-ramp flow, if it had one (the kit's destroy). */
export function endOnRampFlow(kit: AppKit): void {
  flows.get(kit)?.destroy()
  flows.delete(kit)
}
