import type { AccountType, ChainNamespace } from '../types/chain.js'

/**
 * What core keeps per family, whatever adapter an app brings: the spec's and the data API's facts
 * about the family (names, identifiers, account types, what the data API serves) — not what a
 * wallet can do, which each adapter declares as its capabilities.
 */
export interface FamilyEntry {
  /** The name a person knows the family by (the modal's family labels). */
  readonly label: string
  /** The CAIP-2 reference profile of its chains. */
  readonly reference: RegExp
  /**
   * SPEC §6: the account types its accounts can have, the first the type of an account the wallet
   * named none for (a wallet names its smart accounts); the family listing `smartAccount` is where
   * the embedded wallet's smart account lives. The one list: adapters do not declare it again.
   */
  readonly accountTypes: readonly [AccountType, ...AccountType[]]
  /** SPEC §6: the default preferred account type (the embedded wallet's, unless configured). */
  readonly defaultAccountType: AccountType
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
 * The one table of per-family facts core keeps, keyed by namespace, in the order the modal lists
 * families: adding a family adds its line here (its adapter declares the rest as capabilities).
 */
export const familyRegistry: Readonly<Record<ChainNamespace, FamilyEntry>> = {
  eip155: {
    label: 'EVM',
    // canonical decimal, kept as a string (never a Number)
    reference: /^(0|[1-9][0-9]*)$/,
    accountTypes: ['eoa', 'smartAccount'],
    defaultAccountType: 'smartAccount',
    history: true,
    rpcEndpoint: true,
    nativePriceAddress: NATIVE_PRICE_ADDRESS,
  },
  solana: {
    label: 'Solana',
    // the genesis hash's first 32 base58 characters
    reference: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
    accountTypes: ['eoa'],
    defaultAccountType: 'eoa',
    history: true,
    rpcEndpoint: false,
  },
  bip122: {
    label: 'Bitcoin',
    reference: /^[0-9a-f]{32}$/,
    accountTypes: ['payment', 'ordinal'],
    defaultAccountType: 'payment',
    history: false,
    rpcEndpoint: false,
  },
  polkadot: {
    label: 'Polkadot',
    reference: /^[0-9a-f]{32}$/,
    accountTypes: ['eoa'],
    defaultAccountType: 'eoa',
    history: false,
    rpcEndpoint: false,
  },
}
