import * as v from 'valibot'

/** The providers the embedded wallet offers (SPEC §3: no farcaster, it has its own flow). */
export const socialProviders = ['google', 'x', 'github', 'discord', 'apple', 'facebook'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** One provider, as the operator registered their own app with it. */
export interface SocialProviderConfig {
  clientId: string
  clientSecret: string
  /** Endpoints (default: the real provider's). */
  authorizationUrl?: string
  tokenUrl?: string
  /** OAuth 2.0 providers: where the access token buys the user's id and name. */
  userInfoUrl?: string
  /** OIDC providers (google, apple): the id_token's `iss` and the keys it is signed with. */
  issuer?: string
  jwksUrl?: string
  scope?: string
  tokenEndpointAuth?: 'client_secret_basic' | 'client_secret_post'
  /**
   * How the provider sends the user back: `query` (a GET with code and state) or `form_post` (a
   * POST of a form; Apple's, required when it is asked for the name or email).
   */
  responseMode?: SocialResponseMode
}

export type SocialResponseMode = 'query' | 'form_post'

/** `auth.social`: which providers are on, and where a finished login may return to. */
export interface SocialConfig {
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>
  /**
   * The wallet frame's page (the URL dapps load it from, e.g. `https://wallet.example/`). A
   * login's one-time result code is only ever sent to a page of this origin: a dapp's script must
   * never read it, or a stranger who started the login could claim it.
   */
  frameUrl: string
  /**
   * Origins of the dapps a redirect login (no popup) may end on. The user gets there from the
   * frame's page, without the result code; any other origin is refused, so the callback is no
   * open redirect. The frame's own origin is always allowed.
   */
  returnOrigins?: string[]
  /** Life of a login attempt, start to claim (default 10 min). */
  attemptTtlMs?: number
}

/** How the id and name are read: OIDC from the verified id_token, OAuth 2.0 from user-info. */
export type IdentitySource =
  | { kind: 'oidc'; issuer: string; jwksUrl: string }
  | { kind: 'userinfo'; userInfoUrl: string; subjectPath: string; namePath: string }

export interface ResolvedSocialProvider {
  provider: SocialProvider
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  scope: string
  tokenEndpointAuth: 'client_secret_basic' | 'client_secret_post'
  responseMode: SocialResponseMode
  identity: IdentitySource
}

export interface ResolvedSocialConfig {
  providers: Partial<Record<SocialProvider, ResolvedSocialProvider>>
  /** The frame's page (no fragment): where every result code is sent. */
  frameUrl: string
  frameOrigin: string
  /** The dapps' origins, and the frame's. */
  returnOrigins: string[]
  attemptTtlMs: number
}

type Defaults = Omit<ResolvedSocialProvider, 'provider' | 'clientId' | 'clientSecret'>

/** The real providers' endpoints and habits (an operator overrides any of them). */
const defaults: Record<SocialProvider, Defaults> = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scope: 'openid profile email',
    tokenEndpointAuth: 'client_secret_basic',
    responseMode: 'query',
    identity: {
      kind: 'oidc',
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    },
  },
  apple: {
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    // The name comes only in the form Apple posts on the first login (`user`), hence form_post.
    scope: 'openid name email',
    tokenEndpointAuth: 'client_secret_post',
    responseMode: 'form_post',
    identity: {
      kind: 'oidc',
      issuer: 'https://appleid.apple.com',
      jwksUrl: 'https://appleid.apple.com/auth/keys',
    },
  },
  x: {
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    scope: 'users.read tweet.read',
    tokenEndpointAuth: 'client_secret_basic',
    responseMode: 'query',
    identity: {
      kind: 'userinfo',
      userInfoUrl: 'https://api.x.com/2/users/me',
      subjectPath: 'data.id',
      namePath: 'data.username',
    },
  },
  github: {
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    scope: 'read:user',
    tokenEndpointAuth: 'client_secret_post',
    responseMode: 'query',
    identity: {
      kind: 'userinfo',
      userInfoUrl: 'https://api.github.com/user',
      subjectPath: 'id',
      namePath: 'login',
    },
  },
  discord: {
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    scope: 'identify',
    tokenEndpointAuth: 'client_secret_basic',
    responseMode: 'query',
    identity: {
      kind: 'userinfo',
      userInfoUrl: 'https://discord.com/api/users/@me',
      subjectPath: 'id',
      namePath: 'username',
    },
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    scope: 'public_profile',
    tokenEndpointAuth: 'client_secret_post',
    responseMode: 'query',
    identity: {
      kind: 'userinfo',
      userInfoUrl: 'https://graph.facebook.com/me?fields=id,name',
      subjectPath: 'id',
      namePath: 'name',
    },
  },
}

const HttpUrl = v.pipe(
  v.string(),
  v.url(),
  v.regex(/^https?:\/\//, 'Invalid URL: expected http(s)'),
)
const FRAME_URL_REQUIRED =
  "frameUrl (AUTH_SOCIAL_FRAME_URL) is required: the wallet frame's page, the only place a login's result code is sent"
const FrameUrl = v.pipe(
  v.string(FRAME_URL_REQUIRED),
  v.nonEmpty(FRAME_URL_REQUIRED),
  v.url(),
  v.regex(/^https?:\/\//, 'Invalid URL: expected http(s)'),
)
const ProviderSchema = v.object({
  clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  clientSecret: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  authorizationUrl: v.optional(HttpUrl),
  tokenUrl: v.optional(HttpUrl),
  userInfoUrl: v.optional(HttpUrl),
  issuer: v.optional(HttpUrl),
  jwksUrl: v.optional(HttpUrl),
  scope: v.optional(v.pipe(v.string(), v.maxLength(512))),
  tokenEndpointAuth: v.optional(v.picklist(['client_secret_basic', 'client_secret_post'])),
  responseMode: v.optional(v.picklist(['query', 'form_post'])),
})

/** The shape of `auth.social` in a config file. */
export const SocialConfigSchema = v.object({
  providers: v.object(
    Object.fromEntries(socialProviders.map((name) => [name, v.optional(ProviderSchema)])) as Record<
      SocialProvider,
      v.OptionalSchema<typeof ProviderSchema, undefined>
    >,
  ),
  frameUrl: FrameUrl,
  returnOrigins: v.optional(v.array(HttpUrl)),
  attemptTtlMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

/** Fills in each configured provider's real endpoints where the operator gave none. */
export function resolveSocialConfig(config: SocialConfig): ResolvedSocialConfig {
  const parsed = v.safeParse(SocialConfigSchema, config)
  if (!parsed.success)
    throw new Error(`Invalid auth.social settings: ${v.summarize(parsed.issues)}`)
  const providers: Partial<Record<SocialProvider, ResolvedSocialProvider>> = {}
  for (const provider of socialProviders) {
    const given = config.providers[provider]
    if (!given) continue
    const base = defaults[provider]
    const identity: IdentitySource =
      base.identity.kind === 'oidc'
        ? {
            kind: 'oidc',
            issuer: given.issuer ?? base.identity.issuer,
            jwksUrl: given.jwksUrl ?? base.identity.jwksUrl,
          }
        : { ...base.identity, userInfoUrl: given.userInfoUrl ?? base.identity.userInfoUrl }
    providers[provider] = {
      provider,
      clientId: given.clientId,
      clientSecret: given.clientSecret,
      authorizationUrl: given.authorizationUrl ?? base.authorizationUrl,
      tokenUrl: given.tokenUrl ?? base.tokenUrl,
      scope: given.scope ?? base.scope,
      tokenEndpointAuth: given.tokenEndpointAuth ?? base.tokenEndpointAuth,
      responseMode: given.responseMode ?? base.responseMode,
      identity,
    }
  }
  const frameUrl = new URL(config.frameUrl)
  frameUrl.hash = ''
  const returnOrigins = (config.returnOrigins ?? []).map((url) => new URL(url).origin)
  return {
    providers,
    frameUrl: frameUrl.toString(),
    frameOrigin: frameUrl.origin,
    returnOrigins: [...new Set([frameUrl.origin, ...returnOrigins])],
    attemptTtlMs: config.attemptTtlMs ?? 10 * 60_000,
  }
}

/**
 * `auth.social` with the environment laid over the file's: `AUTH_SOCIAL_FRAME_URL`,
 * `AUTH_SOCIAL_RETURN_ORIGINS` (comma separated) and per provider `AUTH_SOCIAL_<PROVIDER>_CLIENT_ID` / `_CLIENT_SECRET` (both turn it
 * on), `_AUTHORIZATION_URL`, `_TOKEN_URL`, `_USERINFO_URL`, `_ISSUER`, `_JWKS_URL`.
 */
export function socialConfigFromEnv(
  env: NodeJS.ProcessEnv,
  fromFile: SocialConfig | undefined,
): SocialConfig | undefined {
  const providers: Partial<Record<SocialProvider, SocialProviderConfig>> = {
    ...fromFile?.providers,
  }
  for (const provider of socialProviders) {
    const key = `AUTH_SOCIAL_${provider.toUpperCase()}_`
    const clientId = env[`${key}CLIENT_ID`]
    const clientSecret = env[`${key}CLIENT_SECRET`]
    const current = providers[provider]
    if (!(clientId && clientSecret) && !current) continue
    const fields = {
      authorizationUrl: env[`${key}AUTHORIZATION_URL`],
      tokenUrl: env[`${key}TOKEN_URL`],
      userInfoUrl: env[`${key}USERINFO_URL`],
      issuer: env[`${key}ISSUER`],
      jwksUrl: env[`${key}JWKS_URL`],
    }
    providers[provider] = {
      ...current,
      clientId: clientId ?? current?.clientId ?? '',
      clientSecret: clientSecret ?? current?.clientSecret ?? '',
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value)),
    }
  }
  const returnOrigins =
    env.AUTH_SOCIAL_RETURN_ORIGINS?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean) ?? fromFile?.returnOrigins
  const frameUrl = env.AUTH_SOCIAL_FRAME_URL?.trim() || fromFile?.frameUrl
  if (Object.keys(providers).length === 0) return undefined
  // Providers without the frame's page would have nowhere safe to send a result: the start
  // stops (resolveSocialConfig) rather than run social login off.
  return {
    ...fromFile,
    providers,
    frameUrl: frameUrl ?? '',
    ...(returnOrigins ? { returnOrigins } : {}),
  }
}
