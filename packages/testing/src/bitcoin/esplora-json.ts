// Esplora's JSON shapes (github.com/Blockstream/esplora API.md), built from the regtest node's data.
import type { BcoinOutput } from './bcoin.js'
import { esploraScriptType, scriptToRegtestAddress } from './regtest-network.js'
import type { LocatedTx, NodeUtxo, TxStatus } from './regtest-node.js'
import { reverseHex } from './regtest-node.js'

export interface EsploraStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

export interface EsploraOutput {
  scriptpubkey: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

export interface EsploraInput {
  txid: string
  vout: number
  prevout: EsploraOutput | null
  scriptsig: string
  witness?: string[]
  is_coinbase: boolean
  sequence: number
}

export interface EsploraTx {
  txid: string
  version: number
  locktime: number
  vin: EsploraInput[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

export interface EsploraStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export function esploraStatus(status: TxStatus): EsploraStatus {
  return status.confirmed
    ? {
        confirmed: true,
        block_height: status.blockHeight,
        block_hash: status.blockHash,
        block_time: status.blockTime,
      }
    : { confirmed: false }
}

export function esploraOutput(output: BcoinOutput): EsploraOutput {
  const script = output.script.toRaw()
  const address = scriptToRegtestAddress(script)
  return {
    scriptpubkey: script.toString('hex'),
    scriptpubkey_type: esploraScriptType(script),
    ...(address !== undefined ? { scriptpubkey_address: address } : {}),
    value: output.value,
  }
}

export function esploraTx(located: LocatedTx): EsploraTx {
  const { tx } = located
  const coinbase = tx.isCoinbase()
  const vin = tx.inputs.map((input, i): EsploraInput => {
    const witness = input.witness.toArray().map((item) => item.toString('hex'))
    const prevout = located.prevouts[i]
    return {
      txid: coinbase ? '0'.repeat(64) : reverseHex(input.prevout.hash),
      vout: input.prevout.index,
      prevout: prevout ? esploraOutput(prevout) : null,
      scriptsig: input.script.toRaw().toString('hex'),
      ...(witness.length > 0 ? { witness } : {}),
      is_coinbase: coinbase,
      sequence: input.sequence,
    }
  })
  const vout = tx.outputs.map(esploraOutput)
  const inSum = located.prevouts.reduce((sum, prev) => sum + (prev?.value ?? 0), 0)
  const outSum = tx.outputs.reduce((sum, output) => sum + output.value, 0)
  return {
    txid: tx.txid(),
    version: tx.version,
    locktime: tx.locktime,
    vin,
    vout,
    size: tx.getSize(),
    weight: tx.getWeight(),
    fee: coinbase ? 0 : inSum - outSum,
    status: esploraStatus(located.status),
  }
}

export function esploraUtxo(utxo: NodeUtxo) {
  return { txid: utxo.txid, vout: utxo.vout, status: esploraStatus(utxo.status), value: utxo.value }
}

/** Esplora's `chain_stats` / `mempool_stats` for one address from its transactions. */
export function esploraAddressStats(
  script: Uint8Array,
  txs: readonly LocatedTx[],
): { chain_stats: EsploraStats; mempool_stats: EsploraStats } {
  const empty = (): EsploraStats => ({
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  })
  const chain = empty()
  const mempool = empty()
  const hex = Buffer.from(script).toString('hex')
  for (const item of txs) {
    const stats = item.status.confirmed ? chain : mempool
    stats.tx_count++
    for (const output of item.tx.outputs) {
      if (output.script.toRaw().toString('hex') !== hex) continue
      stats.funded_txo_count++
      stats.funded_txo_sum += output.value
    }
    for (const prev of item.prevouts) {
      if (!prev || prev.script.toRaw().toString('hex') !== hex) continue
      stats.spent_txo_count++
      stats.spent_txo_sum += prev.value
    }
  }
  return { chain_stats: chain, mempool_stats: mempool }
}
