import { FrameHandlerError, type FrameHandlers } from '@portico/core/frame-protocol'
import type { ApprovalContent } from './approval-request.js'
import { type ApprovalOptions, askApproval, type DappClaims } from './approval-view.js'
import { chainLabel } from './chain-names.js'

// A switch of the chain the frame signs on is an approval of its own: a script on the dapp's
// page could otherwise move the frame to another chain just before a signing request.

/** The "Switch network" card's content: the chain the frame signs on now, and the one asked for. */
export function describeSwitch(from: number, to: number): ApprovalContent {
  return {
    method: 'wallet_switchEthereumChain',
    title: 'Switch network',
    fields: [
      { label: 'From', value: chainLabel(from) },
      { label: 'To', value: chainLabel(to) },
    ],
  }
}

export interface NetworkSwitchOptions {
  root: HTMLElement
  /** The chain the frame signs on, and its change. */
  chainId(): number
  setChainId(chainId: number): void
  /** Whether a user is signed in (before the login the kit aligns the chain itself, at connect). */
  signedIn(): Promise<boolean>
  dappOrigin: string
  /** What the dapp said of itself (SYNC_DAPP_DATA), shown beside the origin. */
  dappClaims(): DappClaims
  /** The card's arming (tests drive it by hand). */
  arming?: Omit<ApprovalOptions, 'signal'>
}

/**
 * SWITCH_NETWORK: to another chain while signed in, only after Approve on the frame's own
 * "Switch network" card (From, To); Reject answers USER_REJECTED and keeps the chain. The same
 * chain, or no session yet, answers at once without a card.
 *
 * @example
 * handlers.SWITCH_NETWORK = createNetworkSwitch({ root, chainId: () => id, setChainId, ... })
 */
export function createNetworkSwitch(
  options: NetworkSwitchOptions,
): NonNullable<FrameHandlers['SWITCH_NETWORK']> {
  return async ({ chainId: next }, { signal }) => {
    if (typeof next !== 'number') {
      throw new FrameHandlerError('UNSUPPORTED_CHAIN', 'Chain is not supported')
    }
    const from = options.chainId()
    if (next !== from && (await options.signedIn())) {
      const approved = await askApproval(
        options.root,
        {
          content: describeSwitch(from, next),
          dappOrigin: options.dappOrigin,
          ...options.dappClaims(),
        },
        { ...options.arming, signal },
      )
      if (!approved) {
        if (signal.aborted) throw new FrameHandlerError('ABORTED', 'Request was aborted')
        throw new FrameHandlerError('USER_REJECTED', 'User rejected the network switch')
      }
    }
    options.setChainId(next)
    return { chainId: next }
  }
}
