import type { BalanceResult, ChainAdapter } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import type { Network } from '../types/network.js'

/**
 * The account's native balance as its adapter reads it from the node, kept 30 s in the
 * native-balance cache (SPEC §9), so the syncs of a connect, a reload or a network switch back
 * within that time ask the node nothing. `fresh` skips the cache (after a send, when the balance
 * has changed); what the node answers is cached either way. A failed read is not cached.
 *
 * @example
 * const { balance, symbol } = await readNativeBalance(ctx, adapter, { address, network })
 */
export async function readNativeBalance(
  ctx: KitContext,
  adapter: ChainAdapter,
  target: { address: string; network: Network },
  options: { fresh?: boolean } = {},
): Promise<BalanceResult> {
  const key = `${target.network.caipNetworkId}:${target.address}`
  const cached = options.fresh ? undefined : ctx.persisted.getCachedNativeBalance(key)
  if (cached) return cached
  const read = await adapter.getBalance(target)
  ctx.persisted.setCachedNativeBalance(key, {
    balance: read.balance,
    symbol: read.symbol,
    decimals: read.decimals,
  })
  return read
}
