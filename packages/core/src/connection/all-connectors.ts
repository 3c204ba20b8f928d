import type { AdapterContext, ChainAdapter } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { cleanConnector } from '../rules/outside-data.js'
import type { Connector } from '../types/connector.js'

/**
 * The connectors the adapters offer, names and images cleaned where they enter (outside data).
 * An adapter whose `getConnectors` throws offers none (and is reported), so one broken adapter
 * neither hides the others' wallets nor stops the start-up that reads them.
 */
export function readConnectors(
  adapters: Iterable<ChainAdapter>,
  dataApiOrigin: string | undefined,
  warn: AdapterContext['warn'],
): Connector[] {
  return [...adapters].flatMap((adapter) => {
    try {
      return adapter.getConnectors().map((connector) => cleanConnector(connector, dataApiOrigin))
    } catch (error) {
      warn(`Reading the ${adapter.namespace} connectors failed`, error)
      return []
    }
  })
}

/** Every adapter's connectors now (see {@link readConnectors}). */
export function allConnectors(ctx: KitContext): Connector[] {
  return readConnectors(ctx.adapters.values(), ctx.dataApiOrigin, ctx.warn)
}
