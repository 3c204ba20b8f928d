import { u8aToHex } from '@polkadot/util'
import { encodeAddress } from '@polkadot/util-crypto'
import type { HistoryResponse, Transaction } from '@portico/api-client'
import { TransactionSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import type { Queryable } from '../../db/database.js'
import { ApiError } from '../../http/api-error.js'
import { formatPlanck, type PolkadotNative } from './polkadot-balances.js'

type Position = [blockNumber: number, groupIndex: number]

export function encodePolkadotCursor(position: Position): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url')
}

export function decodePolkadotCursor(cursor: string): Position {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((n) => Number.isSafeInteger(n) && (n as number) >= 0)
    ) {
      return value as Position
    }
  } catch {
    // the 400 below
  }
  throw new ApiError(400, 'Invalid cursor', 'cursor')
}

interface Row {
  block_number: string | number
  group_index: number
  event_index: number
  block_hash: string
  extrinsic_hash: string | null
  block_time: string | number
  from_id: string
  to_id: string
  amount: string
}

/**
 * One page of an account's native transfers, newest first (block, then extrinsic), one entry per
 * extrinsic with every transfer in it that touches the account. Addresses are SS58 for `ss58Prefix`.
 */
export async function readPolkadotHistory(params: {
  db: Queryable
  chain: string
  accountId: Uint8Array
  ss58Prefix: number
  cursor: string | undefined
  pageSize: number
  native: PolkadotNative
  price: number
  tokenImageUrl: (symbol: string) => string
}): Promise<HistoryResponse> {
  const owner = u8aToHex(params.accountId)
  const args: unknown[] = [params.chain, owner]
  let after = ''
  if (params.cursor) {
    const [block, group] = decodePolkadotCursor(params.cursor)
    args.push(block, group)
    after = 'AND (block_number, group_index) < ($3::bigint, $4::integer)'
  }
  args.push(params.pageSize + 1)
  const rows = await params.db.query<Row>(
    `WITH page AS (
       SELECT DISTINCT block_number, group_index FROM polkadot_transfers
       WHERE chain = $1 AND (from_id = $2 OR to_id = $2) ${after}
       ORDER BY block_number DESC, group_index DESC
       LIMIT $${args.length}
     )
     SELECT t.* FROM page p
     JOIN polkadot_transfers t ON t.chain = $1 AND t.block_number = p.block_number AND t.group_index = p.group_index
     WHERE t.from_id = $2 OR t.to_id = $2
     ORDER BY t.block_number DESC, t.group_index DESC, t.event_index`,
    args,
  )
  const groups = new Map<string, Row[]>()
  for (const row of rows) {
    const key = `${row.block_number}-${row.group_index}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const all = [...groups.values()]
  const page = all.slice(0, params.pageSize)
  const last = page.at(-1)?.[0]
  const next =
    all.length > params.pageSize && last
      ? encodePolkadotCursor([Number(last.block_number), last.group_index])
      : null
  const ss58 = (id: string) => encodeAddress(id, params.ss58Prefix)
  const { native, price } = params
  const data: Transaction[] = []
  for (const list of page) {
    const head = list[0]!
    const transfers = list.map((row) => {
      const direction =
        row.from_id === owner && row.to_id === owner
          ? ('self' as const)
          : row.from_id === owner
            ? ('out' as const)
            : ('in' as const)
      const numeric = formatPlanck(BigInt(row.amount), native.decimals)
      return {
        fungible_info: {
          name: native.name,
          symbol: native.symbol,
          icon: { url: params.tokenImageUrl(native.symbol) },
        },
        direction,
        quantity: { numeric },
        price,
        value: Number(numeric) * price,
      }
    })
    const operationType = transfers.every((t) => t.direction === 'self')
      ? 'self'
      : transfers.some((t) => t.direction === 'out')
        ? 'send'
        : 'receive'
    const transaction = {
      id: `${params.chain}:${head.block_number}-${head.group_index}`,
      metadata: {
        minedAt: new Date(Number(head.block_time)).toISOString(),
        chain: params.chain,
        operationType,
        ...(head.extrinsic_hash ? { hash: head.extrinsic_hash } : {}),
        status: 'confirmed',
        sentFrom: ss58(head.from_id),
        sentTo: ss58(head.to_id),
      },
      transfers,
    }
    if (v.is(TransactionSchema, transaction)) data.push(transaction)
  }
  return { data, next }
}
