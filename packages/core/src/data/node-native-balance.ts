import type { KitContext } from '../app-kit/kit-context.js'
import type { TokenBalance } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Network } from '../types/network.js'
import { readNativeBalance } from './native-balance-cache.js'

/**
 * The native coin's balance read from the chain's node (through the native-balance cache), as a
 * portfolio entry: what the Tokens tab shows on a chain the data API does not serve (the node knows no price: `price` and `value` are
 * 0, and the token balances state says `served: false`). Undefined when the node did not answer.
 */
export async function nodeNativeBalance(
  ctx: KitContext,
  namespace: ChainNamespace,
  target: { address: string; network: Network },
  options: { fresh?: boolean } = {},
): Promise<TokenBalance | undefined> {
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) return undefined
  try {
    const read = await readNativeBalance(ctx, adapter, target, options)
    const { network } = target
    const imageId = network.assets?.imageId
    return {
      name: network.nativeCurrency.name,
      symbol: read.symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: String(read.decimals), numeric: read.balance },
      iconUrl: network.assets?.imageUrl ?? (imageId ? ctx.api.assetImageUrl(imageId) : ''),
    }
  } catch {
    return undefined
  }
}
