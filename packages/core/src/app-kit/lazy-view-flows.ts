import { loadOnce } from '../adapter-kit/load-once.js'
import type { KitContext } from './kit-context.js'
import type { ViewFlowDeps, ViewFlows } from './view-flows.js'

/** What `createAppKit` spreads into the kit: every flow, each loading the flows' code first. */
export interface LazyViewFlows {
  /** Downloads the flows' code now (ui-react calls it with the idle / hover preload). */
  load(): Promise<ViewFlows>
  /** Runs `use` on the flows: synchronously once loaded, after the download before that. */
  run<T>(use: (flows: ViewFlows) => T): Promise<Awaited<T>>
  /** The kit method that runs the flows' `name` with its arguments (as `run` does). */
  action<K extends keyof ViewFlows>(
    name: K,
  ): (...args: Parameters<ViewFlows[K]>) => Promise<Awaited<ReturnType<ViewFlows[K]>>>
}

/**
 * The view flows behind one `import()`, made once per kit. A failed download is not kept: the
 * next call downloads again (a flaky network must not break the Send view for the page's life).
 */
export function lazyViewFlows(
  ctx: KitContext,
  deps: ViewFlowDeps,
  importFlows: () => Promise<typeof import('./view-flows.js')> = () => import('./view-flows.js'),
): LazyViewFlows {
  let flows: ViewFlows | undefined
  const load = loadOnce(() =>
    importFlows().then((module) => {
      flows ??= module.createViewFlows(ctx, deps)
      return flows
    }),
  )
  function run<T>(use: (loaded: ViewFlows) => T): Promise<Awaited<T>> {
    // Loaded flows run in the caller's turn, so state changes are visible right after the call.
    const loaded = flows
    // The executor runs synchronously; a throw becomes a rejection like any other failure.
    if (loaded) return new Promise<Awaited<T>>((resolve) => resolve(use(loaded) as Awaited<T>))
    return load().then((loaded) => use(loaded)) as Promise<Awaited<T>>
  }
  return {
    load,
    run,
    action:
      (name) =>
      (...args) =>
        run((loaded) => (loaded[name] as (...args: unknown[]) => never)(...args)),
  }
}
