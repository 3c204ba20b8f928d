import * as v from 'valibot'

/**
 * `auth.farcaster`: Sign In With Farcaster for the wallet frame. The relay carries the request to
 * the user's Farcaster app and its signed answer back; the answer is verified here against the
 * IdRegistry (the fid's custody address) read over `rpcUrl`. Every field has a default: the
 * public relay and Optimism, where Farcaster's registry lives.
 */
export interface FarcasterConfig {
  /** The SIWF relay (default `https://relay.farcaster.xyz`, the public one). */
  relayUrl?: string
  /** An Optimism RPC endpoint (default `https://mainnet.optimism.io`; use your own in production). */
  rpcUrl?: string
  /** The IdRegistry contract (default Farcaster's on Optimism). */
  idRegistry?: `0x${string}`
  /**
   * The SIWF message's URI, shown by the Farcaster app (its host is the message's domain).
   * Default: this API's public URL + `/v1/auth/farcaster`.
   */
  siweUri?: string
  /** How long a sign-in request waits for the Farcaster app (default 5 min). */
  loginTtlMs?: number
}

export const FARCASTER_DEFAULTS = {
  relayUrl: 'https://relay.farcaster.xyz',
  rpcUrl: 'https://mainnet.optimism.io',
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
  loginTtlMs: 5 * 60_000,
} as const

const HttpUrl = v.pipe(
  v.string(),
  v.url(),
  v.regex(/^https?:\/\//, 'Invalid URL: expected http(s)'),
)

export const FarcasterConfigSchema = v.object({
  relayUrl: v.optional(HttpUrl),
  rpcUrl: v.optional(HttpUrl),
  idRegistry: v.optional(
    v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid idRegistry: expected an address')),
  ),
  siweUri: v.optional(HttpUrl),
  loginTtlMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000))),
})

/** {@link FarcasterConfig} with the defaults filled in. */
export interface ResolvedFarcasterConfig {
  relayUrl: string
  rpcUrl: string
  idRegistry: `0x${string}`
  siweUri: string | undefined
  loginTtlMs: number
}

export function resolveFarcasterConfig(config: FarcasterConfig = {}): ResolvedFarcasterConfig {
  return {
    relayUrl: (config.relayUrl ?? FARCASTER_DEFAULTS.relayUrl).replace(/\/+$/, ''),
    rpcUrl: config.rpcUrl ?? FARCASTER_DEFAULTS.rpcUrl,
    idRegistry: config.idRegistry ?? FARCASTER_DEFAULTS.idRegistry,
    siweUri: config.siweUri,
    loginTtlMs: config.loginTtlMs ?? FARCASTER_DEFAULTS.loginTtlMs,
  }
}

/**
 * The environment over the file's section: `AUTH_FARCASTER_RELAY_URL`, `AUTH_FARCASTER_RPC_URL`,
 * `AUTH_FARCASTER_ID_REGISTRY`, `AUTH_FARCASTER_SIWE_URI`.
 */
export function farcasterConfigFromEnv(
  env: NodeJS.ProcessEnv,
  fromFile: FarcasterConfig | undefined,
): FarcasterConfig | undefined {
  const fromEnv: FarcasterConfig = {
    ...(env.AUTH_FARCASTER_RELAY_URL ? { relayUrl: env.AUTH_FARCASTER_RELAY_URL } : {}),
    ...(env.AUTH_FARCASTER_RPC_URL ? { rpcUrl: env.AUTH_FARCASTER_RPC_URL } : {}),
    ...(env.AUTH_FARCASTER_ID_REGISTRY
      ? { idRegistry: env.AUTH_FARCASTER_ID_REGISTRY as `0x${string}` }
      : {}),
    ...(env.AUTH_FARCASTER_SIWE_URI ? { siweUri: env.AUTH_FARCASTER_SIWE_URI } : {}),
  }
  if (!fromFile && Object.keys(fromEnv).length === 0) return undefined
  return { ...fromFile, ...fromEnv }
}
