import type {
  AccountEntry,
  AppKitSnapshot,
  CaipAddress,
  ChainNamespace,
  ConnectedUser,
  ConnectionStatus,
} from '@portico/core'
import { useCallback } from 'react'
import { useSnapshot } from '../context/app-kit-context.js'

export interface UseAppKitAccountReturnType {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  allAccounts: AccountEntry[]
  /** The embedded-wallet user, when connected by email or social login. */
  embeddedWalletInfo: ConnectedUser | undefined
}

/** The account of `namespace` (default: the active namespace). */
export function useAppKitAccount(options?: {
  namespace?: ChainNamespace
}): UseAppKitAccountReturnType {
  const requested = options?.namespace
  const select = useCallback(
    (s: AppKitSnapshot) => {
      const namespace = requested ?? s.activeNamespace
      const account = namespace ? s.accounts[namespace] : undefined
      return {
        address: account?.address,
        caipAddress: account?.caipAddress,
        isConnected: account?.address !== undefined,
        status: (namespace ? s.connection[namespace] : undefined) ?? 'disconnected',
        allAccounts: account?.allAccounts ?? EMPTY,
        embeddedWalletInfo: account?.user,
      }
    },
    [requested],
  )
  return useSnapshot(select)
}

const EMPTY: AccountEntry[] = []
