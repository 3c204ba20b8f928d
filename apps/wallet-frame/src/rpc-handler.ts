import {
  classifyRpcMethod,
  type FrameHandler,
  FrameHandlerError,
} from '@portico/core/frame-protocol'
import type { ApprovalContent } from './approval-request.js'

/**
 * What signs for the frame: the key module (`src/keys/`) behind the user's session. Each call
 * rebuilds the key from two shares, uses it, and clears it.
 */
export interface FrameSigner {
  address(): Promise<`0x${string}`>
  /** The answer to a not-safe method (`personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction`, …). */
  sign(
    method: string,
    params: readonly unknown[] | Record<string, unknown> | undefined,
    chainId: number,
  ): Promise<unknown>
  /**
   * Whether `eth_sendTransaction` goes out as an ERC-4337 user operation (the smart account
   * acts): its fees and nonce are the user operation's, never the dapp's.
   */
  sendsUserOperations?(): Promise<boolean>
}

export interface RpcHandlerOptions {
  /** apps/api's base URL: safe methods go to its RPC endpoint (SPEC §7 `/v1/?chainId=&projectId=`). */
  apiUrl: string
  projectId: string
  chainId(): number
  /** The signer, once the user is signed in (else `NOT_CONNECTED`). */
  signer(): Promise<FrameSigner | undefined>
  /**
   * The frame's approval card (`askApproval`), bound to the dapp origin: `content` is what it
   * shows, parsed from the request (describeRequest).
   */
  approve(
    request: { method: string; params: unknown; content: ApprovalContent },
    signal: AbortSignal,
  ): Promise<boolean>
  fetch?: typeof fetch
}

/**
 * SPEC §6 in the frame: methods in neither list are refused, safe ones answered without a prompt
 * (read from the chain through apps/api; the account and chain from the session), not-safe ones
 * only after the user approved them in the frame's own card. Every answer is for the frame's
 * chain: a request whose `chainId` names another is refused (UNSUPPORTED_CHAIN).
 *
 * @example
 * handlers.RPC_REQUEST = createRpcHandler({ apiUrl, projectId, chainId, signer, approve })
 */
export function createRpcHandler(options: RpcHandlerOptions): FrameHandler<'RPC_REQUEST'> {
  const fetchImpl = options.fetch ?? ((...args) => fetch(...args))
  let nextId = 1

  async function readChain(method: string, params: unknown, chainId: number): Promise<unknown> {
    const url = new URL('v1/', options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`)
    url.searchParams.set('chainId', `eip155:${chainId}`)
    url.searchParams.set('projectId', options.projectId)
    const response = await fetchImpl(url, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
    const body = (await response.json().catch(() => undefined)) as
      | { result?: unknown; error?: { message?: unknown } }
      | undefined
    if (!response.ok || !body || body.error || !('result' in body)) {
      throw new FrameHandlerError('UNKNOWN', 'An error occurred')
    }
    return body.result
  }

  return async ({ method, params, chainId }, { signal }) => {
    const kind = classifyRpcMethod(method)
    if (kind === 'refused') {
      throw new FrameHandlerError('METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed')
    }
    // A request names no chain of its own: the frame answers and signs on the chain the user
    // sees (moved only by the "Switch network" card). One naming another is refused unanswered.
    const chain = options.chainId()
    if (chainId !== undefined && chainId !== chain) {
      throw new FrameHandlerError(
        'UNSUPPORTED_CHAIN',
        `The request is for chain ${chainId}, the wallet is on chain ${chain}`,
      )
    }
    if (method === 'eth_chainId') return { result: `0x${chain.toString(16)}` }
    if (kind === 'safe' && method !== 'eth_accounts') {
      return { result: await readChain(method, params, chain) }
    }
    const signer = await options.signer()
    if (!signer)
      throw new FrameHandlerError('NOT_CONNECTED', 'Session expired. Please sign in again')
    const address = await signer.address()
    if (method === 'eth_accounts') return { result: [address] }
    // Parsed before anything is shown: a request the card could not show as it would be signed
    // (another account or chain, an unknown transaction field) is refused without a card. The
    // parser arrives with viem, which the signer has loaded already.
    const { describeRequest } = await import('./approval-request.js')
    const userOperation = (await signer.sendsUserOperations?.()) === true
    const content = describeRequest({ method, params, chainId: chain, address, userOperation })
    if (!(await options.approve({ method, params, content }, signal))) {
      if (signal.aborted) throw new FrameHandlerError('ABORTED', 'Request was aborted')
      throw new FrameHandlerError('USER_REJECTED', 'User rejected the request.')
    }
    return { result: await signer.sign(method, params, chain) }
  }
}
