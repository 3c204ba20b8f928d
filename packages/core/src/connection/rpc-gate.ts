import type { RpcRequest } from '../adapter/chain-adapter.js'
import { activeNamespaceOf, type KitContext } from '../app-kit/kit-context.js'
import { AdapterNotFoundError } from '../errors/adapter-errors.js'
import { PendingTransactionsLimitError, RpcMethodNotAllowedError } from '../errors/http-errors.js'
import { UiText } from '../errors/ui-texts.js'
import { closeModal, openModal, pushView } from '../navigation/modal-actions.js'
import { routerBack } from '../navigation/router.js'
import { assertHexPrefixedCallTargets, classifyRpcMethod } from '../rules/rpc-permissions.js'
import type { ChainNamespace } from '../types/chain.js'

/** SPEC §8/§9: "Action not allowed" shows 300 ms after a refused RPC request. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300

/**
 * SPEC §8 what a refused RPC request does, on every path that refuses one (`kit.request`, and the
 * embedded wallet's provider that wagmi and the dapp call directly): the modal opens, the error
 * is reported (ERROR event), and "Action not allowed" shows 300 ms later. Returns the error the
 * caller throws ("Requested RPC call is not allowed", code 4200).
 */
export function refuseRpcRequest(ctx: KitContext, method: string): RpcMethodNotAllowedError {
  const error = new RpcMethodNotAllowedError(method)
  if (!ctx.state.get('modal').open) openModal(ctx)
  ctx.later(
    () => ctx.state.set('actionNotAllowed', UiText.actionNotAllowed),
    ACTION_NOT_ALLOWED_DELAY_MS,
  )
  ctx.emit('ERROR', { message: error.message, method }, 'error')
  return error
}

/** SPEC §9: "Pending transactions limit is 99" (requests on the ApproveTransaction stack). */
export const PENDING_TRANSACTIONS_LIMIT = 99

interface PendingRequest {
  id: string
  method: string
  reject(error: unknown): void
}

export interface RpcGate {
  request(request: RpcRequest, namespace?: ChainNamespace): Promise<unknown>
  /** Reject every pending request (destroy). */
  rejectAll(error: unknown): void
}

/**
 * SPEC §6 RPC permission classes around `adapter.request`:
 * - refused (neither safe nor not-safe): only that call fails, with "Requested RPC call is not
 *   allowed" (EIP-1193 code 4200); the modal opens and shows "Action not allowed" after 300 ms;
 * - not safe: pushes ApproveTransaction on the transaction stack; when the request settles (success
 *   or error, SPEC §4) its entry pops, and the modal closes when the stack is empty;
 * - safe: forwarded as is.
 *
 * SPEC §8 says pending RPC requests are rejected on a refusal. We deliberately keep the pending
 * *allowed* requests: they are already in the wallet's prompt, which stays open, and rejecting
 * them here does not withdraw them. A user who then approves a transaction broadcasts it while the
 * dapp was told it failed, and the dapp never learns the hash of a transaction that was sent.
 * So the refusal fails only the refused call; a late wallet result still reaches its caller.
 * `rejectAll` remains for `destroy()`, when the wallet connection itself goes away.
 */
export function createRpcGate(ctx: KitContext): RpcGate {
  const pending = new Map<string, PendingRequest>()
  let counter = 0

  function rejectAll(error: unknown): void {
    const entries = [...pending.values()]
    pending.clear()
    if (ctx.state.get('transactionStack').length > 0) ctx.state.set('transactionStack', [])
    for (const entry of entries) entry.reject(error)
  }

  function settle(id: string): void {
    if (!pending.delete(id)) return
    const stack = ctx.state.get('transactionStack').filter((entry) => entry.id !== id)
    ctx.state.set('transactionStack', stack)
    if (stack.length === 0) {
      closeModal(ctx)
      return
    }
    const back = routerBack(ctx.state.get('router'))
    if (back !== 'close' && ctx.state.get('router').view === 'ApproveTransaction') {
      ctx.state.set('router', back)
    }
  }

  async function request(request: RpcRequest, namespace?: ChainNamespace): Promise<unknown> {
    const ns = namespace ?? activeNamespaceOf(ctx)
    const adapter = ns ? ctx.adapters.get(ns) : undefined
    if (!adapter) throw new AdapterNotFoundError({ details: `No adapter for "${ns}".` })
    const permission = classifyRpcMethod(request.method)
    // Only this call fails: pending allowed requests keep waiting for the wallet (see above).
    if (permission === 'refused') throw refuseRpcRequest(ctx, request.method)
    if (permission === 'safe') return adapter.request(request)
    if (request.method === 'wallet_sendCalls') assertSendCallsTargets(request)
    // The 100th is refused before it reaches the wallet; the 99 pending ones keep waiting.
    if (pending.size >= PENDING_TRANSACTIONS_LIMIT)
      throw new PendingTransactionsLimitError(PENDING_TRANSACTIONS_LIMIT)

    counter += 1
    const id = `rpc-${counter}`
    let rejectPending: (error: unknown) => void = () => undefined
    const rejection = new Promise<never>((_, reject) => {
      rejectPending = reject
    })
    pending.set(id, { id, method: request.method, reject: rejectPending })
    ctx.state.update('transactionStack', (stack) => [...stack, { id, method: request.method }])
    pushView(ctx, 'ApproveTransaction', { requestId: id, method: request.method })
    try {
      return await Promise.race([adapter.request(request), rejection])
    } finally {
      settle(id)
    }
  }

  return { request, rejectAll }
}

/** SPEC §5: hex-encoded call targets in wallet_sendCalls must start with 0x ("Invalid input"). */
function assertSendCallsTargets(request: RpcRequest): void {
  const first = Array.isArray(request.params) ? request.params[0] : undefined
  const calls = (first as { calls?: unknown } | undefined)?.calls
  if (Array.isArray(calls)) {
    assertHexPrefixedCallTargets(
      calls.map((call) => (typeof call === 'object' && call ? call : {})),
    )
  }
}
