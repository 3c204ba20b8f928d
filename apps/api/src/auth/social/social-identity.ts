import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose'
import * as v from 'valibot'
import type { ResolvedSocialProvider } from './social-config.js'

/** Who signed in at the provider: its stable id for the user, and a name to show. */
export interface SocialIdentity {
  subject: string
  userName: string
}

/** Why a provider's answer was not accepted (logged, never shown with its details). */
export class SocialIdentityError extends Error {
  override name = 'SocialIdentityError'
}

const TokenResponse = v.object({
  access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  id_token: v.optional(v.pipe(v.string(), v.maxLength(16_384))),
  token_type: v.optional(v.string()),
})
const Subject = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))]),
  v.transform(String),
  v.string(),
  v.minLength(1),
  v.maxLength(255),
)
/** A name to show: text of bounded length, control characters dropped. */
export const UserName = v.pipe(
  v.string(),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
  v.transform((text) => text.replace(/[\u0000-\u001f\u007f]/g, '').trim()),
  v.maxLength(128),
)

/** Each OIDC provider's keys, fetched once and refreshed by jose when a new `kid` appears. */
export function createJwksCache(): (url: string) => JWTVerifyGetKey {
  const sets = new Map<string, JWTVerifyGetKey>()
  return (url) => {
    let set = sets.get(url)
    if (!set) {
      set = createRemoteJWKSet(new URL(url), { timeoutDuration: 10_000 })
      sets.set(url, set)
    }
    return set
  }
}

/**
 * The authorization code grant with the PKCE verifier (RFC 6749 §4.1.3, RFC 7636), the client
 * authenticating as the provider expects (HTTP Basic or the body).
 */
export async function exchangeCode(
  provider: ResolvedSocialProvider,
  p: { code: string; codeVerifier: string; redirectUri: string },
): Promise<v.InferOutput<typeof TokenResponse>> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    code_verifier: p.codeVerifier,
    client_id: provider.clientId,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    // GitHub answers form-encoded unless asked for JSON.
    accept: 'application/json',
  }
  if (provider.tokenEndpointAuth === 'client_secret_basic') {
    const user = encodeURIComponent(provider.clientId)
    const secret = encodeURIComponent(provider.clientSecret)
    headers.authorization = `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`
  } else {
    body.set('client_secret', provider.clientSecret)
  }
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  })
  const json: unknown = await response.json().catch(() => undefined)
  const parsed = v.safeParse(TokenResponse, json)
  if (!response.ok || !parsed.success) {
    throw new SocialIdentityError(`token endpoint answered ${response.status}`)
  }
  return parsed.output
}

/** The value at a dotted path (`data.id`) of a JSON answer. */
function at(value: unknown, path: string): unknown {
  let current = value
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/**
 * The user behind the tokens. OIDC (google, apple): the id_token, verified by signature against
 * the provider's JWKS, issuer, audience (our client id), expiry and the nonce of this attempt.
 * OAuth 2.0 (x, github, discord, facebook): the provider's user-info with the access token.
 */
export async function identityOf(
  provider: ResolvedSocialProvider,
  tokens: { access_token: string; id_token?: string | undefined },
  p: {
    nonce: string
    keys: (url: string) => JWTVerifyGetKey
    /** A name the provider gave beside the tokens (Apple's posted `user`), before the email. */
    postedName?: string | undefined
  },
): Promise<SocialIdentity> {
  const identity = provider.identity
  if (identity.kind === 'oidc') {
    if (!tokens.id_token) throw new SocialIdentityError('no id_token')
    const { payload } = await jwtVerify(tokens.id_token, p.keys(identity.jwksUrl), {
      issuer: identity.issuer,
      audience: provider.clientId,
      algorithms: ['RS256', 'ES256'],
    }).catch((cause: unknown) => {
      throw new SocialIdentityError(`id_token rejected: ${String(cause)}`)
    })
    if (payload.nonce !== p.nonce) throw new SocialIdentityError('id_token nonce mismatch')
    const subject = v.safeParse(Subject, payload.sub)
    if (!subject.success) throw new SocialIdentityError('id_token without sub')
    const name = [payload.preferred_username, payload.name, p.postedName, payload.email].find(
      (candidate) => typeof candidate === 'string' && candidate !== '',
    )
    const userName = v.safeParse(UserName, name ?? '')
    return { subject: subject.output, userName: userName.success ? userName.output : '' }
  }
  const response = await fetch(identity.userInfoUrl, {
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  })
  const json: unknown = await response.json().catch(() => undefined)
  const subject = v.safeParse(Subject, at(json, identity.subjectPath))
  if (!response.ok || !subject.success) {
    throw new SocialIdentityError(`user-info answered ${response.status} without an id`)
  }
  const userName = v.safeParse(UserName, at(json, identity.namePath) ?? '')
  return { subject: subject.output, userName: userName.success ? userName.output : '' }
}
