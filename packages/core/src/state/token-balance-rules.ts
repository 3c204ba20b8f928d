// The balance fetch's rules, used by the data flows the views load; the start-up's empty state
// stays in token-balances.ts. A module shared with a lazy chunk is put whole into the first load.

import type { TokenBalancesState } from '../app-kit/app-kit-types.js'
import type { TokenBalance } from '../types/account.js'

/** SPEC §4/§9: no balance retry within 30 s of a failed fetch. */
export const BALANCE_RETRY_BLOCK_MS = 30_000

/** SPEC §4: a fetch may run unless the last one failed less than 30 s ago. */
export function canFetchTokenBalances(state: TokenBalancesState, now: number): boolean {
  if (!state.error || state.lastRetry === undefined) return true
  return now - state.lastRetry >= BALANCE_RETRY_BLOCK_MS
}

/** SPEC §5: tokens with zero decimals are dropped as low quality. */
export function dropLowQualityTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((token) => Number(token.quantity.decimals) !== 0)
}

/**
 * SPEC §5: network support for data calls is checked against the supported-chains list.
 * The list holds CAIP-2 ids (e.g. `eip155:1`).
 */
export function isDataApiSupportedNetwork(
  supported: { http: readonly string[] },
  caipNetworkId: string,
): boolean {
  return supported.http.includes(caipNetworkId)
}
