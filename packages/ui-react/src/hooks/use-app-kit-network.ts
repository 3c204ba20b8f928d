import type { AppKitSnapshot, CaipNetworkId, Network } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'

export interface UseAppKitNetworkReturnType {
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  /** Set when the wallet is on a network the app did not request. */
  isUnsupported: boolean
  switchNetwork: (network: Network | CaipNetworkId) => Promise<void>
}

const selectNetwork = (s: AppKitSnapshot) => ({
  caipNetwork: s.activeNetwork,
  unsupported: s.activeNamespace ? (s.networks[s.activeNamespace]?.unsupported ?? false) : false,
})

/** The active network and a way to switch it. */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const kit = useAppKitInstance()
  const { caipNetwork, unsupported } = useSnapshot(selectNetwork)
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      isUnsupported: unsupported,
      switchNetwork: (network) => kit.switchNetwork(network),
    }),
    [kit, caipNetwork, unsupported],
  )
}
