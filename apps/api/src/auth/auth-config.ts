import { createHash, randomBytes } from 'node:crypto'
import * as v from 'valibot'
import type { RateLimitConfig } from '../config.js'
import {
  type FarcasterConfig,
  FarcasterConfigSchema,
  farcasterConfigFromEnv,
  type ResolvedFarcasterConfig,
  resolveFarcasterConfig,
} from './farcaster/farcaster-config.js'
import {
  type ResolvedSocialConfig,
  resolveSocialConfig,
  type SocialConfig,
  SocialConfigSchema,
  socialConfigFromEnv,
} from './social/social-config.js'

/**
 * The `auth` section of the API's config: email login for the embedded wallet frame, its
 * sessions and its key shares (`/v1/auth/*`). Without it those routes do not exist.
 */
export interface AuthConfig {
  /** SMTP server mail is sent through, as nodemailer's URL: `smtp://user:pass@host:587`, `smtps://…`. */
  smtpUrl: string
  /** The From header (default `Portico <no-reply@portico.localhost>`). */
  mailFrom?: string
  /** Name the mails and the approval page use (default `Portico`). */
  appName?: string
  /** HMAC key for the one-time codes (≥ 32 chars). Replicas must share it; required in production. */
  secret?: string
  /** AES-256 key (base64, 32 bytes) the auth shares are encrypted under; required in production. */
  shareKey?: string
  /** AES-256 key (base64, 32 bytes) for opt-in recovery escrow; escrow is off without it. */
  recoveryEscrowKey?: string
  /** Code lifetime (default 10 min). */
  otpTtlMs?: number
  /** Wrong codes allowed per code (default 3). */
  otpAttempts?: number
  /** Time between two mails to one address (default 30 s, SPEC §9). */
  resendCooldownMs?: number
  /** Life of a device-approval link (default 15 min). */
  deviceApprovalTtlMs?: number
  /** Access token life (default 15 min). */
  accessTtlMs?: number
  /** Refresh token life, counted from the login (default 30 days). */
  refreshTtlMs?: number
  /** Age of an access token up to which it may fetch key shares (default 5 min). */
  freshAccessMs?: number
  /** Age of the email login up to which the escrowed recovery share is released (default 15 min). */
  recoveryLoginMaxAgeMs?: number
  /** Login starts per email address (shared by the replicas; default 10 an hour). */
  perAddress?: RateLimitConfig
  /** Login starts per client address (shared by the replicas; default 30 an hour). */
  perIp?: RateLimitConfig
  /** Social logins (OAuth 2.0 / OIDC), each provider with the operator's own app; off without it. */
  social?: SocialConfig
  /** Sign In With Farcaster (relay, Optimism RPC, IdRegistry); public defaults. */
  farcaster?: FarcasterConfig
}

const Key32 = v.pipe(
  v.string(),
  v.check(
    (text) => Buffer.from(text, 'base64').length === 32,
    'Invalid key: expected 32 bytes in base64',
  ),
)
const Limit = v.object({
  burst: v.pipe(v.number(), v.minValue(1)),
  perSecond: v.pipe(v.number(), v.gtValue(0)),
})
const Ms = v.pipe(v.number(), v.integer(), v.minValue(1))

/** The shape of the `auth` section in a config file. */
export const AuthConfigSchema = v.object({
  smtpUrl: v.pipe(
    v.string(),
    v.regex(/^smtps?:\/\//, 'Invalid smtpUrl: expected smtp:// or smtps://'),
  ),
  mailFrom: v.optional(v.string()),
  appName: v.optional(v.pipe(v.string(), v.maxLength(60))),
  secret: v.optional(v.pipe(v.string(), v.minLength(32))),
  shareKey: v.optional(Key32),
  recoveryEscrowKey: v.optional(Key32),
  otpTtlMs: v.optional(Ms),
  otpAttempts: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  resendCooldownMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  deviceApprovalTtlMs: v.optional(Ms),
  accessTtlMs: v.optional(Ms),
  refreshTtlMs: v.optional(Ms),
  freshAccessMs: v.optional(Ms),
  recoveryLoginMaxAgeMs: v.optional(Ms),
  perAddress: v.optional(Limit),
  perIp: v.optional(Limit),
  social: v.optional(SocialConfigSchema),
  farcaster: v.optional(FarcasterConfigSchema),
})

/** A 32-byte key and the id stored beside what it encrypted (so a rotated key is detected). */
export interface ShareKey {
  id: string
  bytes: Buffer
}

/** {@link AuthConfig} with every default filled in and the keys decoded. */
export interface ResolvedAuthConfig {
  smtpUrl: string
  mailFrom: string
  appName: string
  secret: Buffer
  shareKey: ShareKey
  recoveryEscrowKey: ShareKey | undefined
  otpTtlMs: number
  otpAttempts: number
  resendCooldownMs: number
  deviceApprovalTtlMs: number
  accessTtlMs: number
  refreshTtlMs: number
  freshAccessMs: number
  recoveryLoginMaxAgeMs: number
  perAddress: RateLimitConfig
  perIp: RateLimitConfig
  social: ResolvedSocialConfig | undefined
  farcaster: ResolvedFarcasterConfig
}

const HOUR = 3_600_000

function shareKeyOf(base64: string): ShareKey {
  const bytes = Buffer.from(base64, 'base64')
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 16), bytes }
}

/**
 * Fills in the defaults. In production the HMAC secret and the share key must be configured
 * (a key made up per process would make every stored share unreadable after a restart); in
 * development a random one is made and `log` says so.
 */
export function resolveAuthConfig(
  config: AuthConfig,
  options: { production: boolean; log: (message: string) => void },
): ResolvedAuthConfig {
  const parsed = v.safeParse(AuthConfigSchema, config)
  if (!parsed.success) throw new Error(`Invalid auth settings: ${v.summarize(parsed.issues)}`)
  if (options.production && (!config.secret || !config.shareKey)) {
    throw new Error(
      'auth.secret and auth.shareKey are required in production (set AUTH_SECRET and AUTH_SHARE_KEY)',
    )
  }
  if (!config.secret || !config.shareKey) {
    options.log(
      'api: auth.secret / auth.shareKey not set; using random keys (codes and stored shares work on this process only)',
    )
  }
  return {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom ?? 'Portico <no-reply@portico.localhost>',
    appName: config.appName ?? 'Portico',
    secret: config.secret ? Buffer.from(config.secret, 'utf8') : randomBytes(32),
    shareKey: shareKeyOf(config.shareKey ?? randomBytes(32).toString('base64')),
    recoveryEscrowKey: config.recoveryEscrowKey ? shareKeyOf(config.recoveryEscrowKey) : undefined,
    otpTtlMs: config.otpTtlMs ?? 10 * 60_000,
    otpAttempts: config.otpAttempts ?? 3,
    resendCooldownMs: config.resendCooldownMs ?? 30_000,
    deviceApprovalTtlMs: config.deviceApprovalTtlMs ?? 15 * 60_000,
    accessTtlMs: config.accessTtlMs ?? 15 * 60_000,
    refreshTtlMs: config.refreshTtlMs ?? 30 * 24 * HOUR,
    freshAccessMs: config.freshAccessMs ?? 5 * 60_000,
    recoveryLoginMaxAgeMs: config.recoveryLoginMaxAgeMs ?? 15 * 60_000,
    perAddress: config.perAddress ?? { burst: 10, perSecond: 10 / 3600 },
    perIp: config.perIp ?? { burst: 30, perSecond: 30 / 3600 },
    social: config.social ? resolveSocialConfig(config.social) : undefined,
    farcaster: resolveFarcasterConfig(config.farcaster),
  }
}

/**
 * The `auth` section with the environment laid over the file's: `AUTH_SMTP_URL` (turns email
 * login on), `AUTH_MAIL_FROM`, `AUTH_SECRET`, `AUTH_SHARE_KEY`, `AUTH_RECOVERY_ESCROW_KEY`.
 */
export function authConfigFromEnv(
  env: NodeJS.ProcessEnv,
  fromFile: AuthConfig | undefined,
): AuthConfig | undefined {
  const smtpUrl = env.AUTH_SMTP_URL ?? fromFile?.smtpUrl
  if (!smtpUrl) return undefined
  const social = socialConfigFromEnv(env, fromFile?.social)
  const farcaster = farcasterConfigFromEnv(env, fromFile?.farcaster)
  return {
    ...fromFile,
    smtpUrl,
    ...(env.AUTH_MAIL_FROM ? { mailFrom: env.AUTH_MAIL_FROM } : {}),
    ...(env.AUTH_SECRET ? { secret: env.AUTH_SECRET } : {}),
    ...(env.AUTH_SHARE_KEY ? { shareKey: env.AUTH_SHARE_KEY } : {}),
    ...(env.AUTH_RECOVERY_ESCROW_KEY ? { recoveryEscrowKey: env.AUTH_RECOVERY_ESCROW_KEY } : {}),
    ...(social ? { social } : {}),
    ...(farcaster ? { farcaster } : {}),
  }
}
