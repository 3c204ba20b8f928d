import type { AccountState, Network, TokenBalance } from '@portico/core'

/**
 * The tokens the Send view offers: the account's token balances (in families whose adapter cannot
 * send tokens — `withTokens` false — only the native coin, the one core sends there), or, when the
 * data API gave none, the native coin from the wallet's own balance (so sending still works on
 * networks the data API does not cover). `withTokens` is the family adapter's `tokens` capability
 * (ERC-20 on eip155, SPL mints on solana).
 */
export function sendableTokens(
  account: AccountState | undefined,
  network: Network | undefined,
  withTokens: boolean,
): TokenBalance[] {
  if (!account) return []
  const offered = withTokens
    ? account.tokenBalance
    : account.tokenBalance.filter((token) => !token.address)
  if (offered.length > 0) return offered
  if (!network || account.balance === undefined) return []
  return [
    {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: account.balance },
      iconUrl: network.assets?.imageUrl ?? '',
    },
  ]
}

/** The same token (same chain and contract, or both native). */
export function sameToken(a: TokenBalance | undefined, b: TokenBalance | undefined): boolean {
  if (!a || !b) return false
  return (
    a.chainId === b.chainId && (a.address ?? '').toLowerCase() === (b.address ?? '').toLowerCase()
  )
}
