import * as v from 'valibot'

const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
const Sats = v.pipe(v.number(), v.integer(), v.minValue(0))

const StatsSchema = v.object({
  funded_txo_sum: Sats,
  spent_txo_sum: Sats,
  tx_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

const AddressSchema = v.object({ chain_stats: StatsSchema, mempool_stats: StatsSchema })

const OutputSchema = v.object({
  scriptpubkey_address: v.optional(v.pipe(v.string(), v.maxLength(128))),
  value: Sats,
})

const TxSchema = v.object({
  txid: Hex64,
  vin: v.array(
    v.object({
      prevout: v.nullable(OutputSchema),
      is_coinbase: v.boolean(),
    }),
  ),
  vout: v.array(OutputSchema),
  fee: v.optional(Sats),
  status: v.object({
    confirmed: v.boolean(),
    block_height: v.optional(v.number()),
    block_time: v.optional(v.number()),
  }),
})

export type EsploraAddress = v.InferOutput<typeof AddressSchema>
export type EsploraTx = v.InferOutput<typeof TxSchema>

/** Esplora pages confirmed history 25 transactions at a time. */
export const ESPLORA_CHAIN_PAGE = 25

/** Esplora answered something else than it documents. */
export class EsploraResponseError extends Error {
  override name = 'EsploraResponseError'
}

/** Typed, validated reads from an Esplora-style REST API. */
export function createEsploraReader(baseUrl: string, timeoutMs: number) {
  const root = baseUrl.replace(/\/$/, '')
  const get = async <T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T> => {
    const response = await fetch(`${root}${path}`, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) throw new EsploraResponseError(`Esplora ${path}: HTTP ${response.status}`)
    const parsed = v.safeParse(schema, await response.json())
    if (!parsed.success) throw new EsploraResponseError(`Esplora ${path}: unexpected response`)
    return parsed.output
  }
  const address = encodeURIComponent
  return {
    address: (a: string) => get(`/address/${address(a)}`, AddressSchema),
    mempoolTxs: (a: string) => get(`/address/${address(a)}/txs/mempool`, v.array(TxSchema)),
    /** 25 confirmed transactions, newest first, after `lastSeen` (a txid of the previous page). */
    chainTxs: (a: string, lastSeen?: string) =>
      get(`/address/${address(a)}/txs/chain${lastSeen ? `/${lastSeen}` : ''}`, v.array(TxSchema)),
  }
}

export type EsploraReader = ReturnType<typeof createEsploraReader>
