import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LocalOpenIdProvider,
  type LocalSocialClient,
  startLocalOpenIdProvider,
} from './local-openid-provider.js'
import { signInThroughForm, signInThroughFormPost } from './sign-in-through-form.js'

const CALLBACK = 'http://127.0.0.1:9/callback'
let oidc: LocalOpenIdProvider

beforeAll(async () => {
  oidc = await startLocalOpenIdProvider({ redirectUris: [CALLBACK] })
})
afterAll(() => oidc.close())

const base64url = (bytes: Buffer) => bytes.toString('base64url')

function authorizationUrl(
  client: LocalSocialClient,
  scope: string,
  pkce = true,
  extra: Record<string, string> = {},
) {
  const verifier = base64url(randomBytes(32))
  const url = new URL(oidc.endpoints.authorization)
  url.search = new URLSearchParams({
    client_id: oidc.clients[client].clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope,
    state: 'state-1',
    ...(scope.split(' ').includes('openid') ? { nonce: 'nonce-1' } : {}),
    ...(pkce
      ? {
          code_challenge: base64url(createHash('sha256').update(verifier).digest()),
          code_challenge_method: 'S256',
        }
      : {}),
    ...extra,
  }).toString()
  return { url: url.toString(), verifier }
}

async function exchange(client: LocalSocialClient, code: string, verifier: string) {
  const { clientId, clientSecret, tokenEndpointAuth } = oidc.clients[client]
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: CALLBACK,
    code_verifier: verifier,
    ...(tokenEndpointAuth === 'client_secret_post'
      ? { client_id: clientId, client_secret: clientSecret }
      : {}),
  })
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (tokenEndpointAuth === 'client_secret_basic') {
    headers.authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
  }
  const response = await fetch(oidc.endpoints.token, { method: 'POST', headers, body })
  return { status: response.status, json: (await response.json()) as Record<string, string> }
}

const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >

describe('local OpenID provider', () => {
  it('publishes one issuer that only takes S256 PKCE', async () => {
    const discovery = (await (await fetch(oidc.endpoints.discovery)).json()) as Record<
      string,
      unknown
    >
    expect(discovery.issuer).toBe(oidc.issuer)
    expect(discovery.code_challenge_methods_supported).toEqual(['S256'])
    expect(discovery.jwks_uri).toBe(oidc.endpoints.jwks)
  })

  it('refuses an authorization request without PKCE', async () => {
    const { url } = authorizationUrl('google', 'openid', false)
    const response = await fetch(url, { redirect: 'manual' })
    const location = new URL(response.headers.get('location') ?? '', oidc.issuer)
    expect(location.origin + location.pathname).toBe(CALLBACK)
    expect(location.searchParams.get('error')).toBe('invalid_request')
  })

  it('google (OIDC): any user name signs in; the id_token names it, with the nonce', async () => {
    const { url, verifier } = authorizationUrl('google', 'openid profile email')
    const callback = await signInThroughForm(url, 'alice')
    expect(callback.searchParams.get('state')).toBe('state-1')
    const code = callback.searchParams.get('code') ?? ''
    const tokens = await exchange('google', code, verifier)
    expect(tokens.status).toBe(200)
    const claims = payloadOf(tokens.json.id_token ?? '')
    expect(claims).toMatchObject({
      iss: oidc.issuer,
      aud: oidc.clients.google.clientId,
      sub: 'alice',
      nonce: 'nonce-1',
      name: 'alice',
    })
    const me = await fetch(oidc.endpoints.userInfo, {
      headers: { authorization: `Bearer ${tokens.json.access_token}` },
    })
    expect(await me.json()).toMatchObject({ sub: 'alice' })
  })

  it('apple answers by form_post only: a form to the callback with the code and state', async () => {
    const plain = await fetch(authorizationUrl('apple', 'openid').url, { redirect: 'manual' })
    expect(plain.status).toBe(400)
    const { url } = authorizationUrl('apple', 'openid', true, { response_mode: 'form_post' })
    const { action, form } = await signInThroughFormPost(url, 'dora')
    expect(action.href).toBe(CALLBACK)
    expect(form.get('state')).toBe('state-1')
    expect(form.get('code')).toMatch(/^[-_a-zA-Z0-9]{20,}$/)
    await expect(signInThroughForm(url, 'dora')).rejects.toThrow(/form post/)
  })

  it('a code is only good with its verifier, and only once', async () => {
    const { url, verifier } = authorizationUrl('apple', 'openid', true, {
      response_mode: 'form_post',
    })
    const code = (await signInThroughFormPost(url, 'bob')).form.get('code') ?? ''
    const wrong = await exchange('apple', code, base64url(randomBytes(32)))
    expect(wrong.json.error).toBe('invalid_grant')
    expect((await exchange('apple', code, verifier)).status).toBe(200)
    const again = await exchange('apple', code, verifier)
    expect(again.json.error).toBe('invalid_grant')
  })

  it.each([
    ['github', { id: expect.any(Number), login: 'carol' }],
    ['x', { data: { id: expect.any(String), username: 'carol' } }],
    ['discord', { id: expect.any(String), username: 'carol' }],
    ['facebook', { id: expect.any(String), name: 'carol' }],
  ] as const)('%s (OAuth 2.0): no id_token; user-info in its own shape', async (client, shape) => {
    const { url, verifier } = authorizationUrl(client, 'profile')
    const callback = await signInThroughForm(url, 'carol')
    expect(callback.searchParams.get('error_description')).toBeNull()
    const code = callback.searchParams.get('code') ?? ''
    const tokens = await exchange(client, code, verifier)
    expect(tokens.json.error_description ?? '').toBe('')
    expect(tokens.json.id_token).toBeUndefined()
    const info = await fetch(oidc.endpoints.oauthUserInfo, {
      headers: { authorization: `Bearer ${tokens.json.access_token}` },
    })
    expect(info.status).toBe(200)
    expect(await info.json()).toMatchObject(shape)
  })

  it('user-info refuses an unknown token', async () => {
    const info = await fetch(oidc.endpoints.oauthUserInfo, {
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(info.status).toBe(401)
  })

  it('redirect URIs set later are accepted (the relying party starts after the provider)', async () => {
    const late = await startLocalOpenIdProvider()
    try {
      expect((await fetch(late.endpoints.discovery)).status).toBe(503)
      late.setRedirectUris([CALLBACK])
      expect((await fetch(late.endpoints.discovery)).status).toBe(200)
    } finally {
      await late.close()
    }
  })
})
