import type { SwapToken, TokenBalance } from '@portico/api-client'
import type { SwapTokenOption } from './swap-types.js'

/** SPEC §9 "defined sets of popular and suggested swap tokens": symbols, matched case-insensitively. */
export const POPULAR_SWAP_SYMBOLS: readonly string[] = [
  'ETH',
  'WETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'LINK',
  'UNI',
  'AAVE',
  'ARB',
  'OP',
  'MATIC',
  'POL',
  'BNB',
  'AVAX',
]
export const SUGGESTED_SWAP_SYMBOLS: readonly string[] = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC']

/** The native coin's address placeholder per namespace (SPEC §9). */
export const NATIVE_SWAP_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The address of a CAIP-10 id or a plain address (balances list plain ones), lower-cased. */
const addressOf = (id: string) => id.split(':').at(-1)?.toLowerCase() ?? ''

/** Whether a CAIP-10 swap token id names the native coin. */
export function isNativeSwapToken(caip10: string): boolean {
  return addressOf(caip10) === NATIVE_SWAP_TOKEN_ADDRESS.toLowerCase()
}

/**
 * The offered tokens with the account's balances and prices (the native coin's balance is the one
 * without an address), sorted held first, then by the data API's order.
 */
export function swapTokenOptions(
  tokens: readonly SwapToken[],
  balances: readonly TokenBalance[],
): SwapTokenOption[] {
  const held = new Map<string, TokenBalance>()
  for (const balance of balances) {
    held.set(balance.address ? addressOf(balance.address) : 'native', balance)
  }
  const options = tokens.map((token): SwapTokenOption => {
    const balance = held.get(isNativeSwapToken(token.address) ? 'native' : addressOf(token.address))
    const numeric = balance?.quantity.numeric
    return {
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri,
      ...(numeric && Number(numeric) > 0 ? { balance: numeric } : {}),
      ...(balance && balance.price > 0 ? { price: balance.price } : {}),
    }
  })
  return options
    .map((option, index) => ({ option, index }))
    .sort(
      (a, b) =>
        Number(b.option.balance !== undefined) - Number(a.option.balance !== undefined) ||
        a.index - b.index,
    )
    .map(({ option }) => option)
}

/** The options whose symbol is in `symbols`, in the set's order. */
export function pickSwapTokens(
  options: readonly SwapTokenOption[],
  symbols: readonly string[],
): SwapTokenOption[] {
  return symbols.flatMap((symbol) =>
    options.filter((option) => option.symbol.toUpperCase() === symbol.toUpperCase()).slice(0, 1),
  )
}

/** Tokens matching a search by symbol, name or address (case-insensitive). */
export function searchSwapTokens(
  options: readonly SwapTokenOption[],
  query: string,
): SwapTokenOption[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...options]
  return options.filter(
    (option) =>
      option.symbol.toLowerCase().includes(needle) ||
      option.name.toLowerCase().includes(needle) ||
      addressOf(option.address).startsWith(needle),
  )
}
