import { loadOnce } from '../adapter-kit/load-once.js'
import type { KitContext } from './kit-context.js'
import type { createViewFlows, ViewFlows } from './view-flows.js'

type PairingDeps = Parameters<typeof createViewFlows>[1]

/** What `createAppKit` spreads into the kit: every flow, each loading the flows' code first. */
export interface LazyViewFlows {
  /** Downloads the flows' code now (ui-react calls it with the idle / hover preload). */
  load(): Promise<ViewFlows>
  /** Runs `use` on the flows: synchronously once loaded, after the download before that. */
  run<T>(use: (flows: ViewFlows) => T): Promise<Awaited<T>>
}

/**
 * The view flows behind one `import()`, made once per kit. A failed download is not kept: the
 * next call downloads again (a flaky network must not break the Send view for the page's life).
 */
export function lazyViewFlows(
  ctx: KitContext,
  pairingDeps: PairingDeps,
  importFlows: () => Promise<typeof import('./view-flows.js')> = () => import('./view-flows.js'),
): LazyViewFlows {
  let flows: ViewFlows | undefined
  const load = loadOnce(() =>
    importFlows().then((module) => {
      flows ??= module.createViewFlows(ctx, pairingDeps)
      return flows
    }),
  )
  return {
    load,
    run<T>(use: (loaded: ViewFlows) => T): Promise<Awaited<T>> {
      // Loaded flows run in the caller's turn, so state changes are visible right after the call.
      const loaded = flows
      // The executor runs synchronously; a throw becomes a rejection like any other failure.
      if (loaded) return new Promise<Awaited<T>>((resolve) => resolve(use(loaded) as Awaited<T>))
      return load().then((loaded) => use(loaded)) as Promise<Awaited<T>>
    },
  }
}
