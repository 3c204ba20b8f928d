import { fallback, http, type Transport } from 'viem'

/**
 * The RPC transport of one chain: viem `http` per URL (10 s timeout, JSON-RPC batches of up to
 * 1000, retries), and with several URLs a ranked `fallback` (pings every 4 s, 10 samples, weights
 * 0.7 stability / 0.3 latency): viem's defaults are the spec's numbers (SPEC §9).
 * A dead node is skipped and the next URL answers.
 *
 * @example
 * createTransport(['http://127.0.0.1:1', 'http://127.0.0.1:8545'])
 */
export function createTransport(
  urls: readonly string[],
  options: { rank?: boolean } = {},
): Transport {
  const transports = urls.map((url) => http(url, { batch: true }))
  if (transports.length === 1) return transports[0]!
  return fallback(transports, { rank: options.rank ?? true })
}
