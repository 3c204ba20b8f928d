import * as v from 'valibot'

/** Our own constant-product router on a chain the server reads (the devnet's `SwapRouter`). */
export interface SwapPoolsConfig {
  chainId: number
  /** The router that quotes (`getAmountsOut`) and swaps; spender of the approvals. */
  router: `0x${string}`
  /** Wrapped native coin the router's pools hold for ETH. */
  wrappedNative: `0x${string}`
  /** ERC-20s offered for swaps (the native coin is always offered); also tried as route hops. */
  tokens: `0x${string}`[]
}

/** Swaps (`/v1/convert/*`, SPEC §7). */
export interface SwapsConfig {
  /** Chains answered from our own pools (the devnet). */
  pools?: SwapPoolsConfig[]
  /**
   * Base URL of an aggregator speaking the same `/v1/convert/*` paths and shapes (the blockchain
   * data API's): the swap networks of SPEC §9 without pools of ours are passed through to it.
   */
  aggregatorUrl?: string
  /** Headers sent to the aggregator (e.g. an API key). */
  aggregatorHeaders?: Record<string, string>
  /** Slippage in percent when the request names none (SPEC §9: 1). */
  defaultSlippage?: number
  /** Aggregator request timeout in ms (default 10 000). */
  aggregatorTimeoutMs?: number
}

/** SPEC §9: the default swap slippage tolerance, in percent. */
export const DEFAULT_SWAP_SLIPPAGE = 1

/**
 * Chain ids of the 12 swap networks of SPEC §9 (core's `swapNetworkIds`; a test keeps the two
 * equal): only these are passed through to the aggregator.
 */
export const SWAP_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/** SPEC §8, core's `SwapsNetworkNotSupportedError`. */
export const SWAPS_NOT_SUPPORTED = 'Network not supported for Swaps'

const Hex20 = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)) as v.GenericSchema<
  string,
  `0x${string}`
>

/** The `swaps` section of a config file. */
export const SwapsConfigSchema = v.object({
  pools: v.optional(
    v.array(
      v.object({
        chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
        router: Hex20,
        wrappedNative: Hex20,
        tokens: v.array(Hex20),
      }),
    ),
  ),
  aggregatorUrl: v.optional(v.pipe(v.string(), v.url())),
  aggregatorHeaders: v.optional(v.record(v.string(), v.string())),
  defaultSlippage: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(50))),
  aggregatorTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})
