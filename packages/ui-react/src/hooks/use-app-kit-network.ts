import type { AppKitSnapshot, CaipNetworkId, ChainNamespace, Network } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'

export interface UseAppKitNetworkReturnType {
  /** The network (name, currency, RPC URLs, ...), undefined when none is active. */
  caipNetwork: Network | undefined
  /** Its CAIP-2 id (`eip155:1`). */
  caipNetworkId: CaipNetworkId | undefined
  /** Its chain id (a number on eip155, a string reference elsewhere). */
  chainId: number | string | undefined
  /** Set when the wallet is on a network the app did not request. */
  isUnsupported: boolean
  /** Whether this is the active family's network (always true without `namespace`). */
  isActive: boolean
  /** Switch to `network` (any family's: a connected family becomes active without asking its wallet). */
  switchNetwork: (network: Network | CaipNetworkId) => Promise<void>
}

/**
 * The active network, or the current network of `namespace` (`useAppKitNetwork({ namespace:
 * 'solana' })`) while another family is active, and a way to switch.
 *
 * @example
 * ```tsx
 * import { useAppKitNetwork } from '@portico/ui-react'
 *
 * function NetworkSwitch() {
 *   const { caipNetwork, isUnsupported, switchNetwork } = useAppKitNetwork()
 *   return (
 *     <p>
 *       {isUnsupported ? 'Unsupported network' : caipNetwork?.name}
 *       <button type="button" onClick={() => switchNetwork('eip155:10')}>
 *         Use Optimism
 *       </button>
 *     </p>
 *   )
 * }
 * ```
 */
export function useAppKitNetwork(options?: {
  namespace?: ChainNamespace
}): UseAppKitNetworkReturnType {
  const kit = useAppKitInstance()
  const requested = options?.namespace
  const select = useCallback(
    (s: AppKitSnapshot) => {
      const namespace = requested ?? s.activeNamespace
      return {
        caipNetwork: namespace ? s.networks[namespace]?.caipNetwork : undefined,
        unsupported: namespace ? (s.networks[namespace]?.unsupported ?? false) : false,
        active: namespace === s.activeNamespace,
      }
    },
    [requested],
  )
  const { caipNetwork, unsupported, active } = useSnapshot(select)
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      isUnsupported: unsupported,
      isActive: active,
      switchNetwork: (network) => kit.switchNetwork(network),
    }),
    [kit, caipNetwork, unsupported, active],
  )
}
