import { cleanConnector, dataApiOriginOf } from '../rules/outside-data.js'
import type { Connector } from '../types/connector.js'
import type { KitContext } from './kit-context.js'

/** Every adapter's connectors, names and images cleaned where they enter (outside data). */
export function allConnectors(ctx: KitContext): Connector[] {
  const origin = dataApiOriginOf(ctx.options.apiUrl)
  return [...ctx.adapters.values()].flatMap((adapter) =>
    adapter.getConnectors().map((connector) => cleanConnector(connector, origin)),
  )
}
