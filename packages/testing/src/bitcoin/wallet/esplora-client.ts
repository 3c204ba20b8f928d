// Browser-safe reads and broadcast against an Esplora-style REST API (the regtest facade, or any
// Esplora / mempool.space server). Responses are checked before use.
import { BitcoinWalletError, bitcoinWalletErrors } from './wallet-error.js'

export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  confirmed: boolean
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** A small Esplora client; `fetchImpl` defaults to the global fetch. */
export function createEsploraClient(baseUrl: string, fetchImpl: typeof fetch = fetch) {
  const url = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`
  const getJson = async (path: string): Promise<unknown> => {
    const res = await fetchImpl(url(path))
    if (!res.ok) throw bitcoinWalletErrors.internal(`Esplora ${path}: HTTP ${res.status}`)
    return res.json()
  }
  return {
    async utxos(address: string): Promise<EsploraUtxo[]> {
      const body = await getJson(`/address/${address}/utxo`)
      if (!Array.isArray(body)) throw bitcoinWalletErrors.internal('Esplora: utxo list expected')
      return body.map((item): EsploraUtxo => {
        if (
          !isRecord(item) ||
          typeof item.txid !== 'string' ||
          typeof item.vout !== 'number' ||
          typeof item.value !== 'number' ||
          !isRecord(item.status)
        ) {
          throw bitcoinWalletErrors.internal('Esplora: malformed utxo')
        }
        return {
          txid: item.txid,
          vout: item.vout,
          value: item.value,
          confirmed: item.status.confirmed === true,
        }
      })
    },
    /** sat/vB for a confirmation target (Esplora's /fee-estimates), default `fallback`. */
    async feeRate(target: string, fallback: number): Promise<number> {
      const body = await getJson('/fee-estimates')
      const rate = isRecord(body) ? body[target] : undefined
      return typeof rate === 'number' && rate > 0 ? rate : fallback
    },
    /** POST /tx; the server's refusal becomes an error carrying its text. */
    async broadcast(hex: string): Promise<string> {
      const res = await fetchImpl(url('/tx'), { method: 'POST', body: hex })
      const text = await res.text()
      if (!res.ok) throw new BitcoinWalletError(-32603, `Broadcast failed: ${text}`)
      return text.trim()
    },
  }
}

export type EsploraClient = ReturnType<typeof createEsploraClient>
