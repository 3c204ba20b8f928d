import type { TokenBalance } from '@portico/api-client'
import { erc20Abi, formatUnits, getAddress } from 'viem'
import type { ChainHandle } from '../chain/chain-clients.js'
import type { Database } from '../db/database.js'
import { ensureTokens } from '../indexer/token-metadata.js'
import type { PriceTable } from './prices.js'

/**
 * Native and ERC-20 balances of an address on one chain, with price and value from the price
 * table. Tokens: the configured ones plus every ERC-20 seen in indexed transfers. Tokens with
 * zero decimals (junk) and zero balances are dropped; the native coin is always listed.
 */
export async function readBalances(params: {
  db: Database
  chain: ChainHandle
  address: `0x${string}`
  prices: PriceTable
  iconUrl: (symbol: string) => string
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
    `SELECT address, name, symbol, decimals FROM tokens
     WHERE chain_id = $1 AND standard = 'erc20' AND decimals IS NOT NULL AND decimals > 0 AND symbol IS NOT NULL
     ORDER BY address`,
    [chain.chainId],
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
  const balances: TokenBalance[] = [entry({ ...chain.nativeCurrency, amount: native ?? 0n })]
  tokens.forEach((token, i) => {
    const amount = tokenBalances[i] ?? 0n
    if (amount === 0n || !token.symbol || !token.decimals) return
    balances.push(
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
