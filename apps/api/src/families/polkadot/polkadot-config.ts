import { decodeAddress } from '@polkadot/util-crypto'
import * as v from 'valibot'

/**
 * `families.polkadot` in the API config: one Substrate chain read over its WebSocket JSON-RPC
 * (@polkadot/api). `prices` maps a token symbol to USD; symbols fall back to the server's `prices`.
 * History starts at `fromBlock` (default: the chain's finalized head when the server first indexes
 * it, so a live chain is not replayed from genesis).
 */
export const PolkadotFamilyConfigSchema = v.object({
  wsUrl: v.pipe(v.string(), v.url(), v.regex(/^wss?:\/\//, 'wsUrl must be ws:// or wss://')),
  genesisHash: v.pipe(
    v.string(),
    v.regex(/^0x[0-9a-f]{64}$/, 'genesisHash must be 0x + 64 lowercase hex'),
  ),
  native: v.optional(
    v.object({
      name: v.pipe(v.string(), v.maxLength(64)),
      symbol: v.optional(v.pipe(v.string(), v.maxLength(16))),
      decimals: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30))),
    }),
  ),
  prices: v.optional(
    v.record(v.pipe(v.string(), v.maxLength(16)), v.pipe(v.number(), v.finite(), v.minValue(0))),
  ),
  fromBlock: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Per-read timeout towards the node, ms. Default 10 000. */
  timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(60_000))),
})

export type PolkadotFamilyConfig = v.InferOutput<typeof PolkadotFamilyConfigSchema>

/** `polkadot:` + the first 32 hex characters of the genesis hash, without 0x (CAIP-2). */
export function polkadotCaip2(genesisHash: string): string {
  return `polkadot:${genesisHash.slice(2, 34)}`
}

/**
 * The 32-byte account id an SS58 address names (any network prefix), or undefined. Short account
 * indices and raw hex keys, which polkadot-js also decodes, are not accounts here.
 */
export function polkadotAccountId(address: string): Uint8Array | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{46,50}$/.test(address)) return undefined
  try {
    const id = decodeAddress(address)
    return id.length === 32 ? id : undefined
  } catch {
    return undefined
  }
}
