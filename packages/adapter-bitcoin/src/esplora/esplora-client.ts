import { BaseError } from '@portico/core'
import { HttpRequestError } from '@portico/core/internal'

// Reads through an Esplora REST API (mempool.space, Blockstream, electrs, or the local regtest
// facade): the network's `rpcUrls.default.http[0]`.

const MAX_UTXOS = 500

export interface Utxo {
  txid: string
  vout: number
  value: bigint
  confirmed: boolean
}

/** An Esplora answer that did not have the documented shape. */
export class EsploraResponseError extends BaseError {
  override name = 'EsploraResponseError'
  constructor(path: string) {
    super('Invalid input', { metaMessages: [`Esplora ${path} answered an unexpected shape.`] })
  }
}

async function get(baseUrl: string, path: string, fetchFn: typeof fetch): Promise<unknown> {
  const response = await fetchFn(`${baseUrl.replace(/\/+$/, '')}${path}`)
  if (!response.ok) throw new HttpRequestError(response.status, { url: response.url })
  return response.json()
}

const isSats = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0

/**
 * Confirmed and unconfirmed balance of an address in satoshis (`GET /address/:address`:
 * funded minus spent, `chain_stats` and `mempool_stats`).
 */
export async function getAddressBalance(
  baseUrl: string,
  address: string,
  fetchFn: typeof fetch = fetch,
): Promise<{ confirmed: bigint; unconfirmed: bigint }> {
  const path = `/address/${encodeURIComponent(address)}`
  const body = (await get(baseUrl, path, fetchFn)) as Record<string, Record<string, unknown>> | null
  const stats = (key: string) => {
    const s = body?.[key]
    if (!isSats(s?.funded_txo_sum) || !isSats(s?.spent_txo_sum))
      throw new EsploraResponseError(path)
    return BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
  }
  return { confirmed: stats('chain_stats'), unconfirmed: stats('mempool_stats') }
}

/** The address's unspent outputs (`GET /address/:address/utxo`). */
export async function getUtxos(
  baseUrl: string,
  address: string,
  fetchFn: typeof fetch = fetch,
): Promise<Utxo[]> {
  const path = `/address/${encodeURIComponent(address)}/utxo`
  const body = await get(baseUrl, path, fetchFn)
  if (!Array.isArray(body) || body.length > MAX_UTXOS) throw new EsploraResponseError(path)
  return body.map((u: Record<string, unknown>) => {
    const status = u.status as { confirmed?: unknown } | undefined
    if (
      typeof u.txid !== 'string' ||
      !/^[0-9a-f]{64}$/.test(u.txid) ||
      !isSats(u.vout) ||
      !isSats(u.value)
    )
      throw new EsploraResponseError(path)
    return {
      txid: u.txid,
      vout: u.vout,
      value: BigInt(u.value),
      confirmed: status?.confirmed === true,
    }
  })
}

/**
 * Fee rate in sat/vB for confirmation within `target` blocks (`GET /fee-estimates`: a map from
 * block target to rate). Uses the nearest target at or above `target`, else the slowest given;
 * a node without estimates (a fresh regtest chain answers `{}`) gives `fallback`.
 */
export async function getFeeRate(
  baseUrl: string,
  target: number,
  fallback: number,
  fetchFn: typeof fetch = fetch,
): Promise<number> {
  const body = await get(baseUrl, '/fee-estimates', fetchFn)
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new EsploraResponseError('/fee-estimates')
  const rates = Object.entries(body as Record<string, unknown>)
    .map(([blocks, rate]) => [Number(blocks), rate] as const)
    .filter(
      (e): e is readonly [number, number] =>
        Number.isInteger(e[0]) &&
        typeof e[1] === 'number' &&
        Number.isFinite(e[1]) &&
        e[1] > 0 &&
        e[1] < 1e6,
    )
    .sort((a, b) => a[0] - b[0])
  const chosen = rates.find(([blocks]) => blocks >= target) ?? rates[rates.length - 1]
  return chosen ? chosen[1] : fallback
}
