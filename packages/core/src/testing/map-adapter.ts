import type { AdapterDefinition, ChainAdapter } from '../adapter/chain-adapter.js'

/**
 * A definition whose instances are `definition`'s, handed through `change` first: a test swaps a
 * method for a hostile or a slow one, or drops an optional member. Each kit still gets its own.
 *
 * @example
 * const slow = mapAdapter(mockAdapter({ accounts: [ALICE] }), (wallet) => ({
 *   ...wallet,
 *   reconnect: async (params) => { await gate; return wallet.reconnect(params) },
 * }))
 */
export function mapAdapter<I extends ChainAdapter, A extends ChainAdapter>(
  definition: AdapterDefinition<I>,
  change: (instance: I) => A,
): AdapterDefinition<A> {
  return {
    namespace: definition.namespace,
    create: (context) => change(definition.create(context)),
  }
}
