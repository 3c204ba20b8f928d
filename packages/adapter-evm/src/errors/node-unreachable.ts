// Loaded with import() only when an action failed in a way that may be the node's: never in the
// page's first load.
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

/** viem's errors for a node that could not be reached: refused, timed out, or an HTTP failure. */
const unreachableNodeErrors = new Set([
  'HttpRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'SocketClosedError',
])

/** JSON-RPC codes a wallet answers with when its node failed (internal error, resource unavailable). */
const NODE_FAILURE_CODES = new Set([-32603, -32002])

/** Whether a failure gave no reason of its own, so the chain's node may be what failed. */
function mayBeNodeFailure(error: BaseError): boolean {
  if (error instanceof UnknownProviderError) return true
  return error instanceof ProviderRpcError && NODE_FAILURE_CODES.has(error.code)
}

/** Whether a viem transport failure is anywhere down `error`'s `cause` chain. */
function isTransportFailure(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth++) {
    const name = (current as { name?: unknown }).name
    if (typeof name === 'string' && unreachableNodeErrors.has(name)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** Whether `chain`'s node answers `eth_chainId` through the kit's own transport in time. */
async function nodeAnswers(config: Config, chain: Chain, clock: Clock): Promise<boolean> {
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
  return answered
}

/**
 * What an action's failure should say when it may be the chain node's: a viem
 * transport failure (connection refused, timeout, HTTP error) anywhere in `error` gives
 * `RpcUnreachableError` naming `chain`; a wallet request (`method`) that failed without a reason
 * (`mapped` is an unknown error or JSON-RPC internal / resource unavailable) while the node does
 * not answer `eth_chainId` within {@link NODE_PROBE_TIMEOUT_MS} gives it too, the wallet's error
 * as `cause`. Anything else is `mapped`.
 *
 * @example
 * throw await nodeUnreachable(e, toPorticoError(e), { config, chain, clock, method })
 */
export async function nodeUnreachable(
  error: unknown,
  mapped: BaseError,
  parameters: {
    config: Config
    chain: Chain | undefined
    clock: Clock
    method?: string | undefined
  },
): Promise<BaseError> {
  const { config, chain, clock, method } = parameters
  if (isTransportFailure(error))
    return new RpcUnreachableError(chain?.name ?? 'the network', { cause: error })
  if (!method || !chain || !mayBeNodeFailure(mapped)) return mapped
  if (await nodeAnswers(config, chain, clock)) return mapped
  return new RpcUnreachableError(chain.name, { cause: mapped })
}
