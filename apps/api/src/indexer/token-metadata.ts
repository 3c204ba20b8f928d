import { erc20Abi, erc721Abi, type PublicClient } from 'viem'
import type { Queryable } from '../db/database.js'

export interface TokenRow {
  address: string
  standard: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** Reads a token's name, symbol and decimals from the chain; fields that revert stay null. */
export async function readTokenMetadata(
  client: PublicClient,
  address: `0x${string}`,
  standard: 'erc20' | 'erc721',
): Promise<TokenRow> {
  const abi = standard === 'erc20' ? erc20Abi : erc721Abi
  const read = async <T>(functionName: 'name' | 'symbol' | 'decimals'): Promise<T | null> => {
    try {
      return (await client.readContract({
        address,
        abi: abi as typeof erc20Abi,
        functionName,
      })) as T
    } catch {
      return null
    }
  }
  const [name, symbol, decimals] = await Promise.all([
    read<string>('name'),
    read<string>('symbol'),
    standard === 'erc20' ? read<number>('decimals') : Promise.resolve(null),
  ])
  return {
    address: address.toLowerCase(),
    standard,
    name: name?.slice(0, 128) ?? null,
    symbol: symbol?.slice(0, 32) ?? null,
    decimals: decimals === null ? null : Number(decimals),
  }
}

/** Makes sure the tokens table knows these tokens (reads the chain only for unknown ones). */
export async function ensureTokens(
  db: Queryable,
  client: PublicClient,
  chainId: number,
  tokens: readonly { address: string; standard: 'erc20' | 'erc721' }[],
): Promise<void> {
  if (tokens.length === 0) return
  const known = new Set(
    (
      await db.query<{ address: string }>(
        'SELECT address FROM tokens WHERE chain_id = $1 AND address = ANY($2::text[])',
        [chainId, tokens.map((token) => token.address)],
      )
    ).map((row) => row.address),
  )
  for (const token of tokens) {
    if (known.has(token.address)) continue
    known.add(token.address)
    const meta = await readTokenMetadata(client, token.address as `0x${string}`, token.standard)
    await db.query(
      `INSERT INTO tokens (chain_id, address, standard, name, symbol, decimals)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (chain_id, address) DO NOTHING`,
      [chainId, meta.address, meta.standard, meta.name, meta.symbol, meta.decimals],
    )
  }
}
