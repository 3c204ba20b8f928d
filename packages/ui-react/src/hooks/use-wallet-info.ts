import type { AppKitSnapshot, ChainNamespace, ConnectedWalletInfo } from '@portico/core'
import { useCallback } from 'react'
import { useSnapshot } from '../context/app-kit-context.js'

/**
 * Name and icon of the wallet connected in the active family, or in `namespace` (untrusted:
 * render the icon with SafeImage).
 *
 * @example
 * ```tsx
 * import { useWalletInfo } from '@portico/ui-react'
 *
 * function WalletName() {
 *   const { walletInfo } = useWalletInfo()
 *   return <p>{walletInfo ? `Connected with ${walletInfo.name}` : 'No wallet'}</p>
 * }
 * ```
 */
export function useWalletInfo(options?: { namespace?: ChainNamespace }): {
  walletInfo: ConnectedWalletInfo | undefined
} {
  const requested = options?.namespace
  const select = useCallback(
    (s: AppKitSnapshot) => {
      const namespace = requested ?? s.activeNamespace
      return { walletInfo: namespace ? s.accounts[namespace]?.connectedWalletInfo : undefined }
    },
    [requested],
  )
  return useSnapshot(select)
}
