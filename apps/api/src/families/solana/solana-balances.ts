import type { TokenBalance } from '@portico/api-client'
import { TokenBalanceSchema } from '@portico/api-client/schemas'
import { type Address, address, type Rpc, type SolanaRpcApi } from '@solana/kit'
import * as v from 'valibot'
import type { PriceTable } from '../../services/prices.js'
import type { TokenMetadataReader } from './solana-token-metadata.js'

export const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const TOKEN_2022_PROGRAM = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
const LAMPORTS_DECIMALS = 9

/** Base units to a decimal string (`1500000`, 6 → `1.5`). */
export function formatBaseUnits(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${digits.slice(0, -decimals)}.${fraction}` : digits.slice(0, -decimals)
}

export interface SolanaPricing {
  prices: PriceTable
  /** Mint address (or `SOL`) → USD, from the family's config section. */
  byMint: Record<string, number>
}

export function priceOf(pricing: SolanaPricing, key: string, symbol: string | null): number {
  return pricing.byMint[key] ?? (symbol ? pricing.prices.price({ chainId: 0, symbol }) : 0)
}

interface ParsedTokenAccount {
  mint: string
  amount: bigint
  decimals: number
}

// jsonParsed token accounts: the RPC did the layout work; the values are still checked here.
function readTokenAccount(data: unknown): ParsedTokenAccount | undefined {
  const info = (data as { parsed?: { info?: Record<string, unknown> } } | undefined)?.parsed?.info
  const amount = info?.tokenAmount as { amount?: unknown; decimals?: unknown } | undefined
  if (
    typeof info?.mint !== 'string' ||
    typeof amount?.amount !== 'string' ||
    !/^\d{1,30}$/.test(amount.amount) ||
    typeof amount.decimals !== 'number' ||
    !Number.isInteger(amount.decimals) ||
    amount.decimals < 0 ||
    amount.decimals > 30
  ) {
    return undefined
  }
  return { mint: info.mint, amount: BigInt(amount.amount), decimals: amount.decimals }
}

/**
 * SOL and SPL (Token and Token-2022) balances of an owner: the native coin always, then each mint
 * with a non-zero total that has usable metadata (a symbol after cleaning) and decimals above
 * zero (NFT-style and junk mints are dropped). Entries failing the shared schema are dropped.
 */
export async function readSolanaBalances(params: {
  rpc: Rpc<SolanaRpcApi>
  owner: string
  caip2: string
  native: { name: string; symbol: string }
  pricing: SolanaPricing
  metadata: TokenMetadataReader
  iconUrl: (symbol: string) => string
  tokenLimit: number
}): Promise<TokenBalance[]> {
  const owner: Address = address(params.owner)
  const [lamports, ...programs] = await Promise.all([
    params.rpc.getBalance(owner).send(),
    ...[TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((programId) =>
      params.rpc.getTokenAccountsByOwner(owner, { programId }, { encoding: 'jsonParsed' }).send(),
    ),
  ])
  const totals = new Map<string, ParsedTokenAccount>()
  for (const { value } of programs) {
    for (const { account } of value.slice(0, params.tokenLimit)) {
      const token = readTokenAccount(account.data)
      if (!token || token.amount === 0n || token.decimals === 0) continue
      const seen = totals.get(token.mint)
      totals.set(token.mint, seen ? { ...seen, amount: seen.amount + token.amount } : token)
    }
  }
  const texts = await params.metadata([...totals.keys()])
  const balances: TokenBalance[] = []
  const keep = (balance: TokenBalance) => {
    if (v.is(TokenBalanceSchema, balance)) balances.push(balance)
  }
  const entry = (
    name: string,
    symbol: string,
    amount: bigint,
    decimals: number,
    key: string,
    mint?: string,
  ) => {
    const numeric = formatBaseUnits(amount, decimals)
    const price = priceOf(params.pricing, key, symbol)
    return {
      name,
      symbol,
      chainId: params.caip2,
      ...(mint ? { address: mint } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: params.iconUrl(symbol),
    }
  }
  keep(entry(params.native.name, params.native.symbol, lamports.value, LAMPORTS_DECIMALS, 'SOL'))
  const tokens: TokenBalance[] = []
  for (const [mint, token] of totals) {
    const text = texts.get(mint)
    if (!text?.symbol) continue
    tokens.push(
      entry(text.name ?? text.symbol, text.symbol, token.amount, token.decimals, mint, mint),
    )
  }
  // The RPC lists token accounts in no set order: highest value first, then by symbol and mint.
  tokens.sort(
    (a, b) =>
      b.value - a.value ||
      a.symbol.localeCompare(b.symbol) ||
      (a.address ?? '').localeCompare(b.address ?? ''),
  )
  for (const token of tokens) keep(token)
  return balances
}
