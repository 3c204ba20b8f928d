import type { HistoryResponse, TokenBalance } from '@portico/api-client'
import { ApiError } from '../http/api-error.js'
import type { FamilyDataSource } from './family-source.js'

type Target = { source: FamilyDataSource; caip2: string }

/** Balances of one non-EVM account over the chains that answer for it; a failing node is a 502. */
export async function readFamilyBalances(
  targets: readonly Target[],
  params: { address: string; currency: string; iconUrl: (symbol: string) => string },
): Promise<TokenBalance[]> {
  const balances: TokenBalance[] = []
  for (const { source, caip2 } of targets) {
    try {
      balances.push(...(await source.balances({ ...params, caip2 })))
    } catch (cause) {
      if (cause instanceof ApiError) throw cause
      throw new ApiError(502, `Chain ${caip2} is unavailable`, undefined, cause)
    }
  }
  return balances
}

/**
 * One history page of a non-EVM account. Paging spans one chain: without a chain id, the first
 * chain that answers for the address is read (clients name the chain, as the kit does).
 */
export async function readFamilyHistory(
  targets: readonly Target[],
  params: {
    address: string
    cursor: string | undefined
    pageSize: number
    tokenImageUrl: (symbol: string) => string
    assetImageUrl: (id: string) => string
  },
): Promise<HistoryResponse> {
  const target = targets[0]
  if (!target) return { data: [], next: null }
  try {
    return await target.source.history({ ...params, caip2: target.caip2 })
  } catch (cause) {
    if (cause instanceof ApiError) throw cause
    throw new ApiError(502, `Chain ${target.caip2} is unavailable`, undefined, cause)
  }
}
