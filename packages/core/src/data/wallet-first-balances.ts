import { sanitizeDisplayText } from '@portico/api-client'
import { readsWalletBalances } from '../adapter/wallet-balances-reader.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { isCaip10AddressText } from '../caip/caip10.js'
import { familyRegistry } from '../families/family-registry.js'
import { MAX_TOKEN_DECIMALS } from '../send/parse-units.js'
import type { TokenBalance } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Network } from '../types/network.js'
import type { DataApi } from './data-api.js'

/** More entries than any real portfolio: a wallet answering more is cut here. */
export const MAX_WALLET_BALANCES = 200

const DECIMAL = /^\d{1,80}(\.\d{1,80})?$/
/** A CAIP-10 account part (the token contract), the only shape the data API accepts. */

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)
    : undefined
}

/**
 * One wallet-reported entry as core keeps it, or `undefined` when it is unusable: another chain,
 * decimals outside 0–MAX_TOKEN_DECIMALS, a malformed amount or contract, an empty symbol. Names
 * and symbols are cleaned for display; the wallet's icon and prices are not taken (the data API's
 * are, see {@link priceBalances}).
 */
export function cleanWalletBalance(raw: unknown, chainId: string): TokenBalance | undefined {
  const entry = record(raw)
  const quantity = record(entry?.quantity)
  if (!entry || !quantity || entry.chainId !== chainId) return undefined
  const { decimals, numeric } = quantity
  if (typeof decimals !== 'string' || !/^\d{1,2}$/.test(decimals)) return undefined
  if (Number(decimals) > MAX_TOKEN_DECIMALS) return undefined
  if (typeof numeric !== 'string' || !DECIMAL.test(numeric)) return undefined
  const address = entry.address
  if (address !== undefined && !isCaip10AddressText(address)) return undefined
  const symbol =
    typeof entry.symbol === 'string' && entry.symbol.length <= 32 * 16
      ? sanitizeDisplayText(entry.symbol, 32)
      : ''
  if (!symbol) return undefined
  const name =
    typeof entry.name === 'string' && entry.name.length <= 128 * 16
      ? sanitizeDisplayText(entry.name, 128)
      : ''
  return {
    name: name || symbol,
    symbol,
    chainId,
    ...(address !== undefined ? { address } : {}),
    value: 0,
    price: 0,
    quantity: { decimals, numeric },
    iconUrl: '',
  }
}

/**
 * Prices each balance with the data API's `/v1/fungible/price` (one id per call: the answer does
 * not name the token, and leaves unknown ones out), so price and value match the data API's own
 * list. A token the API does not know, or a failed call, keeps price and value 0.
 */
export async function priceBalances(
  api: DataApi,
  namespace: ChainNamespace,
  balances: readonly TokenBalance[],
): Promise<TokenBalance[]> {
  const getPrice = api.getFungiblePrice
  if (!getPrice) return [...balances]
  return Promise.all(
    balances.map(async (balance) => {
      const contract = balance.address ?? familyRegistry[namespace].nativePriceAddress
      if (!contract) return balance
      try {
        const answer = await getPrice.call(api, {
          currency: 'usd',
          addresses: [`${balance.chainId}:${contract}`],
        })
        const found = answer.fungibles.length === 1 ? answer.fungibles[0] : undefined
        if (!found || !Number.isFinite(found.price) || found.price < 0) return balance
        const value = Number(balance.quantity.numeric) * found.price
        return {
          ...balance,
          price: found.price,
          value: Number.isFinite(value) ? value : 0,
          iconUrl: found.iconUrl,
        }
      } catch {
        return balance
      }
    }),
  )
}

/**
 * SPEC §7 "Balances on EVM": the balances the connected wallet reports (asset discovery), cleaned
 * and priced, or `undefined` when the adapter reads no wallet balances (`WalletBalancesReader`),
 * the wallet has no asset discovery, or asking failed: the caller then uses the data API.
 */
export async function fetchWalletBalances(
  ctx: KitContext,
  namespace: ChainNamespace,
  params: { address: string; network: Network },
): Promise<TokenBalance[] | undefined> {
  const adapter = ctx.adapters.get(namespace)
  if (!adapter || !readsWalletBalances(adapter)) return undefined
  let raw: unknown
  try {
    raw = await adapter.getWalletBalances({ address: params.address, network: params.network })
  } catch (error) {
    ctx.warn('The wallet could not report its assets; using the data API', error)
    return undefined
  }
  if (!Array.isArray(raw)) return undefined
  const cleaned: TokenBalance[] = []
  for (const entry of raw.slice(0, MAX_WALLET_BALANCES)) {
    const balance = cleanWalletBalance(entry, params.network.caipNetworkId)
    if (balance) cleaned.push(balance)
  }
  return priceBalances(ctx.api, namespace, cleaned)
}
