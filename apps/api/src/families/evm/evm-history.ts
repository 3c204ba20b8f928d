import type { HistoryResponse, Transaction, TransactionTransfer } from '@portico/api-client'
import { formatUnits } from 'viem'
import type { ChainHandle } from '../../chain/chain-clients.js'
import type { Database } from '../../db/database.js'
import { ApiError } from '../../http/api-error.js'
import type { PriceTable } from '../../services/prices.js'
import { HISTORY_PAGE_SIZE } from '../family-source.js'
import { createTransferCheck } from './checked-transfers.js'

/** Transfers listed per transaction: one contract can emit thousands of Transfer logs in one call. */
export const HISTORY_TRANSFERS_PER_TX = 50

/** Position of a transaction in the newest-first order: (time, chain, block, index). */
type Position = [time: string, chainId: string, block: string, index: number]

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url')
}

// The cursor's parts are compared with bigint and integer columns: past these, PostgreSQL
// refuses the cast (a 500), so they are a 400 here.
const MAX_BIGINT = 2n ** 63n - 1n
const MAX_INTEGER = 2 ** 31 - 1

export function decodeCursor(cursor: string): Position {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      value
        .slice(0, 3)
        .every(
          (part) =>
            typeof part === 'string' && /^\d{1,19}$/.test(part) && BigInt(part) <= MAX_BIGINT,
        ) &&
      Number.isInteger(value[3]) &&
      value[3] >= 0 &&
      value[3] <= MAX_INTEGER
    ) {
      return value as Position
    }
  } catch {
    // fall through to the 400 below
  }
  throw new ApiError(400, 'Invalid cursor', 'cursor')
}

/** One transfer of an entry (history-entries.ts), as stored. */
interface TransferRecord {
  tx_from: string
  tx_nonce: string | number
  status: string
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  from_address: string
  to_address: string
  amount: string
  token_id: string | null
  token_name: string | null
  token_symbol: string | null
  token_decimals: number | null
}

/** One row of `history_entries`: a transaction and its transfers touching the address. */
interface HistoryEntry {
  chain_id: string | number
  tx_hash: string
  block_time: string | number
  block_number: string | number
  tx_index: number
  records: TransferRecord[]
}

const ZERO = '0x0000000000000000000000000000000000000000'

// The shared schema's verdict per token text (checked-transfers.ts), for every page of this process.
const transferPasses = createTransferCheck()

/**
 * One page of an address's history, newest first, in the SPEC §3 Transaction shape. Every
 * transfer of a transaction that touches the address is listed; the cursor is opaque.
 */
export async function readHistory(params: {
  db: Database
  chains: Map<number, ChainHandle>
  address: string
  chainId?: number | undefined
  cursor?: string | undefined
  prices: PriceTable
  spam: ReadonlySet<string>
  assetImageUrl: (id: string) => string
  tokenImageUrl: (symbol: string) => string
  pageSize?: number
  transfersPerTx?: number
}): Promise<HistoryResponse> {
  const address = params.address.toLowerCase()
  const pageSize = params.pageSize ?? HISTORY_PAGE_SIZE
  const perTx = params.transfersPerTx ?? HISTORY_TRANSFERS_PER_TX
  const filters: string[] = []
  const args: unknown[] = [address]
  let variant = ''
  if (params.chainId !== undefined) {
    args.push(params.chainId)
    filters.push(`AND chain_id = $${args.length}`)
    variant += 'c'
  }
  if (params.cursor) {
    const [time, chain, block, index] = decodeCursor(params.cursor)
    if (params.chainId !== undefined && chain === String(params.chainId)) {
      // The chain is fixed: the key without it follows the (address, chain, ...) index.
      args.push(time, block, index)
      const n = args.length
      filters.push(
        `AND (block_time, block_number, tx_index) < ($${n - 2}::bigint, $${n - 1}::bigint, $${n}::integer)`,
      )
      variant += 'k'
    } else {
      args.push(time, chain, block, index)
      const n = args.length
      filters.push(
        `AND (block_time, chain_id, block_number, tx_index) < ($${n - 3}::bigint, $${n - 2}::bigint, $${n - 1}::bigint, $${n}::integer)`,
      )
      variant += 'K'
    }
  }
  args.push(pageSize + 1)
  // One index range scan with LIMIT (one extra entry to know whether a next page exists); the
  // entries are ready JSON texts, joined into one so the driver decodes one value (on PGlite most
  // of a page's cost was the per-field decoding in JavaScript) and JSON.parse does the rest.
  const [result] = await params.db.query<{ entries: string }>(
    `SELECT coalesce('[' || string_agg(entry, ',' ORDER BY block_time DESC, chain_id DESC, block_number DESC, tx_index DESC) || ']', '[]') AS entries
     FROM (
       SELECT entry, block_time, chain_id, block_number, tx_index FROM history_entries
       WHERE address = $1 ${filters.join(' ')}
       ORDER BY block_time DESC, chain_id DESC, block_number DESC, tx_index DESC
       LIMIT $${args.length}
     ) p`,
    args,
    // A few texts (with or without a chain and a cursor); planning one costs more than running it.
    { prepare: `history-entries-${variant}` },
  )
  const entries = JSON.parse(result?.entries ?? '[]') as HistoryEntry[]
  const page = entries
    .slice(0, pageSize)
    .map((entry) => ({ ...entry, list: entry.records.slice(0, perTx) }))
  const last = page.at(-1)
  const next =
    entries.length > pageSize && last
      ? encodeCursor([
          String(last.block_time),
          String(last.chain_id),
          String(last.block_number),
          Number(last.tx_index),
        ])
      : null

  const data: Transaction[] = page.map((tx) => {
    const list = tx.list
    const first = list[0]
    const chainId = Number(tx.chain_id)
    const chain = params.chains.get(chainId)
    const native = chain?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    let operationType = 'receive'
    if (list.some((r) => r.from_address === ZERO)) operationType = 'mint'
    else if (list.some((r) => r.to_address === ZERO)) operationType = 'burn'
    else if (first?.tx_from === address || list.every((r) => r.from_address === address))
      operationType = 'send'
    return {
      id: `eip155:${chainId}:${tx.tx_hash}`,
      metadata: {
        minedAt: new Date(Number(tx.block_time) * 1000).toISOString(),
        chain: `eip155:${chainId}`,
        operationType,
        hash: tx.tx_hash,
        status: first?.status ?? 'confirmed',
        sentFrom: first?.from_address ?? '',
        sentTo: first?.to_address ?? '',
        nonce: Number(first?.tx_nonce ?? 0),
      },
      transfers: list.flatMap((record): TransactionTransfer[] => {
        const direction =
          record.from_address === address && record.to_address === address
            ? ('self' as const)
            : record.from_address === address
              ? ('out' as const)
              : ('in' as const)
        if (record.kind === 'erc721') {
          const collection = record.token_name ?? 'NFT'
          const flagged =
            params.spam.has(`eip155:${chainId}:${record.token}`) ||
            params.spam.has(record.token ?? '')
          const url = params.assetImageUrl(`nft-${chainId}-${record.token}-${record.token_id}`)
          const transfer = {
            nft_info: {
              name: `${collection} #${record.token_id}`,
              content: { preview: { url } },
              flags: { is_spam: flagged },
            },
            direction,
            quantity: { numeric: '1' },
          }
          const key = `n\u0000${collection}\u0000${record.token_id?.length}\u0000${url.length}`
          return transferPasses(key, transfer) ? [transfer] : []
        }
        const symbol = record.kind === 'native' ? native.symbol : (record.token_symbol ?? '')
        const decimals = record.kind === 'native' ? native.decimals : (record.token_decimals ?? 0)
        const numeric = formatUnits(BigInt(record.amount), decimals)
        const price = params.prices.price({ chainId, address: record.token ?? undefined, symbol })
        const name = record.kind === 'native' ? native.name : (record.token_name ?? symbol)
        const url = params.tokenImageUrl(symbol || 'unknown')
        const transfer = {
          fungible_info: { name, symbol, icon: { url } },
          direction,
          quantity: { numeric },
          price,
          value: Number(numeric) * price,
        }
        return transferPasses(`f\u0000${name}\u0000${symbol}\u0000${url}`, transfer)
          ? [transfer]
          : []
      }),
    }
  })
  return { data, next }
}
