import type { HistoryResponse, Transaction } from '@portico/api-client'
import { TransactionSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import type { Queryable } from '../../db/database.js'
import { ApiError } from '../../http/api-error.js'
import { formatBaseUnits, priceOf, type SolanaPricing } from './solana-balances.js'
import type { TokenMetadataReader } from './solana-token-metadata.js'

type Position = [slot: string, signature: string]

export function encodeSolanaCursor(position: Position): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url')
}

export function decodeSolanaCursor(cursor: string): Position {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d{1,18}$/.test(value[0]) &&
      typeof value[1] === 'string' &&
      /^[1-9A-HJ-NP-Za-km-z]{32,90}$/.test(value[1])
    ) {
      return value as Position
    }
  } catch {
    // the 400 below
  }
  throw new ApiError(400, 'Invalid cursor', 'cursor')
}

interface Row {
  signature: string
  slot: string | number
  block_time: string | number
  fee_payer: string
  idx: number
  kind: 'sol' | 'token'
  mint: string | null
  decimals: number
  amount: string
  from_address: string
  to_address: string
}

/**
 * One page of an owner's SOL/SPL transfers from the indexed store, newest first (slot, then
 * signature), every transfer of a listed transaction that touches the owner.
 */
export async function readSolanaHistory(params: {
  db: Queryable
  chain: string
  owner: string
  cursor: string | undefined
  pageSize: number
  native: { name: string; symbol: string }
  pricing: SolanaPricing
  metadata: TokenMetadataReader
  tokenImageUrl: (symbol: string) => string
}): Promise<HistoryResponse> {
  const args: unknown[] = [params.chain, params.owner]
  let after = ''
  if (params.cursor) {
    const [slot, signature] = decodeSolanaCursor(params.cursor)
    args.push(slot, signature)
    after = 'AND (slot, signature) < ($3::bigint, $4)'
  }
  args.push(params.pageSize + 1)
  const rows = await params.db.query<Row>(
    `WITH page AS (
       SELECT DISTINCT signature, slot FROM solana_transfers
       WHERE chain = $1 AND (from_address = $2 OR to_address = $2) ${after}
       ORDER BY slot DESC, signature DESC
       LIMIT $${args.length}
     )
     SELECT t.* FROM page p
     JOIN solana_transfers t ON t.chain = $1 AND t.signature = p.signature
     WHERE t.from_address = $2 OR t.to_address = $2
     ORDER BY t.slot DESC, t.signature DESC, t.idx`,
    args,
  )
  const bySignature = new Map<string, Row[]>()
  for (const row of rows)
    bySignature.set(row.signature, [...(bySignature.get(row.signature) ?? []), row])
  const groups = [...bySignature.values()]
  const page = groups.slice(0, params.pageSize)
  const last = page.at(-1)?.[0]
  const next =
    groups.length > params.pageSize && last
      ? encodeSolanaCursor([String(last.slot), last.signature])
      : null
  const texts = await params.metadata([
    ...new Set(rows.flatMap((row) => (row.mint ? [row.mint] : []))),
  ])
  const owner = params.owner
  const data: Transaction[] = []
  for (const list of page) {
    const head = list[0]!
    const transfers = list.map((row) => {
      const direction =
        row.from_address === owner && row.to_address === owner
          ? ('self' as const)
          : row.from_address === owner
            ? ('out' as const)
            : ('in' as const)
      const numeric = formatBaseUnits(BigInt(row.amount), row.decimals)
      const text = row.mint
        ? texts.get(row.mint)
        : { name: params.native.name, symbol: params.native.symbol }
      if (row.kind === 'token' && row.decimals === 0) {
        return { nft_info: { name: text?.name ?? 'NFT' }, direction, quantity: { numeric } }
      }
      const symbol = text?.symbol ?? null
      const price = symbol ? priceOf(params.pricing, row.mint ?? 'SOL', symbol) : undefined
      return {
        fungible_info: {
          ...(text?.name ? { name: text.name } : {}),
          ...(symbol ? { symbol, icon: { url: params.tokenImageUrl(symbol) } } : {}),
        },
        direction,
        quantity: { numeric },
        ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
      }
    })
    const operationType = transfers.every((t) => t.direction === 'self')
      ? 'self'
      : head.fee_payer === owner || list.every((row) => row.from_address === owner)
        ? 'send'
        : 'receive'
    const transaction = {
      id: `${params.chain}:${head.signature}`,
      metadata: {
        minedAt: new Date(Number(head.block_time) * 1000).toISOString(),
        chain: params.chain,
        operationType,
        hash: head.signature,
        status: 'confirmed',
        sentFrom: head.from_address,
        sentTo: head.to_address,
      },
      transfers,
    }
    if (v.is(TransactionSchema, transaction)) data.push(transaction)
  }
  return { data, next }
}
