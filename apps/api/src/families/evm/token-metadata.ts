import {
  BaseError,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  HttpRequestError,
  type PublicClient,
  TimeoutError,
} from 'viem'
import type { Queryable } from '../../db/database.js'
import { cleanTokenText } from '../clean-token-text.js'

export interface TokenRow {
  address: string
  standard: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
  /** False when the contract's metadata is unusable (no symbol, decimals out of 0–77, ...). */
  usable: boolean
}

/** 10^77 < 2^256 < 10^78: a uint256 amount has at most 78 digits, so 77 decimals is the most that means anything. */
export const MAX_TOKEN_DECIMALS = 77
export const MAX_TOKEN_NAME = 128
export const MAX_TOKEN_SYMBOL = 32
/** A metadata answer larger than this is refused before it is decoded (a contract may return megabytes). */
const MAX_RETURN_BYTES = 4096

// Read as uint256 and string whatever the token declares, so a contract answering 2^32 or 6e8
// for `decimals()` is seen as such and refused here, not inside formatUnits or an int column.
const metadataAbi = [
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'string' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'string' }],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256' }],
  },
] as const

async function readField<N extends 'name' | 'symbol' | 'decimals'>(
  client: PublicClient,
  address: `0x${string}`,
  functionName: N,
): Promise<unknown> {
  try {
    const { data } = await client.call({
      to: address,
      data: encodeFunctionData({ abi: metadataAbi, functionName: functionName as 'decimals' }),
    })
    if (!data || data.length > 2 + MAX_RETURN_BYTES * 2) return null
    return decodeFunctionResult({
      abi: metadataAbi,
      functionName: functionName as 'decimals',
      data: data as Hex,
    }) as unknown
  } catch (error) {
    // The node failed, not the token: rethrown, so the token is not kept as unusable for good
    // (the range or request is retried instead).
    if (
      error instanceof BaseError &&
      error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)
    ) {
      throw error
    }
    // Reverted, not implemented or undecodable: the field is unknown.
    return null
  }
}

/**
 * Reads a token's name, symbol and decimals from the chain and validates them: decimals must be
 * an integer 0–77 (ERC-20 only), name and symbol are stripped of control and bidi characters and
 * capped. A token failing any rule is kept as unusable (listed nowhere) rather than refused, so
 * the indexer never stops on it.
 */
export async function readTokenMetadata(
  client: PublicClient,
  address: `0x${string}`,
  standard: 'erc20' | 'erc721',
): Promise<TokenRow> {
  const [rawName, rawSymbol, rawDecimals] = await Promise.all([
    readField(client, address, 'name'),
    readField(client, address, 'symbol'),
    standard === 'erc20' ? readField(client, address, 'decimals') : Promise.resolve(null),
  ])
  const name = typeof rawName === 'string' ? cleanTokenText(rawName, MAX_TOKEN_NAME) : null
  const symbol = typeof rawSymbol === 'string' ? cleanTokenText(rawSymbol, MAX_TOKEN_SYMBOL) : null
  const decimals =
    typeof rawDecimals === 'bigint' && rawDecimals <= BigInt(MAX_TOKEN_DECIMALS)
      ? Number(rawDecimals)
      : null
  const usable =
    standard === 'erc721' ? true : decimals !== null && symbol !== null && symbol.length > 0
  return { address: address.toLowerCase(), standard, name, symbol, decimals, usable }
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
      `INSERT INTO tokens (chain_id, address, standard, name, symbol, decimals, usable)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (chain_id, address) DO NOTHING`,
      [chainId, meta.address, meta.standard, meta.name, meta.symbol, meta.decimals, meta.usable],
    )
  }
}
