import type { ChainNamespace } from '../types/chain.js'

/**
 * What the data API (SPEC §7) owes each family, whatever adapter an app brings: facts about the
 * service, not about a wallet, so they live here rather than on the adapters.
 */
export interface FamilyDataApi {
  /**
   * SPEC §9: the data API lists this family's activity, so the kit always asks; for the others it
   * asks only when the data API lists the chain (else the activity is an empty list, not a failure).
   */
  readonly history: boolean
  /** The kit's JSON-RPC endpoint on the data API (`/v1/?chainId=&projectId=`) serves its chains. */
  readonly rpcEndpoint: boolean
  /**
   * How the data API names the native coin in a CAIP-10 price id, for pricing balances the wallet
   * itself reported; absent = the native coin stays unpriced there.
   */
  readonly nativePriceAddress?: string
}

/** How the data API names the eip155 native coin in a price id (apps/api: `0xeeee…eeee`). */
export const NATIVE_PRICE_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/**
 * The one table of per-family facts core keeps, keyed by namespace: adding a family adds its line
 * here (its adapter declares the rest as capabilities).
 */
export const familyRegistry: Readonly<Record<ChainNamespace, FamilyDataApi>> = {
  eip155: { history: true, rpcEndpoint: true, nativePriceAddress: NATIVE_PRICE_ADDRESS },
  solana: { history: true, rpcEndpoint: false },
  polkadot: { history: false, rpcEndpoint: false },
  bip122: { history: false, rpcEndpoint: false },
}
