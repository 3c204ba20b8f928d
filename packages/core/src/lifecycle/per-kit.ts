import type { AppKit } from '../app-kit/app-kit-types.js'

/** One flow object per kit: made on first use, destroyed with the kit. */
export interface PerKit<T> {
  of(kit: AppKit): T
  /** Destroys `kit`'s flow, if it had one (the kit's destroy). */
  end(kit: AppKit): void
}

/**
 * A flow object the kit owns, keyed by the instance (two kits in a page never share one), for
 * flows whose code comes with their views rather than the kit's (swap, on-ramp).
 *
 * @example
 * const swapFlows = perKit(createSwapController)
 * swapFlows.of(kit).loadTokens()
 */
export function perKit<T extends { destroy(): void }>(create: (kit: AppKit) => T): PerKit<T> {
  const made = new WeakMap<AppKit, T>()
  return {
    of(kit) {
      let flow = made.get(kit)
      if (!flow) {
        flow = create(kit)
        made.set(kit, flow)
      }
      return flow
    },
    end(kit) {
      made.get(kit)?.destroy()
      made.delete(kit)
    },
  }
}
