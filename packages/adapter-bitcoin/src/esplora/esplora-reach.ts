import { type Network, RpcUnreachableError } from '@portico/core'
import { HttpRequestError } from '@portico/core/internal'

/** How long the node check waits for the Esplora API before it counts as unreachable. */
export const NODE_CHECK_TIMEOUT_MS = 3_000

/**
 * Whether `error` means the Esplora API never answered: fetch's own failure (a `TypeError`:
 * connection refused, a dropped line, DNS), or a gateway in front of it saying the node is gone
 * (502–504). An answer of the wrong shape or a 4xx is an answer, not a fault of the line.
 */
function unreachable(error: unknown): boolean {
  if (error instanceof HttpRequestError) return error.status >= 502 && error.status <= 504
  return error instanceof TypeError
}

/**
 * Runs an Esplora read of `network`; a read the node never answered rejects with
 * `RpcUnreachableError` naming the network and saying what to do, the original as
 * `cause`. Anything else passes through as is.
 *
 * @example
 * const balance = await onEsplora(network, () => getAddressBalance(base, address))
 */
export async function onEsplora<T>(network: Network, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (unreachable(error)) throw new RpcUnreachableError(network.name, { cause: error })
    throw error
  }
}

/**
 * Whether the Esplora API at `baseUrl` answers at all (`GET /blocks/tip/height` within
 * {@link NODE_CHECK_TIMEOUT_MS}): asked after a wallet failed a payment without a reason of its
 * own, to tell a node that is gone from a wallet problem.
 */
export async function esploraAnswers(baseUrl: string, fetchFn: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchFn(`${baseUrl.replace(/\/+$/, '')}/blocks/tip/height`, {
      signal: AbortSignal.timeout(NODE_CHECK_TIMEOUT_MS),
    })
    return response.status < 502 || response.status > 504
  } catch {
    return false
  }
}
