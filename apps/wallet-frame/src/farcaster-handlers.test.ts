import { FrameHandlerError } from '@portico/core/frame-protocol'
import { describe, expect, it } from 'vitest'
import { type AuthSession, type AuthUser, createAuthApi } from './auth-api.js'
import { createFarcasterHandlers } from './farcaster-handlers.js'
import type { FrameSession } from './frame-session.js'
import { guarded } from './handler-errors.js'

// The frame's side of SPEC §7 "get Farcaster uri" / "connect Farcaster" against apps/api's
// contract (answers as apps/api gives them; the real server, relay and chain run in the lab's
// end-to-end test, e2e/farcaster.test.ts).

const DEVICE = 'AAAAAAAAAAAAAAAAAAAAAA'
const session: AuthSession = {
  sessionId: 's',
  accessToken: 'pat_x',
  accessExpiresAt: 2,
  refreshToken: 'prt_x',
  refreshExpiresAt: 3,
}
const user: AuthUser = {
  userId: 'u',
  email: '',
  deviceId: DEVICE,
  wallets: [{ namespace: 'eip155', address: '0x00000000000000000000000000000000000000a1' }],
  recoveryEscrow: false,
}

function setUp(checks: unknown[]) {
  const calls: { path: string; body: unknown }[] = []
  const answers = [...checks]
  let startReply: unknown
  const fetchImpl = (async (url: URL, init: RequestInit) => {
    const path = new URL(url).pathname
    const body = JSON.parse(String(init.body))
    calls.push({ path, body })
    const json =
      path === '/v1/auth/farcaster/start'
        ? (startReply ?? {
            loginId: 'login-1',
            url: 'https://farcaster.xyz/~/siwf?channelToken=t',
            expiresAt: 9,
          })
        : answers.shift()
    const status = (json as { status?: number }).status ?? 200
    return new Response(JSON.stringify(json), { status })
  }) as typeof fetch
  const kept: { session: AuthSession; user: AuthUser }[] = []
  const frameSession = {
    deviceId: () => DEVICE,
    set: (s: AuthSession, u: AuthUser) => kept.push({ session: s, user: u }),
  } as unknown as FrameSession
  const waits: number[] = []
  const handlers = createFarcasterHandlers({
    api: createAuthApi('http://api.test/', fetchImpl),
    session: frameSession,
    guarded,
    wait: async (ms, signal) => {
      if (signal.aborted) throw new FrameHandlerError('ABORTED', 'Request was aborted')
      waits.push(ms)
    },
  })
  const uri = () => handlers.GET_FARCASTER_URI?.({}, { signal: new AbortController().signal })
  const connect = (signal = new AbortController().signal) =>
    handlers.CONNECT_FARCASTER?.({}, { signal })
  const startAnswer = (reply: unknown) => {
    startReply = reply
  }
  return { calls, kept, waits, uri, connect, startAnswer }
}

describe('frame: Sign In With Farcaster handlers', () => {
  it('gives the kit only the URL, polls apps/api each second until CONNECT, keeps the session', async () => {
    const frame = setUp([
      { step: 'PENDING', loginId: 'login-1' },
      { step: 'PENDING', loginId: 'login-1' },
      { step: 'CONNECT', session, user, username: 'alice', fid: 1 },
    ])
    expect(await frame.uri()).toEqual({ url: 'https://farcaster.xyz/~/siwf?channelToken=t' })
    expect(await frame.connect()).toEqual({ userName: 'alice' })
    expect(frame.calls).toEqual([
      { path: '/v1/auth/farcaster/start', body: { deviceId: DEVICE } },
      ...Array(3).fill({
        path: '/v1/auth/farcaster/check',
        body: { loginId: 'login-1', deviceId: DEVICE },
      }),
    ])
    expect(frame.waits).toEqual([1000, 1000])
    expect(frame.kept).toEqual([{ session, user }])
    // The login is used: connecting again without a new URI is expired.
    await expect(frame.connect()).rejects.toMatchObject({ code: 'LOGIN_EXPIRED' })
  })

  it('an account without a wallet (a first Farcaster login) is refused with CREATE_WALLET_REFUSED; its session is signed out, not kept', async () => {
    const frame = setUp([
      { step: 'CONNECT', session, user: { ...user, wallets: [] }, username: 'bo', fid: 2 },
      {},
    ])
    await frame.uri()
    await expect(frame.connect()).rejects.toMatchObject({ code: 'CREATE_WALLET_REFUSED' })
    expect(frame.kept).toEqual([])
    expect(frame.calls.at(-1)).toEqual({ path: '/v1/auth/sign-out', body: {} })
  })

  it('connect before any URI is LOGIN_EXPIRED; an API refusal passes through; leaving aborts', async () => {
    const refused = setUp([
      {
        status: 401,
        reasons: [
          { code: 'FARCASTER_INVALID', description: 'The Farcaster sign-in could not be verified' },
        ],
      },
    ])
    await expect(refused.connect()).rejects.toMatchObject({ code: 'LOGIN_EXPIRED' })
    await refused.uri()
    await expect(refused.connect()).rejects.toMatchObject({
      code: 'FARCASTER_INVALID',
      message: 'The Farcaster sign-in could not be verified',
    })
    expect(refused.kept).toEqual([])

    const left = setUp([{ step: 'PENDING', loginId: 'login-1' }])
    await left.uri()
    const controller = new AbortController()
    controller.abort()
    await expect(left.connect(controller.signal)).rejects.toMatchObject({ code: 'ABORTED' })
  })

  it.each([
    ['the relay is down', 'GET_FARCASTER_URI', 502, 'RELAY_FAILED'],
    ['the relay is down while waiting', 'CONNECT_FARCASTER', 502, 'RELAY_FAILED'],
    ['not signed by the custody address', 'CONNECT_FARCASTER', 401, 'FARCASTER_INVALID'],
    ['the request expired', 'CONNECT_FARCASTER', 400, 'LOGIN_EXPIRED'],
    ['a code the kit does not know', 'CONNECT_FARCASTER', 500, 'UNKNOWN'],
  ] as const)(
    '%s: apps/api’s refusal reaches the kit as %s → %s',
    async (_why, step, status, code) => {
      const reply = {
        status,
        reasons: [{ code: code === 'UNKNOWN' ? 'SOMETHING_NEW' : code, description: 'words' }],
      }
      const frame = setUp([reply])
      if (step === 'GET_FARCASTER_URI') {
        frame.startAnswer(reply)
        await expect(frame.uri()).rejects.toMatchObject({ code })
        return
      }
      await frame.uri()
      const refusal = await Promise.resolve(frame.connect()).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(FrameHandlerError)
      expect(refusal).toMatchObject({ code })
    },
  )
})
