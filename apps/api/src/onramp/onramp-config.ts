import type { OnRampPaymentMethod } from '@portico/api-client'
import * as v from 'valibot'

/** Payment limits in the payment currency. */
export interface OnRampLimits {
  min: number
  max: number
}

/** What every provider (sandbox or real) declares: who it is, its fees and its limits. */
export interface OnRampProviderBase {
  id: string
  name: string
  /** Percent of the payment the provider takes, per payment method (SPEC §9: 1-2%). */
  feePercent: Partial<Record<OnRampPaymentMethod, number>>
  /** Limits per payment method; a method without limits is not offered. */
  limits: Partial<Record<OnRampPaymentMethod, OnRampLimits>>
  /** Network fee added to every purchase, in the payment currency (default 0). */
  networkFee?: number
  paymentCurrencies?: string[]
  purchaseCurrencies?: string[]
  /** CAIP-2 network → the provider's name for that chain (`eip155:8453` → `base`). */
  networks: Record<string, string>
  homepage?: string
}

/**
 * A real provider the server passes quotes through to. `coinbase` follows Coinbase Onramp's
 * documented Buy Quote API (`POST {apiUrl}/v1/buy/quote`, bearer token) and its hosted buy URL
 * (`{payUrl}/buy/select-asset?appId=...`).
 */
export interface OnRampExternalProvider extends OnRampProviderBase {
  kind: 'coinbase'
  /** Quote API base, e.g. `https://api.developer.coinbase.com/onramp`. */
  apiUrl: string
  /** Hosted checkout base, e.g. `https://pay.coinbase.com`. */
  payUrl: string
  /** Bearer token for the quote API (a JWT the operator mints; never sent to the browser). */
  apiKey?: string
  /** The project id the hosted checkout expects (`appId`). */
  appId?: string
  /** Two-letter country passed with quotes (default `US`). */
  country?: string
}

/** The built-in sandbox: a card checkout page of apps/api that pays out devnet funds. */
export interface OnRampSandboxConfig extends Partial<OnRampProviderBase> {
  /** Private key of the account the sandbox pays from (the lab passes an anvil dev key). */
  fundingKey: `0x${string}`
  /** How long a generated checkout link stays valid, in seconds (default 900). */
  sessionTtlSeconds?: number
}

export interface OnRampConfig {
  /**
   * HMAC key signing sandbox checkout sessions. Replicas must share it (set `ONRAMP_SESSION_SECRET`);
   * without it each process makes its own, so a link works only on the replica that made it.
   */
  sessionSecret?: string
  /** The sandbox provider; absent, none is listed. */
  sandbox?: OnRampSandboxConfig
  /** Real providers (pass-through). */
  providers?: OnRampExternalProvider[]
}

/** SPEC §9 sample limits: card 10 to 7500, bank account 10 to 25000. */
export const SANDBOX_LIMITS: Record<OnRampPaymentMethod, OnRampLimits> = {
  card: { min: 10, max: 7500 },
  bank_account: { min: 10, max: 25000 },
}

/** The sandbox as listed when its config names nothing else (fees within SPEC §9's 1-2%). */
export function sandboxProvider(
  sandbox: OnRampSandboxConfig,
  chains: readonly { chainId: number }[],
): OnRampProviderBase {
  return {
    id: sandbox.id ?? 'sandbox',
    name: sandbox.name ?? 'Portico Sandbox',
    feePercent: sandbox.feePercent ?? { card: 2, bank_account: 1 },
    limits: sandbox.limits ?? SANDBOX_LIMITS,
    networkFee: sandbox.networkFee ?? 0.5,
    paymentCurrencies: ['USD'],
    purchaseCurrencies: ['ETH'],
    // A devnet stands in for Ethereum: the card-pay rule (SPEC §9) sees it by that name.
    networks:
      sandbox.networks ??
      Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, 'ethereum'])),
  }
}

const Percent = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100))
const Limits = v.object({ min: v.pipe(v.number(), v.minValue(0)), max: v.number() })
const PerMethod = <T extends v.GenericSchema>(schema: T) =>
  v.object({ card: v.optional(schema), bank_account: v.optional(schema) })

/** The `onramp` section of a config file. */
export const OnRampConfigSchema = v.object({
  sessionSecret: v.optional(v.pipe(v.string(), v.minLength(16))),
  sandbox: v.optional(
    v.object({
      fundingKey: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid funding key')),
      sessionTtlSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      feePercent: v.optional(PerMethod(Percent)),
      limits: v.optional(PerMethod(Limits)),
      networkFee: v.optional(v.pipe(v.number(), v.minValue(0))),
    }),
  ),
  providers: v.optional(
    v.array(
      v.object({
        kind: v.literal('coinbase'),
        id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,31}$/)),
        name: v.string(),
        apiUrl: v.pipe(v.string(), v.url()),
        payUrl: v.pipe(v.string(), v.url()),
        apiKey: v.optional(v.string()),
        appId: v.optional(v.string()),
        country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
        feePercent: PerMethod(Percent),
        limits: PerMethod(Limits),
        networkFee: v.optional(v.pipe(v.number(), v.minValue(0))),
        paymentCurrencies: v.optional(v.array(v.string())),
        purchaseCurrencies: v.optional(v.array(v.string())),
        networks: v.record(v.string(), v.string()),
        homepage: v.optional(v.string()),
      }),
    ),
  ),
})
