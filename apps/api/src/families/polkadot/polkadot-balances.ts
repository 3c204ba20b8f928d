import type { ApiPromise } from '@polkadot/api'
import type { TokenBalance } from '@portico/api-client'
import { TokenBalanceSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import type { PriceTable } from '../../services/prices.js'

/** The native token as the chain (or the config) names it. */
export interface PolkadotNative {
  name: string
  symbol: string
  decimals: number
}

/** An account's native balance in planck. */
export interface PolkadotAccountBalance {
  free: bigint
  reserved: bigint
  /** Locked in place (staking, vesting, governance): counted in `free` but not spendable. */
  frozen: bigint
  /** What a transfer can move: `free` minus what is frozen beyond the reserve. */
  transferable: bigint
}

const Planck = v.pipe(v.string(), v.regex(/^\d{1,40}$/))

/**
 * Reads `System.Account` and works out free / reserved / frozen / transferable. Runtimes name the
 * frozen part differently (`miscFrozen`/`feeFrozen` before 2023, `frozen` since); the fields are
 * read by name and checked as decimal strings.
 */
export async function readPolkadotAccount(
  api: ApiPromise,
  accountId: Uint8Array,
): Promise<PolkadotAccountBalance> {
  const query = api.query.system?.account
  if (!query) throw new Error('the chain has no System.Account storage')
  const info = (await query(accountId)) as unknown as {
    get(key: string): { get(key: string): { toString(): string } | undefined } | undefined
  }
  const data = info.get('data')
  const field = (name: string): bigint | undefined => {
    const raw = data?.get(name)?.toString()
    return raw === undefined ? undefined : BigInt(v.parse(Planck, raw))
  }
  const free = field('free') ?? 0n
  const reserved = field('reserved') ?? 0n
  const newFrozen = field('frozen')
  const legacyFrozen = [field('miscFrozen'), field('feeFrozen')].reduce<bigint>(
    (max, value) => (value !== undefined && value > max ? value : max),
    0n,
  )
  const frozen = newFrozen ?? legacyFrozen
  // Since the fungible-traits balances, frozen funds may sit in the reserve first.
  const locked = newFrozen !== undefined ? (frozen > reserved ? frozen - reserved : 0n) : frozen
  const transferable = free > locked ? free - locked : 0n
  return { free, reserved, frozen, transferable }
}

/** Planck to a decimal string (`15000000000`, 10 → `1.5`). */
export function formatPlanck(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${digits.slice(0, -decimals)}.${fraction}` : digits.slice(0, -decimals)
}

export function polkadotPrice(
  prices: PriceTable,
  bySymbol: Record<string, number>,
  symbol: string,
): number {
  return bySymbol[symbol] ?? prices.price({ chainId: 0, symbol })
}

/**
 * The native balance entry: the total (free + reserved), which is what the account owns; the
 * shared balance schema has no field for the transferable part (see `readPolkadotAccount`).
 */
export function polkadotBalanceEntry(params: {
  balance: PolkadotAccountBalance
  caip2: string
  native: PolkadotNative
  price: number
  iconUrl: (symbol: string) => string
}): TokenBalance[] {
  const numeric = formatPlanck(
    params.balance.free + params.balance.reserved,
    params.native.decimals,
  )
  const entry = {
    name: params.native.name,
    symbol: params.native.symbol,
    chainId: params.caip2,
    value: Number(numeric) * params.price,
    price: params.price,
    quantity: { decimals: String(params.native.decimals), numeric },
    iconUrl: params.iconUrl(params.native.symbol),
  }
  return v.is(TokenBalanceSchema, entry) ? [entry] : []
}
