import type { AppKitSnapshot, CaipNetworkId, ChainNamespace, Network } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'

export interface UseAppKitNetworkReturnType {
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
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
