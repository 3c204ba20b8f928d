import { classifyRpcMethod } from '../rules/rpc-permissions.js'
import type { FrameRequestOptions } from './frame-channel.js'
import type { FrameReplyPayload, FrameRequestPayload } from './frame-messages.js'

/** The part of the kit's embedded-wallet actions the provider needs. */
export interface FrameProviderTarget {
  /**
   * Sends the request to the frame. It refuses a method in neither list of SPEC §6 before sending
   * it: the kit's embedded wallet does, with the kit's refusal rule (the modal, "Action not
   * allowed"), and the frame refuses it again on its side.
   */
  request(
    type: 'RPC_REQUEST',
    payload: FrameRequestPayload<'RPC_REQUEST'>,
    options?: FrameRequestOptions,
  ): Promise<FrameReplyPayload<'RPC_REQUEST'>>
  /** `method`: the not-safe request the frame is shown for (the kit shows ApproveTransaction). */
  setFrameVisible(visible: boolean, method?: string): Promise<void>
}

/** An EIP-1193 `request` over the wallet frame (the AUTH connector's provider). */
export interface FrameProvider {
  request(args: {
    method: string
    params?: readonly unknown[] | Record<string, unknown>
  }): Promise<unknown>
}

/**
 * SPEC §6 on the kit's side of the frame: a safe method is answered by the frame without a
 * prompt; for a not-safe one the frame is shown over the modal (z-index 999999, SPEC §2) so the
 * user approves inside the frame's origin, with no timeout (the user decides), and hidden again
 * whatever the answer. A method in neither list is the target's to refuse (see
 * {@link FrameProviderTarget.request}), so the kit's one refusal rule holds on this path too; the
 * frame is never shown for it.
 *
 * @example
 * const provider = createFrameProvider(kit.embeddedWallet, () => 31337)
 * await provider.request({ method: 'personal_sign', params: [hex, address] })
 */
export function createFrameProvider(
  target: FrameProviderTarget,
  chainId: () => number | undefined,
): FrameProvider {
  return {
    async request({ method, params }) {
      const id = chainId()
      const payload = {
        method,
        ...(params !== undefined ? { params: params as unknown[] } : {}),
        ...(id !== undefined ? { chainId: id } : {}),
      }
      if (classifyRpcMethod(method) !== 'notSafe')
        return (await target.request('RPC_REQUEST', payload)).result
      await target.setFrameVisible(true, method)
      try {
        return (await target.request('RPC_REQUEST', payload, { timeoutMs: null })).result
      } finally {
        await target.setFrameVisible(false)
      }
    },
  }
}
