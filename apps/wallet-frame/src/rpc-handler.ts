import {
  classifyRpcMethod,
  type FrameHandler,
  FrameHandlerError,
} from '@portico/core/frame-protocol'
import type { ApprovalContent } from './approval-request.js'

/** SPEC §6 account types: the user's ERC-4337 smart account, or their own key's account (EOA). */
export type AccountType = 'smartAccount' | 'eoa'

/**
 * The account that acts for one request, fixed when it is asked for: the approval card shows its
 * address and type, and this object alone signs. A later change of the preferred account
 * (SET_PREFERRED_ACCOUNT, GET_USER's `preferredAccountType`) cannot change who signs a request
 * whose card is already shown.
 */
export interface ActingAccount {
  address: `0x${string}`
  /** `smartAccount`: transactions go out as ERC-4337 user operations (their own fees and nonce). */
  type: AccountType
  /** The answer to a not-safe method (`personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction`, …). */
  sign(
    method: string,
    params: readonly unknown[] | Record<string, unknown> | undefined,
  ): Promise<unknown>
}

/**
 * What signs for the frame: the key module (`src/keys/`) behind the user's session. Each
 * signature rebuilds the key from two shares, uses it, and clears it.
 */
export interface FrameSigner {
  /** The address of the account acting on the frame's chain now (`eth_accounts`). */
  address(): Promise<`0x${string}`>
  /** The account acting on `chainId`, resolved once: what the card shows is what signs. */
  acting(chainId: number): Promise<ActingAccount>
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
    if (method === 'eth_accounts') return { result: [await signer.address()] }
    // The account that signs is fixed here, before the card: the card names it (Account row),
    // and the same object signs after Approve, whatever the preferred account is by then.
    const account = await signer.acting(chain)
    // Parsed before anything is shown: a request the card could not show as it would be signed
    // (another account or chain, an unknown transaction field) is refused without a card. The
    // parser arrives with viem, which the signer has loaded already.
    const { describeRequest } = await import('./approval-request.js')
    const content = describeRequest({
      method,
      params,
      chainId: chain,
      address: account.address,
      accountType: account.type,
    })
    if (!(await options.approve({ method, params, content }, signal))) {
      if (signal.aborted) throw new FrameHandlerError('ABORTED', 'Request was aborted')
      throw new FrameHandlerError('USER_REJECTED', 'User rejected the request.')
    }
    return { result: await account.sign(method, params) }
  }
}
