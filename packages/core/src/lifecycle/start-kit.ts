import type { ChainAdapter, Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { watchAdapter } from '../connection/adapter-event-bridge.js'
import { allConnectors } from '../connection/all-connectors.js'
import { setStatus } from '../connection/connection-status.js'
import { restoreConnections, savedConnections } from '../connection/restore-connections.js'

/**
 * SPEC §4 start: the namespaces a previous session left connected are `connecting` at once (read
 * from storage synchronously, so the first render shows it), the adapters' events are bridged,
 * then every adapter is set up and the saved connections restored (an adapter whose setup is
 * large and that has nothing to restore is set up at the visitor's first sign of interest,
 * `ctx.interest`, instead). The returned promise is
 * `kit.ready`: it never rejects, because a restore problem must not break the host page.
 * `before` (never rejecting) is awaited before the restore: the embedded wallet's code, whose
 * cached login data tells the AUTH connector whether to restore.
 */
export function startKit(
  ctx: KitContext,
  track: (unsubscribe: Unsubscribe) => Unsubscribe,
  before?: Promise<void>,
): Promise<void> {
  const saved = savedConnections(ctx)
  for (const { namespace } of saved) setStatus(ctx, namespace, 'connecting')
  for (const adapter of ctx.adapters.values()) track(watchAdapter(ctx, adapter))

  // Adapters with large setups and nothing to restore wait for the visitor's interest.
  const adapters = [...ctx.adapters.values()]
  const later = adapters.filter(
    (adapter) =>
      adapter.setupOnInterest && !saved.some(({ namespace }) => namespace === adapter.namespace),
  )
  if (later.length > 0)
    ctx.interest.whenShown(async () => {
      await setUpEach(ctx, later)
      if (!ctx.destroyed()) ctx.state.set('connectors', allConnectors(ctx))
    })

  return (async () => {
    await setUpEach(
      ctx,
      adapters.filter((adapter) => !later.includes(adapter)),
    )
    if (ctx.destroyed()) return
    ctx.state.set('connectors', allConnectors(ctx))
    await before
    if (ctx.destroyed()) return
    await restoreConnections(ctx, saved)
  })().catch((error: unknown) => {
    ctx.emit('ERROR', { message: 'Restoring the connection failed' }, 'error')
    ctx.warn('restore failed', error)
  })
}

/** Sets each adapter up in turn; one that fails is reported and offers no connectors. */
async function setUpEach(ctx: KitContext, adapters: readonly ChainAdapter[]): Promise<void> {
  for (const adapter of adapters) {
    if (ctx.destroyed()) return
    try {
      await adapter.setup()
    } catch (error) {
      ctx.emit('ERROR', { message: 'Adapter setup failed', namespace: adapter.namespace }, 'error')
      ctx.warn('adapter setup failed', error)
    }
  }
}
