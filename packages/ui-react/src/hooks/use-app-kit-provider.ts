import type { AppKitSnapshot, ChainNamespace } from '@portico/core'
import { useCallback } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'

/**
 * The connected wallet's provider for `namespace` (EIP-1193 on eip155), for direct calls;
 * undefined while disconnected. Cast it to your chain library's provider type.
 *
 * @example
 * ```tsx
 * import { useAppKitProvider } from '@portico/ui-react'
 *
 * type Eip1193 = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
 *
 * function BlockNumber() {
 *   const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
 *   const read = async () => walletProvider?.request({ method: 'eth_blockNumber' })
 *   return (
 *     <button type="button" disabled={!walletProvider} onClick={read}>
 *       Ask the wallet
 *     </button>
 *   )
 * }
 * ```
 */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): { walletProvider: T | undefined; walletProviderType: string | undefined } {
  const kit = useAppKitInstance()
  // Re-read whenever the namespace's account changes.
  const select = useCallback(
    (s: AppKitSnapshot) => ({
      address: s.accounts[namespace]?.address,
      status: s.connection[namespace],
    }),
    [namespace],
  )
  const { address } = useSnapshot(select)
  const adapter = address ? kit.getAdapter(namespace) : undefined
  const connector = useSnapshot(
    useCallback(
      (s: AppKitSnapshot) => s.accounts[namespace]?.connectedWalletInfo?.type,
      [namespace],
    ),
  )
  return {
    walletProvider: adapter ? (adapter.getProvider() as T | undefined) : undefined,
    walletProviderType: adapter ? connector : undefined,
  }
}
