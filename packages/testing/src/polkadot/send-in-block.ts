import type { SubmittableResult } from '@polkadot/api'
import type { Signer, SubmittableExtrinsic } from '@polkadot/api/types'
import type { KeyringPair } from '@polkadot/keyring/types'

/** A transaction included in a block. */
export interface InBlockResult {
  blockHash: `0x${string}`
  txHash: `0x${string}`
  /** The transaction's events (`balances.Transfer`, `system.ExtrinsicSuccess` / `ExtrinsicFailed`, …). */
  events: SubmittableResult['events']
  /** True when the block holds `system.ExtrinsicSuccess` for it. */
  success: boolean
}

/**
 * Signs and submits a transaction and resolves once it is in a block (chopsticks' Instant mode
 * builds one per transaction, so this is the event to await instead of sleeping). Rejects when the
 * pool refuses it (bad signature, no funds for fees) or it is dropped.
 *
 * @example
 * const { events } = await sendInBlock(api.tx.balances.transferKeepAlive(bob, 1n), alice)
 */
export function sendInBlock(
  tx: SubmittableExtrinsic<'promise'>,
  account: KeyringPair | string,
  options: { signer?: Signer } = {},
): Promise<InBlockResult> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined
    let done = false
    const finish = (act: () => void) => {
      if (done) return
      done = true
      unsubscribe?.()
      act()
    }
    const onStatus = (result: SubmittableResult) => {
      const { status } = result
      if (status.isInBlock || status.isFinalized) {
        const blockHash = (status.isInBlock ? status.asInBlock : status.asFinalized).toHex()
        const success = result.events.some(
          ({ event }) => event.section === 'system' && event.method === 'ExtrinsicSuccess',
        )
        finish(() =>
          resolve({ blockHash, txHash: result.txHash.toHex(), events: result.events, success }),
        )
      } else if (status.isDropped || status.isInvalid || status.isUsurped) {
        finish(() => reject(new Error(`transaction ${status.type}`)))
      }
    }
    // nonce -1: ask the node (AccountNonceApi / accountNextIndex). polkadot-js' default reads a
    // memoized System.Account subscription that can lag one block behind, so a second transfer
    // sent right after the first one's inclusion is refused as stale (1010).
    const signOptions = { nonce: -1, ...(options.signer ? { signer: options.signer } : {}) }
    tx.signAndSend(account, signOptions, onStatus).then(
      (stop) => {
        if (done) stop()
        else unsubscribe = stop
      },
      (error: unknown) => finish(() => reject(error)),
    )
  })
}
