import type { KitContext } from '../app-kit/kit-context.js'
import type { ChainNamespace } from '../types/chain.js'

export interface PrepareConnectorParameters {
  connectorId: string
  /** The connector's family (default: the family of the offered connector with that id). */
  namespace?: ChainNamespace
}

/**
 * Asks the connector's adapter to get it ready ahead of its pick (`ChainAdapter.prepareConnector`:
 * its code downloaded, WalletConnect's client up with its relay socket open). Loaded with the view
 * flows, so the pairing flow's code is in too. Never rejects: a failure is reported with `warn`
 * and the pick does the work.
 */
export async function prepareConnector(
  ctx: KitContext,
  { connectorId, namespace }: PrepareConnectorParameters,
): Promise<void> {
  const ns = namespace ?? ctx.state.get('connectors').find((c) => c.id === connectorId)?.chain
  const adapter = ns ? ctx.adapters.get(ns) : undefined
  try {
    await adapter?.prepareConnector?.(connectorId)
  } catch (error) {
    ctx.warn('preparing a connector failed', error)
  }
}
