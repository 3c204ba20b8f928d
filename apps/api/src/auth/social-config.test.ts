import { expect, it } from 'vitest'
import { resolveSocialConfig, socialConfigFromEnv } from './social-config.js'

it('the environment turns a provider on with its real endpoints, the operator overriding any', () => {
  const config = socialConfigFromEnv(
    {
      AUTH_SOCIAL_GITHUB_CLIENT_ID: 'gh-id',
      AUTH_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
      AUTH_SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
      AUTH_SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
      AUTH_SOCIAL_GOOGLE_ISSUER: 'http://127.0.0.1:4000',
      AUTH_SOCIAL_RETURN_ORIGINS: 'https://wallet.example.com, https://app.example.com',
    },
    undefined,
  )
  expect(config?.returnOrigins).toEqual(['https://wallet.example.com', 'https://app.example.com'])
  const resolved = resolveSocialConfig(config ?? { providers: {}, returnOrigins: [] })
  expect(Object.keys(resolved.providers).sort()).toEqual(['github', 'google'])
  expect(resolved.providers.github).toMatchObject({
    tokenUrl: 'https://github.com/login/oauth/access_token',
    tokenEndpointAuth: 'client_secret_post',
    identity: { kind: 'userinfo', subjectPath: 'id', namePath: 'login' },
  })
  expect(resolved.providers.google?.identity).toEqual({
    kind: 'oidc',
    issuer: 'http://127.0.0.1:4000',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  })
})

it('without a return origin or any provider, social login stays off; bad URLs stop the start', () => {
  expect(
    socialConfigFromEnv(
      { AUTH_SOCIAL_X_CLIENT_ID: 'a', AUTH_SOCIAL_X_CLIENT_SECRET: 'b' },
      undefined,
    ),
  ).toBeUndefined()
  expect(
    socialConfigFromEnv({ AUTH_SOCIAL_RETURN_ORIGINS: 'https://a.example' }, undefined),
  ).toBeUndefined()
  expect(() =>
    resolveSocialConfig({
      providers: { x: { clientId: 'a', clientSecret: 'b', tokenUrl: 'ftp://x' } },
      returnOrigins: ['https://a.example'],
    }),
  ).toThrow(/Invalid auth.social settings/)
})
