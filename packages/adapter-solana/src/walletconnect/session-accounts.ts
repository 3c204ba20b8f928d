import { SolanaAddress } from '@portico/core'

/** The `solana` namespace of a WalletConnect session, read defensively (outside data). */
export function solanaSessionNamespace(
  session: unknown,
): { accounts: string[]; chains: string[] } | undefined {
  const namespaces = (session as { namespaces?: Record<string, unknown> } | undefined)?.namespaces
  const solana = namespaces?.solana as { accounts?: unknown; chains?: unknown } | undefined
  if (!solana || !Array.isArray(solana.accounts)) return undefined
  const accounts = solana.accounts.filter((a): a is string => typeof a === 'string')
  const fromAccounts = accounts.map((a) => a.split(':').slice(0, 2).join(':'))
  const listed = Array.isArray(solana.chains)
    ? solana.chains.filter((c): c is string => typeof c === 'string')
    : []
  return { accounts, chains: [...new Set([...listed, ...fromAccounts])] }
}

/**
 * The base58 addresses of CAIP-10 `solana:<reference>:<address>` accounts on `caipNetworkId`
 * (every cluster's accounts when none is on it: the key is the same everywhere).
 */
export function sessionAddresses(accounts: readonly string[], caipNetworkId: string): string[] {
  const parsed = accounts
    .map((account) => {
      const parts = account.split(':')
      return parts.length === 3 && parts[0] === 'solana' && SolanaAddress.validate(parts[2])
        ? { chain: `${parts[0]}:${parts[1]}`, address: parts[2] as string }
        : undefined
    })
    .filter((a): a is { chain: string; address: string } => a !== undefined)
  const onChain = parsed.filter((a) => a.chain === caipNetworkId)
  return [...new Set((onChain.length > 0 ? onChain : parsed).map((a) => a.address))]
}
