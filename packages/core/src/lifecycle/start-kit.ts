import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { watchAdapter } from '../connection/adapter-event-bridge.js'
import { allConnectors } from '../connection/all-connectors.js'
import { setStatus } from '../connection/connection-status.js'
import { restoreConnections, savedConnections } from '../connection/restore-connections.js'

/**
 * SPEC §4 start: the namespaces a previous session left connected are `connecting` at once (read
 * from storage synchronously, so the first render shows it), the adapters' events are bridged,
 * then every adapter is set up and the saved connections restored. The returned promise is
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

  return (async () => {
    for (const adapter of ctx.adapters.values()) {
      try {
        await adapter.setup()
      } catch (error) {
        ctx.emit(
          'ERROR',
          { message: 'Adapter setup failed', namespace: adapter.namespace },
          'error',
        )
        ctx.warn('adapter setup failed', error)
      }
    }
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
