import {
  type BaseError,
  type Clock,
  ProviderRpcError,
  RpcUnreachableError,
  UnknownProviderError,
} from '@portico/core'
import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'

/** How long the node may take to answer `eth_chainId` before it counts as unreachable. */
export const NODE_PROBE_TIMEOUT_MS = 3_000

/** JSON-RPC codes a wallet answers with when its node failed (internal error, resource unavailable). */
const NODE_FAILURE_CODES = new Set([-32603, -32002])

/** Whether `error` could be a wallet passing on its node's failure (no reason given). */
function mayBeNodeFailure(error: BaseError): boolean {
  if (error instanceof UnknownProviderError) return true
  return error instanceof ProviderRpcError && NODE_FAILURE_CODES.has(error.code)
}

/**
 * `error` as it should reach the user after a wallet request failed: when the wallet gave no
 * reason (an unknown error, or JSON-RPC internal / resource unavailable) and the chain's node does
 * not answer `eth_chainId` through the kit's own transport within {@link NODE_PROBE_TIMEOUT_MS},
 * an `RpcUnreachableError` naming the network (the wallet's error as `cause`); else `error`.
 *
 * @example
 * throw await nodeUnreachable(toPorticoError(e), { config, chain, clock })
 */
export async function nodeUnreachable(
  error: BaseError,
  parameters: { config: Config; chain: Chain; clock: Clock },
): Promise<BaseError> {
  if (!mayBeNodeFailure(error)) return error
  const { config, chain, clock } = parameters
  const client = config.getClient({ chainId: chain.id })
  let timer: unknown
  const answered = await Promise.race([
    client.request({ method: 'eth_chainId' }, { retryCount: 0 }).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      timer = clock.setTimeout(() => resolve(false), NODE_PROBE_TIMEOUT_MS)
    }),
  ])
  clock.clearTimeout(timer)
  return answered ? error : new RpcUnreachableError(chain.name, { cause: error })
}
