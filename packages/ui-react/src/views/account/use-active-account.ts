import type { AccountState, AppKitSnapshot, ChainNamespace, Network } from '@portico/core'
import { useSnapshot } from '../../context/app-kit-context.js'

export interface ActiveAccount {
  namespace: ChainNamespace | undefined
  account: AccountState | undefined
  network: Network | undefined
}

const selectActiveAccount = (s: AppKitSnapshot): ActiveAccount => ({
  namespace: s.activeNamespace,
  account: s.activeNamespace ? s.accounts[s.activeNamespace] : undefined,
  network: s.activeNetwork,
})

/** The active namespace, its account state and its active network. */
export function useActiveAccount(): ActiveAccount {
  return useSnapshot(selectActiveAccount)
}
