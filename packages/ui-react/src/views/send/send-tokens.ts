import type { AccountState, Network, TokenBalance } from '@portico/core'

/**
 * The tokens the Send view offers: the account's token balances (on chains other than eip155 only
 * the native coin, the one core can send there), or, when the data API gave none, the native coin
 * from the wallet's own balance (so sending still works on networks the data API does not cover).
 */
export function sendableTokens(
  account: AccountState | undefined,
  network: Network | undefined,
): TokenBalance[] {
  if (!account) return []
  // SPEC §4: only eip155 sends tokens by contract; elsewhere core sends the native coin.
  const offered =
    network?.chainNamespace === 'eip155'
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
