// Balance and fee reads, loaded with import() on first use (with the Esplora client).
import { type Network, RpcUnreachableError } from '@portico/core'
import { formatUnits } from '@portico/core/internal'
import { getAddressBalance, getFeeRate, getUtxos } from '../esplora/esplora-client.js'
import { esploraAnswers, onEsplora } from '../esplora/esplora-reach.js'
import { paymentVsize } from './payment-size.js'

/** The Esplora base URL of a network: its first RPC URL. */
export function esploraUrlOf(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new TypeError(`${network.name} has no Esplora URL`)
  return url
}

/** Confirmed plus unconfirmed balance in BTC (8 decimals) with the network's symbol. */
export async function readBalance(network: Network, address: string, fetchFn: typeof fetch) {
  const base = esploraUrlOf(network)
  const { confirmed, unconfirmed } = await onEsplora(network, () =>
    getAddressBalance(base, address, fetchFn),
  )
  const { decimals, symbol } = network.nativeCurrency
  return { balance: formatUnits(confirmed + unconfirmed, decimals), symbol, decimals }
}

export interface EstimateFeeParameters {
  network: Network
  from: string
  to: string
  value: bigint
  targetBlocks: number
  fallbackRate: number
  fetch: typeof fetch
}

/**
 * The fee in satoshis of paying `value` from `from` to `to`: the Esplora fee rate for
 * `targetBlocks` times the size of a payment spending the fewest of `from`'s outputs (largest
 * first) that cover value plus fee, with change. With too little money, all outputs are counted.
 */
export async function estimatePaymentFee(parameters: EstimateFeeParameters): Promise<bigint> {
  const base = esploraUrlOf(parameters.network)
  const [rate, utxos] = await onEsplora(parameters.network, () =>
    Promise.all([
      getFeeRate(base, parameters.targetBlocks, parameters.fallbackRate, parameters.fetch),
      getUtxos(base, parameters.from, parameters.fetch),
    ]),
  )
  const values = utxos.map((u) => u.value).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))
  const feeFor = (inputs: number) =>
    BigInt(Math.ceil(rate * paymentVsize({ from: parameters.from, to: parameters.to, inputs })))
  let inputs = 0
  let total = 0n
  for (const value of values) {
    inputs++
    total += value
    if (total >= parameters.value + feeFor(inputs)) break
  }
  return feeFor(Math.max(inputs, 1))
}

/**
 * A payment the wallet failed without a reason of its own (no refusal, no timeout, no fault named)
 * while `network`'s node does not answer the kit either: the node is named as the fault, the
 * wallet's failure kept as `cause`. With the node answering, the wallet's failure stands.
 */
export async function nodeFaultOf(
  network: Network,
  failure: unknown,
  fetchFn: typeof fetch,
): Promise<unknown> {
  if (await esploraAnswers(esploraUrlOf(network), fetchFn)) return failure
  return new RpcUnreachableError(network.name, { cause: failure })
}
