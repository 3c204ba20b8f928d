import { FrameHandlerError } from '@portico/core/frame-protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString, mutatedString } from '../../../scripts/fuzz/arbitraries.js'
import {
  checkAsyncProperty,
  DEFAULT_PROPERTY_RUNS,
  propertyParameters,
} from '../../../scripts/fuzz/property-runs.js'
import type { AuthApi } from './auth-api.js'
import type { FrameSession } from './frame-session.js'
import { createSocialHandlers } from './social-handlers.js'
import {
  SOCIAL_CODE_PARAM,
  SOCIAL_RESULT_KEY,
  SOCIAL_RETURN_MESSAGE,
  SOCIAL_RETURN_PARAM,
  SOCIAL_STATUS_PARAM,
} from './social-return.js'
import { memoryStorage } from './social-return.test-helper.js'

const FRAME = 'http://frame.test'
const DAPP = 'http://dapp.test'
const AUTHORIZE = 'http://idp.test/auth?state=s1'
const ATTEMPT = '0b6c7f4e-2d7a-4c55-9a0e-7f1f6d1e2a3b'
const RESULT_CODE = /^[-_A-Za-z0-9]{43}$/

const code = fc.stringMatching(RESULT_CODE)
const attemptId = fc.oneof(
  { weight: 3, arbitrary: fc.constant(ATTEMPT) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: mutatedString(fc.constant(ATTEMPT)) },
  { weight: 1, arbitrary: hostileString() },
)
const resultCode = fc.oneof(
  { weight: 3, arbitrary: code },
  { weight: 1, arbitrary: mutatedString(code) },
  { weight: 1, arbitrary: hostileJson() },
)

/** A frame whose pending attempt is ATTEMPT; the claims apps/api would receive are recorded. */
async function frameWithAttempt(returnUrl?: string) {
  const page = Object.assign(new EventTarget(), {
    location: { origin: FRAME, href: `${FRAME}/?projectId=p` },
  })
  const claims: { resultCode: string }[] = []
  const api = {
    startSocial: async () => ({
      attemptId: ATTEMPT,
      attemptSecret: 'secret',
      authorizationUrl: AUTHORIZE,
      expiresAt: 0,
    }),
    claimSocial: async (body: { resultCode: string }) => {
      claims.push(body)
      return { step: 'CONNECT', session: {}, user: {}, provider: 'github', userName: 'ana' }
    },
  } as unknown as AuthApi
  const storage = memoryStorage()
  const handlers = createSocialHandlers({
    api,
    session: { deviceId: () => 'device-1', set: () => undefined } as unknown as FrameSession,
    guarded: (run) => run(),
    dappOrigin: DAPP,
    storage,
    user: async () => ({
      email: null,
      address: '0x00000000000000000000000000000000000000a1',
      chainId: 1,
      accounts: [],
      smartAccountDeployed: false,
      preferredAccountType: 'eoa' as const,
    }),
    window: page as unknown as Window,
  })
  const context = { signal: new AbortController().signal }
  await handlers.GET_SOCIAL_REDIRECT_URI?.({ provider: 'github', returnUrl }, context)
  const post = (origin: string, data: unknown) =>
    page.dispatchEvent(new MessageEvent('message', { origin, data }))
  /** CONNECT_SOCIAL: the claimed code, or the refusal's code (any other throw fails the run). */
  const connect = async (uri: string) => {
    try {
      await handlers.CONNECT_SOCIAL?.({ uri }, context)
    } catch (error) {
      expect(error).toBeInstanceOf(FrameHandlerError)
      return { refused: (error as FrameHandlerError).code }
    }
    expect(claims).toHaveLength(1)
    return { claimed: claims[0]?.resultCode }
  }
  return { handlers, storage, post, connect }
}

describe('the frame side of a social login (properties)', () => {
  it('any message finishes the popup login only when it is a well-formed result of the pending attempt from the frame’s own origin, and then claims with its code', async () => {
    const message = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record(
          {
            type: fc.oneof(
              { weight: 4, arbitrary: fc.constant(SOCIAL_RETURN_MESSAGE) },
              { weight: 1, arbitrary: hostileJson() },
            ),
            attemptId,
            resultCode,
            extra: hostileJson(),
          },
          { requiredKeys: ['type'] },
        ),
      },
      { weight: 1, arbitrary: hostileJson() },
    )
    const origin = fc.oneof(
      { weight: 3, arbitrary: fc.constant(FRAME) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          DAPP,
          'null',
          '',
          `${FRAME}/`,
          `${FRAME}:80`,
          'https://frame.test',
        ),
      },
    )
    let finished = 0
    await checkAsyncProperty(
      'wallet-frame social return message',
      fc.asyncProperty(origin, message, async (from, data) => {
        const frame = await frameWithAttempt()
        frame.post(from, data)
        const sent = data as { type?: unknown; attemptId?: unknown; resultCode?: unknown } | null
        const result =
          from === FRAME &&
          typeof sent === 'object' &&
          sent !== null &&
          sent.type === SOCIAL_RETURN_MESSAGE &&
          sent.attemptId === ATTEMPT &&
          typeof sent.resultCode === 'string' &&
          RESULT_CODE.test(sent.resultCode)
        // The popup closed now: a result already here wins; otherwise the login is given up.
        const { cancelled } = (await frame.handlers.CANCEL_SOCIAL?.(
          {},
          {
            signal: new AbortController().signal,
          },
        )) ?? { cancelled: undefined }
        expect(cancelled).toBe(!result)
        const outcome = await frame.connect(AUTHORIZE)
        if (result) {
          finished++
          expect(outcome).toEqual({ claimed: sent?.resultCode })
        } else expect(outcome).toEqual({ refused: 'LOGIN_EXPIRED' })
      }),
    )
    if (propertyParameters().numRuns >= DEFAULT_PROPERTY_RUNS) expect(finished).toBeGreaterThan(0)
  })

  it('any dapp page address claims a redirect login only for the pending attempt, and only with the code this origin’s page kept, never one in that address', async () => {
    const storedResult = fc.option(
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc.record({ attemptId, resultCode }).map((result) => JSON.stringify(result)),
        },
        { weight: 1, arbitrary: hostileJson().map((value) => JSON.stringify(value) ?? '') },
        { weight: 1, arbitrary: hostileString() },
      ),
      { nil: undefined, freq: 5 },
    )
    const address = fc
      .record(
        {
          path: fc.webPath(),
          attempt: attemptId,
          status: fc.oneof(fc.constantFrom('ok', 'error'), hostileString()),
          // A code a dapp's script (or a stranger's link) put in the address.
          planted: code,
        },
        { requiredKeys: ['path'] },
      )
      .map(({ path, attempt, status, planted }) => {
        const url = new URL(`${DAPP}${path}`)
        if (attempt !== undefined) url.searchParams.set(SOCIAL_RETURN_PARAM, attempt)
        if (status !== undefined) url.searchParams.set(SOCIAL_STATUS_PARAM, status)
        if (planted !== undefined) url.searchParams.set(SOCIAL_CODE_PARAM, planted)
        return url.href
      })
    let claimed = 0
    await checkAsyncProperty(
      'wallet-frame social redirect return',
      fc.asyncProperty(address, storedResult, async (uri, stored) => {
        const frame = await frameWithAttempt(`${DAPP}/`)
        if (stored !== undefined) frame.storage.setItem(SOCIAL_RESULT_KEY, stored)
        const kept = lenientParse(stored)
        const expected =
          new URL(uri).searchParams.get(SOCIAL_RETURN_PARAM) === ATTEMPT &&
          kept?.attemptId === ATTEMPT &&
          typeof kept.resultCode === 'string' &&
          RESULT_CODE.test(kept.resultCode)
            ? { claimed: kept.resultCode }
            : { refused: 'LOGIN_EXPIRED' }
        if ('claimed' in expected) claimed++
        expect(await frame.connect(uri)).toEqual(expected)
      }),
    )
    if (propertyParameters().numRuns >= DEFAULT_PROPERTY_RUNS) expect(claimed).toBeGreaterThan(0)
  })
})

/** A stored item read as leniently as possible (garbage reads as nothing). */
function lenientParse(
  item: string | undefined,
): { attemptId?: unknown; resultCode?: unknown } | null {
  try {
    const value: unknown = JSON.parse(item ?? 'null')
    return typeof value === 'object' ? (value as { attemptId?: unknown } | null) : null
  } catch {
    return null
  }
}
