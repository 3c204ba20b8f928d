import type { HistoryResponse, Transaction } from '@portico/api-client'
import { TransactionSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { ApiError } from '../../http/api-error.js'
import { formatSats } from './bitcoin-balances.js'
import { ESPLORA_CHAIN_PAGE, type EsploraReader, type EsploraTx } from './esplora-reader.js'

/** Where a page ended: after a mempool transaction (`m`) or a confirmed one (`c`). */
interface Cursor {
  confirmed: boolean
  txid: string
}

export function encodeBitcoinCursor(cursor: Cursor): string {
  return `${cursor.confirmed ? 'c' : 'm'}_${cursor.txid}`
}

export function decodeBitcoinCursor(value: string): Cursor {
  const match = /^([cm])_([0-9a-f]{64})$/.exec(value)
  if (!match?.[2]) throw new ApiError(400, 'Invalid cursor', 'cursor')
  return { confirmed: match[1] === 'c', txid: match[2] }
}

/**
 * The address's transactions after `cursor`, newest first: mempool ones, then confirmed ones
 * through Esplora's `/txs/chain/:last_seen` paging. Stops once `wanted` are collected.
 */
async function collect(
  esplora: EsploraReader,
  address: string,
  cursor: Cursor | undefined,
  wanted: number,
): Promise<EsploraTx[]> {
  const out: EsploraTx[] = []
  let lastSeen: string | undefined
  if (cursor?.confirmed) {
    lastSeen = cursor.txid
  } else {
    const mempool = await esplora.mempoolTxs(address)
    // A cursor whose transaction confirmed since: its mempool neighbours are gone too; restart
    // from the newest confirmed transaction rather than fail.
    const start = cursor ? mempool.findIndex((tx) => tx.txid === cursor.txid) + 1 : 0
    if (start > 0 || !cursor) out.push(...mempool.slice(start))
  }
  while (out.length < wanted) {
    const page = await esplora.chainTxs(address, lastSeen)
    out.push(...page)
    if (page.length < ESPLORA_CHAIN_PAGE) break
    lastSeen = page.at(-1)?.txid
  }
  return out.slice(0, wanted)
}

/** One payment seen from `address`: what it received, or what it sent to others. */
function toTransaction(
  tx: EsploraTx,
  address: string,
  params: {
    caip2: string
    native: { name: string; symbol: string }
    price: number
    tokenImageUrl: (symbol: string) => string
    now: () => number
  },
): Transaction | undefined {
  const spentFromUs = tx.vin.some((input) => input.prevout?.scriptpubkey_address === address)
  const toUs = tx.vout.filter((o) => o.scriptpubkey_address === address)
  const toOthers = tx.vout.filter((o) => o.scriptpubkey_address !== address)
  const sum = (outputs: typeof tx.vout) => outputs.reduce((s, o) => s + BigInt(o.value), 0n)
  let direction: 'in' | 'out' | 'self'
  let sats: bigint
  if (!spentFromUs) {
    direction = 'in'
    sats = sum(toUs)
  } else if (toOthers.length === 0) {
    direction = 'self'
    sats = sum(toUs)
  } else {
    direction = 'out'
    sats = sum(toOthers)
  }
  const numeric = formatSats(sats)
  const sender = tx.vin.find((input) => input.prevout?.scriptpubkey_address)?.prevout
  const recipient = direction === 'out' ? toOthers[0] : toUs[0]
  const { symbol, name } = params.native
  const minedAt =
    tx.status.confirmed && tx.status.block_time !== undefined
      ? tx.status.block_time * 1000
      : params.now()
  const transaction = {
    id: `${params.caip2}:${tx.txid}`,
    metadata: {
      minedAt: new Date(minedAt).toISOString(),
      chain: params.caip2,
      operationType: direction === 'in' ? 'receive' : direction === 'out' ? 'send' : 'self',
      hash: tx.txid,
      status: tx.status.confirmed ? 'confirmed' : 'pending',
      sentFrom: tx.vin.some((i) => i.is_coinbase)
        ? 'coinbase'
        : (sender?.scriptpubkey_address ?? ''),
      sentTo: recipient?.scriptpubkey_address ?? '',
    },
    transfers: [
      {
        fungible_info: { name, symbol, icon: { url: params.tokenImageUrl(symbol) } },
        direction,
        quantity: { numeric },
        price: params.price,
        value: Number(numeric) * params.price,
      },
    ],
  }
  return v.is(TransactionSchema, transaction) ? transaction : undefined
}

/** One page of an address's BTC payments (incoming and outgoing), newest first. */
export async function readBitcoinHistory(params: {
  esplora: EsploraReader
  address: string
  caip2: string
  cursor: string | undefined
  pageSize: number
  native: { name: string; symbol: string }
  price: number
  tokenImageUrl: (symbol: string) => string
  now: () => number
}): Promise<HistoryResponse> {
  const cursor = params.cursor === undefined ? undefined : decodeBitcoinCursor(params.cursor)
  const txs = await collect(params.esplora, params.address, cursor, params.pageSize + 1)
  const page = txs.slice(0, params.pageSize)
  const last = page.at(-1)
  const next =
    txs.length > params.pageSize && last
      ? encodeBitcoinCursor({ confirmed: last.status.confirmed, txid: last.txid })
      : null
  const data: Transaction[] = []
  for (const tx of page) {
    const transaction = toTransaction(tx, params.address, params)
    if (transaction) data.push(transaction)
  }
  return { data, next }
}
