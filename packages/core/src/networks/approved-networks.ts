import type { NetworkState } from '../app-kit/app-kit-types.js'
import { type KitContext, updateNetworkState } from '../app-kit/kit-context.js'
import type { CheckedApprovedNetworks } from '../connection/wallet-values.js'
import type { ChainNamespace } from '../types/chain.js'

type Approval = Pick<
  NetworkState,
  'approvedCaipNetworkIds' | 'supportsAllNetworks' | 'smartAccountEnabledNetworks'
>

/**
 * No wallet restricts anything: every network counts as approved. A wallet that reports nothing
 * (injected wallets switch to any chain they are asked for) and a disconnected namespace read so.
 */
export function noApproval(): Approval {
  return { approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] }
}

/**
 * Writes what a wallet approved (SPEC §3 network state): the approved network ids and whether it
 * accepts any network (absent = every network), and, when reported, the chain ids where the
 * account is a smart account. The network list greys out networks outside the approved set, so
 * a WalletConnect session never offers a switch its wallet would refuse. Values must be checked
 * (`parseApprovedNetworks`, `parseSmartAccountNetworks`).
 */
export function applyApprovedNetworks(
  ctx: KitContext,
  namespace: ChainNamespace,
  approval: {
    approved: CheckedApprovedNetworks | undefined
    smartAccountNetworks: number[] | undefined
  },
): void {
  const { approved, smartAccountNetworks } = approval
  updateNetworkState(ctx, namespace, {
    approvedCaipNetworkIds: approved ? [...approved.caipNetworkIds] : [],
    supportsAllNetworks: approved ? approved.supportsAllNetworks : true,
    ...(smartAccountNetworks ? { smartAccountEnabledNetworks: [...smartAccountNetworks] } : {}),
  })
}

/** SPEC §4 reset: what the previous wallet approved goes with it. */
export function resetApprovedNetworks(ctx: KitContext, namespace: ChainNamespace): void {
  updateNetworkState(ctx, namespace, noApproval())
}
