import type { TokenBalance } from '@portico/api-client'
import { TokenBalanceSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { erc20Abi, formatUnits, getAddress } from 'viem'
import type { ChainHandle } from '../../chain/chain-clients.js'
import type { Database } from '../../db/database.js'
import type { PriceTable } from '../../services/prices.js'
import { ensureTokens } from './token-metadata.js'

/** Most ERC-20 contracts read per chain for one balance request (default). */
export const BALANCE_TOKEN_LIMIT = 100

/**
 * Native and ERC-20 balances of an address on one chain, with price and value from the price
 * table. Tokens: the configured ones plus the usable ERC-20s the address has received in indexed
 * transfers (newest first, at most `tokenLimit`), never every token ever seen: a contract that
 * claims a balance for everyone is not asked about addresses it never sent to. Tokens with zero
 * decimals (junk) and zero balances are dropped; the native coin is always listed. Each entry is
 * checked against the shared schema and a bad one is dropped, never the response.
 */
export async function readBalances(params: {
  db: Database
  chain: ChainHandle
  address: `0x${string}`
  prices: PriceTable
  iconUrl: (symbol: string) => string
  tokenLimit?: number
}): Promise<TokenBalance[]> {
  const { chain, db } = params
  const configured = (chain.config.tokens ?? []).map((address) => ({
    address: address.toLowerCase(),
    standard: 'erc20' as const,
  }))
  await ensureTokens(db, chain.client, chain.chainId, configured)
  const tokens = await db.query<{
    address: string
    name: string | null
    symbol: string | null
    decimals: number | null
  }>(
    `WITH received AS (
       SELECT token, max(block_number) AS latest FROM transfers
       WHERE chain_id = $1 AND to_address = $2 AND kind = 'erc20'
       GROUP BY token
     ), wanted AS (
       SELECT address, 1 AS rank, 0::bigint AS latest FROM unnest($3::text[]) AS address
       UNION ALL
       SELECT token, 2, latest FROM received
     )
     SELECT address, name, symbol, decimals FROM (
       SELECT DISTINCT ON (k.address) k.address, k.name, k.symbol, k.decimals, w.rank, w.latest
       FROM wanted w JOIN tokens k ON k.chain_id = $1 AND k.address = w.address
       WHERE k.standard = 'erc20' AND k.usable AND k.decimals > 0 AND k.symbol IS NOT NULL
       ORDER BY k.address, w.rank
     ) t
     ORDER BY rank, latest DESC, address
     LIMIT $4`,
    [
      chain.chainId,
      params.address.toLowerCase(),
      configured.map((token) => token.address),
      params.tokenLimit ?? BALANCE_TOKEN_LIMIT,
    ],
  )
  const [native, ...tokenBalances] = await Promise.all([
    chain.client.getBalance({ address: params.address }),
    ...tokens.map((token) =>
      chain.client
        .readContract({
          address: token.address as `0x${string}`,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [params.address],
        })
        .catch(() => 0n),
    ),
  ])
  const entry = (fields: {
    name: string
    symbol: string
    decimals: number
    amount: bigint
    address?: string
  }): TokenBalance => {
    const numeric = formatUnits(fields.amount, fields.decimals)
    const price = params.prices.price({
      chainId: chain.chainId,
      address: fields.address,
      symbol: fields.symbol,
    })
    return {
      name: fields.name,
      symbol: fields.symbol,
      chainId: chain.caip2,
      // Plain (checksummed) contract address: core hands it to the adapter to send the token.
      ...(fields.address ? { address: getAddress(fields.address) } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(fields.decimals), numeric },
      iconUrl: params.iconUrl(fields.symbol),
    }
  }
  const balances: TokenBalance[] = []
  const keep = (balance: TokenBalance) => {
    if (v.is(TokenBalanceSchema, balance)) balances.push(balance)
  }
  keep(entry({ ...chain.nativeCurrency, amount: native ?? 0n }))
  tokens.forEach((token, i) => {
    const amount = tokenBalances[i] ?? 0n
    if (amount === 0n || !token.symbol || !token.decimals) return
    keep(
      entry({
        name: token.name ?? token.symbol,
        symbol: token.symbol,
        decimals: token.decimals,
        amount,
        address: token.address,
      }),
    )
  })
  return balances
}
