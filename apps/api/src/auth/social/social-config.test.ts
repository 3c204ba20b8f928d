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
      AUTH_SOCIAL_FRAME_URL: 'https://wallet.example.com/frame/',
      AUTH_SOCIAL_RETURN_ORIGINS: 'https://app.example.com, https://shop.example.com',
    },
    undefined,
  )
  expect(config?.returnOrigins).toEqual(['https://app.example.com', 'https://shop.example.com'])
  const resolved = resolveSocialConfig(config ?? { providers: {}, frameUrl: '' })
  expect(resolved.frameUrl).toBe('https://wallet.example.com/frame/')
  // The frame's own origin may always be returned to (the popup's last page is there).
  expect(resolved.returnOrigins).toEqual([
    'https://wallet.example.com',
    'https://app.example.com',
    'https://shop.example.com',
  ])
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

it('without any provider social login stays off; without the frame’s page or with bad URLs the start stops', () => {
  expect(
    socialConfigFromEnv(
      {
        AUTH_SOCIAL_RETURN_ORIGINS: 'https://a.example',
        AUTH_SOCIAL_FRAME_URL: 'https://f.example',
      },
      undefined,
    ),
  ).toBeUndefined()
  // A provider with nowhere safe to send its result code is a mistake, not "off".
  const noFrame = socialConfigFromEnv(
    { AUTH_SOCIAL_X_CLIENT_ID: 'a', AUTH_SOCIAL_X_CLIENT_SECRET: 'b' },
    undefined,
  )
  expect(() => resolveSocialConfig(noFrame ?? { providers: {}, frameUrl: '' })).toThrow(
    /frameUrl \(AUTH_SOCIAL_FRAME_URL\) is required/,
  )
  expect(() =>
    resolveSocialConfig({
      providers: { x: { clientId: 'a', clientSecret: 'b', tokenUrl: 'ftp://x' } },
      frameUrl: 'https://f.example/',
      returnOrigins: ['https://a.example'],
    }),
  ).toThrow(/Invalid auth.social settings/)
})
