import { RpcMethodNotAllowedError } from '../errors/http-errors.js'
import { classifyRpcMethod } from '../rules/rpc-permissions.js'
import type { FrameRequestOptions } from './frame-channel.js'
import type { FrameReplyPayload, FrameRequestPayload } from './frame-messages.js'

/** The part of the kit's embedded-wallet actions the provider needs. */
export interface FrameProviderTarget {
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
 * SPEC §6 on the kit's side of the frame: a method in neither list is refused before anything is
 * sent ("Requested RPC call is not allowed"); a safe one is answered by the frame without a
 * prompt; for a not-safe one the frame is shown over the modal (z-index 999999, SPEC §2) so the
 * user approves inside the frame's origin, with no timeout (the user decides), and hidden again
 * whatever the answer.
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
      const kind = classifyRpcMethod(method)
      if (kind === 'refused') throw new RpcMethodNotAllowedError(method)
      const id = chainId()
      const payload = {
        method,
        ...(params !== undefined ? { params: params as unknown[] } : {}),
        ...(id !== undefined ? { chainId: id } : {}),
      }
      if (kind === 'safe') return (await target.request('RPC_REQUEST', payload)).result
      await target.setFrameVisible(true, method)
      try {
        return (await target.request('RPC_REQUEST', payload, { timeoutMs: null })).result
      } finally {
        await target.setFrameVisible(false)
      }
    },
  }
}
