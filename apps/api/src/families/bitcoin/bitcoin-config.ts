import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'
import * as v from 'valibot'

/** The address prefixes of each Bitcoin network (signet shares testnet's). */
export const bitcoinNetworks = {
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  signet: TEST_NETWORK,
  regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
} as const

export type BitcoinNetworkName = keyof typeof bitcoinNetworks

/**
 * `families.bitcoin` in the API config: one chain read through an Esplora-style REST API (Blockstream
 * Esplora, mempool.space, or @portico/testing's regtest facade). `price` is USD per BTC; without it
 * the server's `prices` table is asked for the native symbol.
 */
export const BitcoinFamilyConfigSchema = v.object({
  esploraUrl: v.pipe(v.string(), v.url()),
  /** Display-order genesis block hash (64 hex). */
  genesisHash: v.pipe(
    v.string(),
    v.regex(/^[0-9a-f]{64}$/, 'genesisHash must be 64 lowercase hex'),
  ),
  network: v.picklist(['mainnet', 'testnet', 'signet', 'regtest']),
  native: v.optional(
    v.object({
      name: v.pipe(v.string(), v.maxLength(64)),
      symbol: v.pipe(v.string(), v.maxLength(16)),
    }),
  ),
  price: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
  /** Per-request timeout towards Esplora, ms. Default 10 000. */
  timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(60_000))),
})

export type BitcoinFamilyConfig = v.InferOutput<typeof BitcoinFamilyConfigSchema>

/** `bip122:` + the first 32 hex characters of the genesis hash (CAIP-2 for Bitcoin). */
export function bitcoinCaip2(genesisHash: string): string {
  return `bip122:${genesisHash.slice(0, 32)}`
}
