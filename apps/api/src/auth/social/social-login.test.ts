import { randomBytes } from 'node:crypto'
import {
  type LocalOpenIdProvider,
  type LocalSocialClient,
  localSocialClients,
  signInThroughForm,
  signInThroughFormPost,
  startLocalOpenIdProvider,
} from '@portico/testing/oidc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/harness.js'
import type { AuthConfig } from '../auth-config.js'
import { newDeviceId, reason, useAuthServer } from '../auth-server.test-helper.js'
import type { SocialConfig, SocialProviderConfig } from './social-config.js'
import type { SocialConnect } from './social-login.js'

const API = 'http://api.test'
const RETURN_URL = 'http://frame.test/social-return.html'
const FRAME_URL = 'http://frame.test/'
/** A dapp listed for redirect logins (as the lab lists its own page). */
const DAPP_PAGE = 'http://dapp.test/shop?item=1'

/** apps/api's `auth.social` for the local provider playing all six (as the lab configures it). */
function socialConfigFor(oidc: LocalOpenIdProvider, override: Partial<SocialProviderConfig> = {}) {
  const providers: SocialConfig['providers'] = {}
  for (const name of localSocialClients) {
    const client = oidc.clients[name]
    const oidcProvider = name === 'google' || name === 'apple'
    providers[name] = {
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      tokenEndpointAuth: client.tokenEndpointAuth,
      authorizationUrl: oidc.endpoints.authorization,
      tokenUrl: oidc.endpoints.token,
      ...(oidcProvider
        ? // Apple's default scope asks for the name and email (given by form_post); here the
          // local provider's profile claims give the name.
          { issuer: oidc.issuer, jwksUrl: oidc.endpoints.jwks, scope: 'openid profile' }
        : { userInfoUrl: oidc.endpoints.oauthUserInfo, scope: 'profile' }),
      ...override,
    }
  }
  return {
    providers,
    frameUrl: FRAME_URL,
    returnOrigins: [new URL(DAPP_PAGE).origin],
  } satisfies SocialConfig
}

/** The one-time result code the callback put in the return URL (only there). */
const codeIn = (location: string | null) =>
  new URL(location ?? 'http://none.test').searchParams.get('portico_social_code')

interface Started {
  attemptId: string
  attemptSecret: string
  authorizationUrl: string
}

/** A local provider for the suite, and apps/api configured with it once it runs. */
function useSocialServer(name: 'pglite' | 'postgres', override?: Partial<SocialProviderConfig>) {
  const auth: Partial<AuthConfig> = { recoveryEscrowKey: randomBytes(32).toString('base64') }
  let oidc: LocalOpenIdProvider | undefined
  beforeAll(async () => {
    oidc = await startLocalOpenIdProvider({
      redirectUris: localSocialClients.map((client) => `${API}/v1/auth/social/${client}/callback`),
    })
    auth.social = socialConfigFor(oidc, override)
  })
  afterAll(() => oidc?.close())
  const server = useAuthServer(name, auth)
  const start = async (provider: string, deviceId: string, returnUrl = RETURN_URL) =>
    server().call('POST', `/v1/auth/social/${provider}/start`, { deviceId, returnUrl })
  const claim = (started: Started, deviceId: string, resultCode?: string | null) =>
    server().call('POST', '/v1/auth/social/claim', {
      attemptId: started.attemptId,
      attemptSecret: started.attemptSecret,
      deviceId,
      ...(typeof resultCode === 'string' ? { resultCode } : {}),
    })
  /** The provider's redirect to our callback, and where the callback sends the user on. */
  const callback = async (url: URL) => {
    const response = await server().server.app.request(url.toString(), { redirect: 'manual' })
    return { status: response.status, location: response.headers.get('location') }
  }
  /** Apple's return: the form its page posts to the callback (response_mode=form_post). */
  const postCallback = async (action: URL, form: URLSearchParams) => {
    const body = form.toString()
    const response = await server().server.app.request(action.toString(), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    })
    return { status: response.status, location: response.headers.get('location') }
  }
  /** The provider's form as `userName`, then its way back: a link, or Apple's posted form. */
  const signIn = async (
    provider: LocalSocialClient,
    authorizationUrl: string,
    userName: string,
  ) => {
    if (provider !== 'apple') return callback(await signInThroughForm(authorizationUrl, userName))
    const { action, form } = await signInThroughFormPost(authorizationUrl, userName)
    return postCallback(action, form)
  }
  /** start → the provider's form as `userName` → callback → claim. */
  const login = async (provider: LocalSocialClient, userName: string, deviceId = newDeviceId()) => {
    const started = (await start(provider, deviceId)).body as Started
    const back = await signIn(provider, started.authorizationUrl, userName)
    expect(back.status).toBe(303)
    const claimed = await claim(started, deviceId, codeIn(back.location))
    expect(claimed.status).toBe(200)
    return claimed.body as SocialConnect
  }
  return { server, start, claim, callback, postCallback, signIn, login }
}

describeEachBackend(
  'social login on $name: OAuth 2.0 + PKCE, OIDC for google and apple',
  ({ name }) => {
    const social = useSocialServer(name)

    it.each(localSocialClients)(
      '%s: the local provider signs in any user; the frame gets a session',
      async (provider) => {
        const deviceId = newDeviceId()
        const started = await social.start(provider, deviceId)
        expect(started.status).toBe(200)
        const { authorizationUrl, attemptId } = started.body as Started
        const url = new URL(authorizationUrl)
        expect(url.searchParams.get('code_challenge_method')).toBe('S256')
        expect(url.searchParams.get('code_challenge')).toMatch(/^[-_a-zA-Z0-9]{43}$/)
        expect(url.searchParams.get('redirect_uri')).toBe(
          `${API}/v1/auth/social/${provider}/callback`,
        )
        const oidcProvider = provider === 'google' || provider === 'apple'
        expect(url.searchParams.has('nonce')).toBe(oidcProvider)
        // Apple returns by a form its page posts (and the local one answers no other way).
        expect(url.searchParams.get('response_mode')).toBe(
          provider === 'apple' ? 'form_post' : null,
        )

        const back = await social.signIn(provider, authorizationUrl, `ana-${provider}`)
        expect(back.status).toBe(303)
        const location = new URL(back.location ?? '')
        expect(location.origin + location.pathname).toBe(RETURN_URL)
        expect(location.searchParams.get('portico_social')).toBe(attemptId)
        expect(location.searchParams.get('portico_social_status')).toBe('ok')
        // Nothing the dapp or the popup may see is enough: the code and state stay at the provider
        // and here; the claim needs the secret only the frame holds.
        expect(location.search).not.toMatch(/[?&]code=/)
        // The one-time result code binds the result to this browser (see the stranger test).
        expect(location.searchParams.get('portico_social_code')).toMatch(/^[-_a-zA-Z0-9]{43}$/)

        const claimed = await social.claim(
          started.body as Started,
          deviceId,
          location.searchParams.get('portico_social_code'),
        )
        expect(claimed.status).toBe(200)
        const connect = claimed.body as SocialConnect
        expect(connect).toMatchObject({ step: 'CONNECT', provider, userName: `ana-${provider}` })
        const user = await social
          .server()
          .call('GET', '/v1/auth/user', undefined, connect.session.accessToken)
        expect(user.body).toMatchObject({ userId: connect.user.userId, deviceId, email: '' })
      },
    )

    it('an account is keyed by provider + subject: the same user again is the same account, another provider another', async () => {
      const first = await social.login('github', 'bo')
      const again = await social.login('github', 'bo')
      const elsewhere = await social.login('discord', 'bo')
      expect(again.user.userId).toBe(first.user.userId)
      expect(elsewhere.user.userId).not.toBe(first.user.userId)
    })

    it('the claim needs the attempt secret, the starting device, a finished callback, the result code, and works once', async () => {
      const deviceId = newDeviceId()
      const started = (await social.start('google', deviceId)).body as Started
      const pending = await social.claim(started, deviceId)
      expect(pending.status).toBe(409)
      expect(reason(pending)?.code).toBe('SOCIAL_PENDING')
      const back = await social.callback(await signInThroughForm(started.authorizationUrl, 'cy'))
      const code = codeIn(back.location)
      const wrongSecret = await social.claim(
        { ...started, attemptSecret: 'x'.repeat(43) },
        deviceId,
        code,
      )
      expect(reason(wrongSecret)?.code).toBe('LOGIN_EXPIRED')
      const otherDevice = await social.claim(started, newDeviceId(), code)
      expect(reason(otherDevice)?.code).toBe('LOGIN_EXPIRED')
      expect((await social.claim(started, deviceId, code)).status).toBe(200)
      expect(reason(await social.claim(started, deviceId, code))?.code).toBe('LOGIN_EXPIRED')
    })

    it('a login a stranger started and the victim completed: only secret + device + the return URL’s code claims it', async () => {
      // The stranger opens an attempt from its own device and sends the victim the link.
      const strangerDevice = newDeviceId()
      const started = (await social.start('google', strangerDevice)).body as Started
      // The victim's browser (no secret, its own cookies at the provider; the local provider asks
      // no consent, like one the victim already authorized) goes through and lands on the return
      // URL.
      const back = await social.callback(
        await signInThroughForm(started.authorizationUrl, 'victim'),
      )
      expect(back.status).toBe(303)

      // The stranger holds the secret and the device: no session without the code.
      const noCode = await social.claim(started, strangerDevice)
      expect(noCode.status).toBe(400)
      expect(reason(noCode)).toEqual({
        code: 'LOGIN_EXPIRED',
        description: 'The login has expired. Please start again',
      })
      const madeUp = await social.claim(
        started,
        strangerDevice,
        randomBytes(32).toString('base64url'),
      )
      expect(reason(madeUp)?.code).toBe('LOGIN_EXPIRED')
      const code = codeIn(back.location)
      expect(code).toMatch(/^[-_a-zA-Z0-9]{43}$/)
      // The victim's browser has the code but neither the secret nor the starting device.
      const victimDevice = newDeviceId()
      const victim = await social.claim(
        { ...started, attemptSecret: randomBytes(32).toString('base64url') },
        victimDevice,
        code,
      )
      expect(reason(victim)?.code).toBe('LOGIN_EXPIRED')
      const victimOwnDevice = await social.claim(started, victimDevice, code)
      expect(reason(victimOwnDevice)?.code).toBe('LOGIN_EXPIRED')
      // The wrong codes spent nothing: the frame that holds all three still claims.
      const claimed = await social.claim(started, strangerDevice, code)
      expect(claimed.status).toBe(200)
      expect((claimed.body as SocialConnect).userName).toBe('victim')
    })

    it('a stranger’s attempt returning to a listed dapp page: the code goes only to the frame’s page, the dapp page never carries it', async () => {
      const strangerDevice = newDeviceId()
      const started = await social.start('github', strangerDevice, DAPP_PAGE)
      expect(started.status).toBe(200)
      const { attemptId } = started.body as Started
      const back = await social.callback(
        await signInThroughForm((started.body as Started).authorizationUrl, 'victim-dapp'),
      )
      expect(back.status).toBe(303)
      const landing = new URL(back.location ?? '')
      // The browser lands on the frame's own page: no dapp script can read its address.
      expect(landing.origin + landing.pathname).toBe(FRAME_URL)
      const code = landing.searchParams.get('portico_social_code') ?? ''
      expect(code).toMatch(/^[-_a-zA-Z0-9]{43}$/)
      expect(landing.searchParams.get('portico_social')).toBe(attemptId)
      // Where the frame's page sends the user on: the dapp page, which carries no code.
      const onward = landing.searchParams.get('portico_social_return') ?? ''
      expect(onward).toBe(DAPP_PAGE)
      expect(onward).not.toContain(code)
      expect(new URL(onward).searchParams.has('portico_social_code')).toBe(false)
      // What a dapp page can see (its own URL) claims nothing for the stranger.
      const fromDapp = await social.claim(
        started.body as Started,
        strangerDevice,
        new URL(onward).searchParams.get('portico_social_code'),
      )
      expect(reason(fromDapp)?.code).toBe('LOGIN_EXPIRED')
    })

    it('a social session writes the first auth share but never reads, writes or deletes the escrowed recovery share', async () => {
      const { session } = await social.login('github', 'esme')
      const token = session.accessToken
      const body = (share: string) => ({
        namespace: 'eip155',
        address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        share,
      })
      const put = (kind: string, share: string) =>
        social.server().call('PUT', `/v1/auth/keys/${kind}`, body(share), token)
      expect((await put('auth-share', randomBytes(33).toString('base64'))).status).toBe(200)
      const escrowPath = '/v1/auth/keys/recovery-escrow?namespace=eip155'
      const written = await put('recovery-escrow', randomBytes(33).toString('base64'))
      const escrow = await social.server().call('GET', escrowPath, undefined, token)
      const deleted = await social.server().call('DELETE', escrowPath, undefined, token)
      for (const reply of [written, escrow, deleted]) {
        expect(reply.status).toBe(403)
        expect(reason(reply)).toEqual({
          code: 'LOGIN_METHOD_TOO_WEAK',
          description: 'Sign in with your email to restore this wallet',
        })
      }
      const auth = await social
        .server()
        .call('GET', '/v1/auth/keys/auth-share?namespace=eip155', undefined, token)
      expect(auth.status).toBe(200)
    })

    it('a replayed callback sends no one anywhere', async () => {
      const started = (await social.start('x', newDeviceId())).body as Started
      const callbackUrl = await signInThroughForm(started.authorizationUrl, 'dee')
      expect((await social.callback(callbackUrl)).status).toBe(303)
      const replay = await social.callback(callbackUrl)
      expect(replay).toEqual({ status: 400, location: null })
    })

    it('a user who declines at the provider comes back with an error, and the claim says so', async () => {
      const deviceId = newDeviceId()
      const started = (await social.start('facebook', deviceId)).body as Started
      const state = new URL(started.authorizationUrl).searchParams.get('state') ?? ''
      const back = await social.callback(
        new URL(`${API}/v1/auth/social/facebook/callback?error=access_denied&state=${state}`),
      )
      expect(new URL(back.location ?? '').searchParams.get('portico_social_status')).toBe('error')
      const claimed = await social.claim(started, deviceId, codeIn(back.location))
      expect(claimed.status).toBe(401)
      expect(reason(claimed)).toMatchObject({
        code: 'SOCIAL_FAILED',
        description: 'The login provider did not confirm who you are. Please try again',
      })
    })

    it('refuses a return URL off the allowed origins, and a provider not configured', async () => {
      const offsite = await social.start('google', newDeviceId(), 'https://evil.example/steal')
      expect(offsite.status).toBe(400)
      expect(reason(offsite)?.code).toBe('RETURN_URL_INVALID')
      const unknown = await social.start('myspace', newDeviceId())
      expect(unknown.status).toBe(404)
      expect(reason(unknown)?.code).toBe('SOCIAL_PROVIDER_UNKNOWN')
    })

    it('retention deletes attempts a day after they expired', async () => {
      const started = (await social.start('discord', newDeviceId())).body as Started
      const rows = () =>
        social
          .server()
          .server.db.query('SELECT 1 FROM auth_social_attempts WHERE attempt_id = $1', [
            started.attemptId,
          ])
      const clock = social.server().clock
      const before = clock.now
      try {
        clock.now += 10 * 60_000 + 86_400_000 + 1
        expect((await social.server().server.retention.run()).authRows).toBeGreaterThanOrEqual(1)
        expect(await rows()).toEqual([])
      } finally {
        clock.now = before
      }
    })
  },
)

describe('social login: an id_token is verified against the configured issuer', () => {
  // The operator's issuer differs from the one the provider signs as: nothing signs in.
  const social = useSocialServer('pglite', { issuer: 'https://accounts.google.com' })

  it('google with an id_token of another issuer fails', async () => {
    const deviceId = newDeviceId()
    const started = (await social.start('google', deviceId)).body as Started
    const back = await social.callback(await signInThroughForm(started.authorizationUrl, 'eve'))
    expect(new URL(back.location ?? '').searchParams.get('portico_social_status')).toBe('error')
    expect(reason(await social.claim(started, deviceId, codeIn(back.location)))?.code).toBe(
      'SOCIAL_FAILED',
    )
  })
})

describe('social login: Apple’s form_post callback', () => {
  // As Apple: the id_token names no one (sub and email only); the name comes in the posted form.
  const social = useSocialServer('pglite', { scope: 'openid email' })

  /** start → the provider's form → the form its page would post (not posted yet). */
  const appleForm = async (userName: string) => {
    const deviceId = newDeviceId()
    const started = (await social.start('apple', deviceId)).body as Started
    return {
      deviceId,
      started,
      ...(await signInThroughFormPost(started.authorizationUrl, userName)),
    }
  }

  it('the first login’s posted user names the account; later logins (no user) show the email', async () => {
    const first = await appleForm('fi')
    first.form.set(
      'user',
      JSON.stringify({ name: { firstName: 'Ana', lastName: 'Lima' }, email: 'fi@x.test' }),
    )
    const firstBack = await social.postCallback(first.action, first.form)
    expect(firstBack.status).toBe(303)
    const claimed = (await social.claim(first.started, first.deviceId, codeIn(firstBack.location)))
      .body as SocialConnect
    expect(claimed).toMatchObject({ provider: 'apple', userName: 'Ana Lima' })
    const later = await appleForm('fi')
    const laterBack = await social.postCallback(later.action, later.form)
    expect(laterBack.status).toBe(303)
    const again = (await social.claim(later.started, later.deviceId, codeIn(laterBack.location)))
      .body as SocialConnect
    expect(again).toMatchObject({ userName: 'fi@users.oidc.localhost' })
    expect(again.user.userId).toBe(claimed.user.userId)
  })

  it('a malformed user field names no one but does not stop the login', async () => {
    const { action, form, started, deviceId } = await appleForm('gu')
    form.set('user', '{"name":{"firstName":42}}')
    const back = await social.postCallback(action, form)
    expect(back.status).toBe(303)
    expect((await social.claim(started, deviceId, codeIn(back.location))).body).toMatchObject({
      userName: 'gu@users.oidc.localhost',
    })
  })

  it('checked like the link: a replayed or forged form, or a form to a provider that answers by link, sends no one anywhere', async () => {
    const { action, form } = await appleForm('ha')
    expect((await social.postCallback(action, form)).status).toBe(303)
    expect(await social.postCallback(action, form)).toEqual({ status: 400, location: null })
    const forged = new URLSearchParams({ state: 'x'.repeat(43), code: 'c' })
    expect(await social.postCallback(action, forged)).toEqual({ status: 400, location: null })
    const google = (await social.start('google', newDeviceId())).body as Started
    const state = new URL(google.authorizationUrl).searchParams.get('state') ?? ''
    const toGoogle = new URL(`${API}/v1/auth/social/google/callback`)
    expect(await social.postCallback(toGoogle, new URLSearchParams({ state, code: 'c' }))).toEqual({
      status: 400,
      location: null,
    })
  })

  it('PKCE holds: a code posted under another attempt’s state (its verifier) signs no one in', async () => {
    const stolen = await appleForm('ia')
    const victim = (await social.start('apple', newDeviceId())).body as Started
    const victimState = new URL(victim.authorizationUrl).searchParams.get('state') ?? ''
    const form = new URLSearchParams({ state: victimState, code: stolen.form.get('code') ?? '' })
    const back = await social.postCallback(stolen.action, form)
    expect(new URL(back.location ?? '').searchParams.get('portico_social_status')).toBe('error')
  })
})
