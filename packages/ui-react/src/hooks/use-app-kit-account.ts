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
  /** The active account's address in its chain's format, undefined while disconnected. */
  address: string | undefined
  /** The same account as a CAIP-10 id (`eip155:1:0x...`). */
  caipAddress: CaipAddress | undefined
  /** Whether an account is connected. */
  isConnected: boolean
  /** `disconnected`, `connecting` or `connected`. */
  status: ConnectionStatus
  /** Every account the wallet exposes (with its type and, where the wallet names it, its name). */
  allAccounts: AccountEntry[]
  /** The embedded-wallet user, when connected by email or social login. */
  embeddedWalletInfo: ConnectedUser | undefined
}

/**
 * The account of `namespace` (default: the active namespace).
 *
 * @example
 * ```tsx
 * import { useAppKitAccount } from '@portico/ui-react'
 *
 * function Account() {
 *   const { address, isConnected } = useAppKitAccount()
 *   const solana = useAppKitAccount({ namespace: 'solana' })
 *   if (!isConnected) return <p>Not connected</p>
 *   return (
 *     <p>
 *       {address} {solana.address ? `and ${solana.address}` : null}
 *     </p>
 *   )
 * }
 * ```
 */
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
