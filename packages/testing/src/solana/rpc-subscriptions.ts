import { accountEncoding, encodeAccount } from './account-encoding.js'
import { checkedAddress } from './rpc-account-methods.js'
import type { SolanaRpcContext } from './rpc-context.js'
import { type ParamReader, rpcErrors } from './rpc-error.js'

type Send = (message: unknown) => void

/** At most this many live subscriptions per socket. */
const MAX_SUBSCRIPTIONS = 1000

/**
 * One WebSocket's subscriptions: signatureSubscribe (one notification, then gone, as on a
 * validator; sent at once for a known signature), accountSubscribe and slotSubscribe.
 */
export function createSubscriptionSession(context: SolanaRpcContext, send: Send) {
  let nextId = 1
  const cleanups = new Map<number, () => void>()

  function notify(method: string, subscription: number, result: unknown) {
    send({ jsonrpc: '2.0', method, params: { result, subscription } })
  }

  function add(cleanup: () => void): number {
    if (cleanups.size >= MAX_SUBSCRIPTIONS) throw rpcErrors.invalidParams('too many subscriptions')
    const id = nextId++
    cleanups.set(id, cleanup)
    return id
  }

  function remove(id: number): boolean {
    const cleanup = cleanups.get(id)
    if (!cleanup) return false
    cleanup()
    cleanups.delete(id)
    return true
  }

  const { ledger } = context
  const context_ = () => ({ slot: ledger.slot() })

  function signatureSubscribe(params: ParamReader): number {
    const signature = params.string(0, 'signature')
    let id = 0
    const deliver = (err: unknown) => {
      notify('signatureNotification', id, { context: context_(), value: { err } })
      remove(id)
    }
    const stop = ledger.onRecord((record) => {
      if (record.signature === signature) deliver(record.err)
    })
    id = add(stop)
    const known = ledger.transaction(signature)
    // After the subscription id is sent (the answer goes out through promise callbacks first).
    if (known) setImmediate(() => cleanups.has(id) && deliver(known.err))
    return id
  }

  function accountSubscribe(params: ParamReader): number {
    const address = checkedAddress(params.string(0, 'account'))
    const config = params.config(1)
    const encoding = accountEncoding(config, 'base58')
    let id = 0
    const stop = ledger.onAccounts((changed) => {
      if (!changed.includes(address)) return
      const account = ledger.getAccount(address)
      // base58 is refused above 128 bytes: a notification falls back to base64 rather than vanish.
      const value = account
        ? encodeAccount(
            ledger,
            account,
            (encoding === 'base58' || encoding === 'binary') && account.space > 128
              ? 'base64'
              : encoding,
          )
        : {
            lamports: 0n,
            owner: '11111111111111111111111111111111',
            data: ['', 'base64'],
            executable: false,
            rentEpoch: 0n,
            space: 0,
          }
      notify('accountNotification', id, { context: context_(), value })
    })
    id = add(stop)
    return id
  }

  function slotSubscribe(): number {
    let id = 0
    const stop = ledger.onSlot((slot) => {
      notify('slotNotification', id, { parent: slot - 1n, root: slot, slot })
    })
    id = add(stop)
    return id
  }

  const subscribe: Record<string, (params: ParamReader) => number> = {
    signatureSubscribe,
    accountSubscribe,
    slotSubscribe,
  }
  const unsubscribe = new Set(['signatureUnsubscribe', 'accountUnsubscribe', 'slotUnsubscribe'])

  return {
    handles: (method: string) => method in subscribe || unsubscribe.has(method),
    call(method: string, params: ParamReader): unknown {
      const start = subscribe[method]
      if (start) return start(params)
      const id = params.integer(0, 'subscription id')
      if (!remove(Number(id))) throw rpcErrors.invalidParams('Invalid subscription id.')
      return true
    },
    close() {
      for (const cleanup of cleanups.values()) cleanup()
      cleanups.clear()
    },
  }
}

export type SubscriptionSession = ReturnType<typeof createSubscriptionSession>
