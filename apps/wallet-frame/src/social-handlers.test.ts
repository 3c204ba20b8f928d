import { FrameHandlerError } from '@portico/core/frame-protocol'
import { describe, expect, it } from 'vitest'
import type { AuthApi } from './auth-api.js'
import type { FrameSession } from './frame-session.js'
import { createSocialHandlers } from './social-handlers.js'
import { finishSocialReturn } from './social-return.js'
import { fakePage, memoryStorage } from './social-return.test-helper.js'

const FRAME = 'http://frame.test'
const DAPP = 'http://dapp.test'
const AUTHORIZE = 'http://idp.test/auth?state=s1'
const ATTEMPT = '0b6c7f4e-2d7a-4c55-9a0e-7f1f6d1e2a3b'
/** The return URL's one-time result code (apps/api: 32 random bytes, base64url). */
const CODE = 'c'.repeat(43)
const USER = {
  email: null,
  address: '0x00000000000000000000000000000000000000a1',
  chainId: 1,
  accounts: [],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as const,
}

function setup() {
  const page = Object.assign(new EventTarget(), {
    location: { origin: FRAME, href: `${FRAME}/?projectId=p` },
  })
  const claims: unknown[] = []
  const starts: unknown[] = []
  const api = {
    startSocial: async (provider: string, body: unknown) => {
      starts.push({ provider, body })
      return {
        attemptId: ATTEMPT,
        attemptSecret: 'secret',
        authorizationUrl: AUTHORIZE,
        expiresAt: 0,
      }
    },
    claimSocial: async (body: unknown) => {
      claims.push(body)
      return { step: 'CONNECT', session: {}, user: {}, provider: 'github', userName: 'ana' }
    },
  } as unknown as AuthApi
  const storage = memoryStorage()
  const sessions: unknown[] = []
  const session = {
    deviceId: () => 'device-1',
    set: (tokens: unknown) => void sessions.push(tokens),
  } as unknown as FrameSession
  const handlers = createSocialHandlers({
    api,
    session,
    guarded: (run) => run(),
    dappOrigin: DAPP,
    storage,
    user: async () => USER,
    window: page as unknown as Window,
  })
  const post = (origin: string, data: unknown) =>
    page.dispatchEvent(new MessageEvent('message', { origin, data }))
  const context = { signal: new AbortController().signal }
  return { handlers, post, claims, starts, sessions, context, storage }
}

describe('the frame side of a social login', () => {
  it('popup path: only a message from the frame’s own origin finishes it; the claim carries the secret and the popup’s result code', async () => {
    const { handlers, post, claims, starts, sessions, context } = setup()
    const { uri } = await handlers.GET_SOCIAL_REDIRECT_URI!({ provider: 'github' }, context)
    expect(uri).toBe(AUTHORIZE)
    expect(starts).toEqual([
      { provider: 'github', body: { deviceId: 'device-1', returnUrl: `${FRAME}/` } },
    ])
    let done = false
    const connecting = Promise.resolve(handlers.CONNECT_SOCIAL!({ uri }, context)).then((user) => {
      done = true
      return user
    })
    // Another origin (the dapp, an ad frame) cannot finish it, whatever it says.
    post(DAPP, { type: 'portico:social-return', attemptId: ATTEMPT, resultCode: CODE })
    // A return without its code is no result either.
    post(FRAME, { type: 'portico:social-return', attemptId: ATTEMPT })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(done).toBe(false)
    expect(claims).toEqual([])
    post(FRAME, { type: 'portico:social-return', attemptId: ATTEMPT, resultCode: CODE })
    expect(await connecting).toEqual({ ...USER, userName: 'ana' })
    expect(claims).toEqual([
      { attemptId: ATTEMPT, attemptSecret: 'secret', deviceId: 'device-1', resultCode: CODE },
    ])
    expect(sessions).toHaveLength(1)
  })

  it('redirect path: a code in the dapp page’s URL is never taken; the frame claims with the code its own page kept, for its own attempt only', async () => {
    const { handlers, claims, starts, context, storage } = setup()
    await handlers.GET_SOCIAL_REDIRECT_URI!({ provider: 'x', returnUrl: `${DAPP}/shop` }, context)
    expect(starts).toEqual([
      { provider: 'x', body: { deviceId: 'device-1', returnUrl: `${DAPP}/shop` } },
    ])
    const back = `${DAPP}/shop?portico_social=${ATTEMPT}&portico_social_status=ok`
    // Any script of the dapp reads its own URL: a code there is no proof of this browser.
    await expect(
      handlers.CONNECT_SOCIAL!({ uri: `${back}&portico_social_code=${CODE}` }, context),
    ).rejects.toMatchObject({ code: 'LOGIN_EXPIRED' })
    expect(claims).toEqual([])
    // apps/api sent the browser to the frame's own page, which keeps the code here and sends the
    // user on to the dapp page without it.
    const page = fakePage(
      `${FRAME}/?portico_social=${ATTEMPT}&portico_social_status=ok&portico_social_code=${CODE}` +
        `&portico_social_return=${encodeURIComponent(`${DAPP}/shop`)}`,
    )
    await finishSocialReturn(page.window, { storage, allowedOrigins: async () => [DAPP] })
    expect(page.replaced).toEqual([back])
    const other = `${DAPP}/shop?portico_social=11111111-2222-4333-8444-555555555555`
    await expect(handlers.CONNECT_SOCIAL!({ uri: other }, context)).rejects.toMatchObject({
      code: 'LOGIN_EXPIRED',
    })
    expect(await handlers.CONNECT_SOCIAL!({ uri: page.replaced[0] ?? '' }, context)).toMatchObject({
      userName: 'ana',
    })
    expect(claims).toEqual([
      { attemptId: ATTEMPT, attemptSecret: 'secret', deviceId: 'device-1', resultCode: CODE },
    ])
    // The code is spent from storage with the claim.
    expect(storage.getItem('portico-frame:social-result')).toBeNull()
  })

  it('a return URL off the dapp’s origin is refused before apps/api is asked', async () => {
    const { handlers, starts, context } = setup()
    await expect(
      Promise.resolve(
        handlers.GET_SOCIAL_REDIRECT_URI!(
          { provider: 'x', returnUrl: 'http://evil.test/' },
          context,
        ),
      ),
    ).rejects.toBeInstanceOf(FrameHandlerError)
    expect(starts).toEqual([])
  })

  it('popup closed before a result: CONNECT_SOCIAL answers USER_REJECTED and the attempt is gone', async () => {
    const { handlers, post, claims, context } = setup()
    const { uri } = await handlers.GET_SOCIAL_REDIRECT_URI!({ provider: 'github' }, context)
    const connecting = Promise.resolve(handlers.CONNECT_SOCIAL!({ uri }, context))
    const outcome = expect(connecting).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(await handlers.CANCEL_SOCIAL!({}, context)).toEqual({ cancelled: true })
    await outcome
    // A late result of the cancelled attempt claims nothing, and the attempt cannot be resumed.
    post(FRAME, { type: 'portico:social-return', attemptId: ATTEMPT, resultCode: CODE })
    await expect(Promise.resolve(handlers.CONNECT_SOCIAL!({ uri }, context))).rejects.toMatchObject(
      { code: 'LOGIN_EXPIRED' },
    )
    expect(claims).toEqual([])
    expect(await handlers.CANCEL_SOCIAL!({}, context)).toEqual({ cancelled: false })
  })

  it('popup closed by its last page after the result: the cancel is refused and the login finishes', async () => {
    const { handlers, post, claims, context } = setup()
    const { uri } = await handlers.GET_SOCIAL_REDIRECT_URI!({ provider: 'github' }, context)
    // A fast provider: the result arrives before CONNECT_SOCIAL waits for it.
    post(FRAME, { type: 'portico:social-return', attemptId: ATTEMPT, resultCode: CODE })
    expect(await handlers.CANCEL_SOCIAL!({}, context)).toEqual({ cancelled: false })
    expect(await handlers.CONNECT_SOCIAL!({ uri }, context)).toMatchObject({ userName: 'ana' })
    expect(claims).toHaveLength(1)
  })
})
