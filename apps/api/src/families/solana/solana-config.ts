import { isAddress } from '@solana/kit'
import * as v from 'valibot'

const Base58Hash = v.pipe(
  v.string(),
  v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'genesisHash must be base58'),
)

/**
 * `families.solana` in the API config: one cluster read over its JSON-RPC. `prices` maps a mint
 * address (or `SOL`) to a USD price; symbols fall back to the server's `prices` table.
 */
export const SolanaFamilyConfigSchema = v.object({
  rpcUrl: v.pipe(v.string(), v.url()),
  genesisHash: Base58Hash,
  native: v.optional(
    v.object({
      name: v.pipe(v.string(), v.maxLength(64)),
      symbol: v.pipe(v.string(), v.maxLength(16)),
    }),
  ),
  prices: v.optional(
    v.record(
      v.pipe(
        v.string(),
        v.check((key) => key === 'SOL' || isAddress(key), 'price keys are mint addresses or SOL'),
      ),
      v.pipe(v.number(), v.finite(), v.minValue(0)),
    ),
  ),
  /** Most token accounts read per balance request. */
  tokenLimit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
})

export type SolanaFamilyConfig = v.InferOutput<typeof SolanaFamilyConfigSchema>

/** `solana:` + the first 32 characters of the genesis hash (CAIP-2 for Solana). */
export function solanaCaip2(genesisHash: string): string {
  return `solana:${genesisHash.slice(0, 32)}`
}
