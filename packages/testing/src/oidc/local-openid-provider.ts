import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'
import { loginFormPage } from './login-form-page.js'
import { userInfoOf } from './oauth-user-info.js'

/** The six providers the embedded wallet offers (SPEC §3), each a client of the one issuer. */
export const localSocialClients = ['google', 'x', 'github', 'discord', 'apple', 'facebook'] as const
export type LocalSocialClient = (typeof localSocialClients)[number]

/** How a client authenticates at the token endpoint (as the real provider expects it). */
export type TokenEndpointAuth = 'client_secret_basic' | 'client_secret_post'

export interface LocalClientCredentials {
  clientId: string
  clientSecret: string
  tokenEndpointAuth: TokenEndpointAuth
}

/** A running local OpenID provider; `close()` stops it. */
export interface LocalOpenIdProvider {
  /** `http://127.0.0.1:<port>`: the `iss` of every id_token. */
  issuer: string
  clients: Record<LocalSocialClient, LocalClientCredentials>
  endpoints: {
    discovery: string
    authorization: string
    token: string
    jwks: string
    /** OIDC user-info (needs the openid scope). */
    userInfo: string
    /**
     * OAuth 2.0 user-info for the providers that are not OIDC: answers in the shape the real one
     * does (GitHub `{ id, login }`, X `{ data: { id, username } }`, Discord `{ id, username }`,
     * Facebook `{ id, name }`).
     */
    oauthUserInfo: string
  }
  /** The redirect URIs every client accepts (the relying party's callbacks, often known late). */
  setRedirectUris(uris: readonly string[]): void
  close(): Promise<void>
}

export interface LocalOpenIdProviderOptions {
  /** Default 0 (any free port). */
  port?: number
  redirectUris?: readonly string[]
}

/** Real providers' token-endpoint habits (GitHub, Apple and Facebook take the secret in the body). */
const tokenAuthOf: Record<LocalSocialClient, TokenEndpointAuth> = {
  google: 'client_secret_basic',
  x: 'client_secret_basic',
  discord: 'client_secret_basic',
  github: 'client_secret_post',
  apple: 'client_secret_post',
  facebook: 'client_secret_post',
}

/** A user name typed in the form: what the account (and `sub`) is. Bounded and plain. */
const USER_NAME = /^[-_.a-zA-Z0-9]{1,40}$/

/**
 * Starts a real OpenID provider (`oidc-provider`) on 127.0.0.1 with one issuer and six clients
 * (google, x, github, discord, apple, facebook; apple answers by `response_mode=form_post` only). PKCE (S256) is required of every client; its
 * login form takes any user name and asks for no consent, so a test or the lab signs in as anyone
 * offline. The user's `sub` is the user name.
 *
 * @example
 * const oidc = await startLocalOpenIdProvider({ redirectUris: [callback] })
 * // authorize at oidc.endpoints.authorization with client_id oidc.clients.google.clientId
 */
export async function startLocalOpenIdProvider(
  options: LocalOpenIdProviderOptions = {},
): Promise<LocalOpenIdProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'local-1', use: 'sig' }
  const cookieKey = randomBytes(32).toString('base64url')
  const clients = Object.fromEntries(
    localSocialClients.map((name) => [
      name,
      {
        clientId: `portico-${name}`,
        clientSecret: randomBytes(24).toString('base64url'),
        tokenEndpointAuth: tokenAuthOf[name],
      },
    ]),
  ) as Record<LocalSocialClient, LocalClientCredentials>
  const clientNameOf = new Map(localSocialClients.map((name) => [clients[name].clientId, name]))

  let provider: Provider | undefined
  let redirectUris = [...(options.redirectUris ?? [])]
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(error instanceof Error ? error.message : 'error')
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  // oidc-provider keeps its clients fixed, so new redirect URIs make a new instance (same issuer,
  // keys and cookie keys: an authorization already under way goes on).
  const build = () => {
    const configuration: Configuration = {
      clients: localSocialClients.map((name) => ({
        client_id: clients[name].clientId,
        client_secret: clients[name].clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: clients[name].tokenEndpointAuth,
      })),
      pkce: { required: () => true },
      jwks: { keys: [signingKey] },
      cookies: { keys: [cookieKey] },
      claims: {
        openid: ['sub'],
        profile: ['name', 'preferred_username'],
        email: ['email', 'email_verified'],
      },
      // The id_token carries the profile claims itself (as Google's and Apple's do).
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => ({
          sub: id,
          name: id,
          preferred_username: id,
          email: `${id}@users.oidc.localhost`,
          email_verified: true,
        }),
      }),
    }
    provider = new Provider(issuer, configuration)
  }
  if (redirectUris.length > 0) build()

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer)
    if (!provider) {
      res.writeHead(503, { 'content-type': 'text/plain' })
      res.end('no redirect URIs set yet')
      return
    }
    const current = provider
    // Apple answers by form_post only once it is asked for the name or email, as apps/api asks:
    // its stand-in takes nothing else, so a relying party that forgot it fails here too.
    if (
      url.pathname === '/auth' &&
      url.searchParams.get('client_id') === clients.apple.clientId &&
      url.searchParams.get('response_mode') !== 'form_post'
    ) {
      res.writeHead(400, { 'content-type': 'text/plain' })
      res.end('invalid_request: response_mode must be form_post')
      return
    }
    const interaction = /^\/interaction\/([-_a-zA-Z0-9]{1,64})$/.exec(url.pathname)
    if (interaction && req.method === 'GET') {
      const details = await current.interactionDetails(req, res)
      const client = clientNameOf.get(String(details.params.client_id)) ?? 'provider'
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // No form-action: Chromium applies it to the redirects after the post (to the relying
        // party's callback), which are the point of the form.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      res.end(loginFormPage({ action: url.pathname, client }))
      return
    }
    if (interaction && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req))
      const login = form.get('login') ?? ''
      const details = await current.interactionDetails(req, res)
      if (!USER_NAME.test(login)) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
        const client = clientNameOf.get(String(details.params.client_id)) ?? 'provider'
        res.end(loginFormPage({ action: url.pathname, client, error: true }))
        return
      }
      // Login and consent in one step: the form is the whole of the provider's friction.
      const grant = new current.Grant({
        accountId: login,
        clientId: String(details.params.client_id),
      })
      grant.addOIDCScope(String(details.params.scope ?? ''))
      const grantId = await grant.save()
      await current.interactionFinished(
        req,
        res,
        { login: { accountId: login }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    if (url.pathname === '/oauth2/userinfo' && req.method === 'GET') {
      const bearer = /^Bearer ([-_.a-zA-Z0-9]{1,512})$/.exec(req.headers.authorization ?? '')
      const token = bearer?.[1] ? await current.AccessToken.find(bearer[1]) : undefined
      const client = token ? clientNameOf.get(token.clientId ?? '') : undefined
      if (!token || token.isExpired || !client || !token.accountId) {
        res.writeHead(401, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: 'invalid_token' }))
        return
      }
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify(userInfoOf(client, token.accountId)))
      return
    }
    current.callback()(req, res)
  }

  return {
    issuer,
    clients,
    endpoints: {
      discovery: `${issuer}/.well-known/openid-configuration`,
      authorization: `${issuer}/auth`,
      token: `${issuer}/token`,
      jwks: `${issuer}/jwks`,
      userInfo: `${issuer}/me`,
      oauthUserInfo: `${issuer}/oauth2/userinfo`,
    },
    setRedirectUris(uris) {
      redirectUris = [...uris]
      build()
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of req) {
    body += String(chunk)
    if (body.length > 4096) throw new Error('form too large')
  }
  return body
}
