import type { AppKitSnapshot, ConnectedWalletInfo } from '@portico/core'
import { useSnapshot } from '../context/app-kit-context.js'

const selectWalletInfo = (s: AppKitSnapshot) => ({
  walletInfo: s.activeNamespace ? s.accounts[s.activeNamespace]?.connectedWalletInfo : undefined,
})

/** Name and icon of the connected wallet (untrusted: render the icon with SafeImage). */
export function useWalletInfo(): { walletInfo: ConnectedWalletInfo | undefined } {
  return useSnapshot(selectWalletInfo)
}
