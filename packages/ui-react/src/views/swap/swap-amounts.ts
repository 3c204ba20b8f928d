import type { SwapTokenOption } from '@portico/core'
import { parseAmount } from '@portico/core/internal'

/** The typed amount in base units, or undefined when it is not a positive amount of `token`. */
export function parseAmountOrUndefined(
  text: string,
  token: SwapTokenOption | undefined,
): bigint | undefined {
  if (!token) return undefined
  const parsed = parseAmount(text, token.decimals)
  return parsed.ok && parsed.value > 0n ? parsed.value : undefined
}

/** Whether the typed amount is more than the account holds of `token`. */
export function exceedsBalance(text: string, token: SwapTokenOption | undefined): boolean {
  const amount = parseAmountOrUndefined(text, token)
  if (amount === undefined || !token) return false
  const held = parseAmount(token.balance ?? '0', token.decimals)
  return !held.ok || amount > held.value
}
