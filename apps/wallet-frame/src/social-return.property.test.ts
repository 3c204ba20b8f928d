import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString, mutatedString } from '../../../scripts/fuzz/arbitraries.js'
import {
  checkAsyncProperty,
  checkProperty,
  DEFAULT_PROPERTY_RUNS,
  propertyParameters,
} from '../../../scripts/fuzz/property-runs.js'
import {
  finishSocialReturn,
  SOCIAL_CODE_PARAM,
  SOCIAL_PENDING_KEY,
  SOCIAL_RESULT_KEY,
  SOCIAL_RETURN_MESSAGE,
  SOCIAL_RETURN_PARAM,
  SOCIAL_RETURN_TO_PARAM,
  SOCIAL_STATUS_PARAM,
  takeStoredSocialResult,
} from './social-return.js'
import { fakePage, memoryStorage } from './social-return.test-helper.js'

const FRAME = 'http://frame.test'
const DAPP = 'http://dapp.test'
const ATTEMPT = '0b6c7f4e-2d7a-4c55-9a0e-7f1f6d1e2a3b'

const code = fc.stringMatching(/^[-_A-Za-z0-9]{43}$/)
const attemptId = fc.oneof(
  fc.constant(ATTEMPT),
  fc.uuid(),
  mutatedString(fc.uuid()),
  hostileString(),
)
/** Where a redirect login goes back to: the served dapp, look-alikes of it, anything. */
const returnTo = fc.oneof(
  fc.webPath().map((path) => `${DAPP}${path}`),
  fc.webPath().map((path) => `${DAPP}${path}?portico_social=x&portico_social_status=ok`),
  fc.constantFrom(
    'http://elsewhere.test/',
    `${DAPP}.evil.test/`,
    `http://evil.test/${DAPP}`,
    `${DAPP}@evil.test/`,
    'https://dapp.test/',
    'javascript:alert(1)//http://dapp.test/',
    `//dapp.test/`,
    'null',
  ),
  mutatedString(fc.constant(`${DAPP}/shop`)),
  hostileString(),
)
const absentOr = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.option(arbitrary, { nil: undefined, freq: 4 })

/** The frame page's address as apps/api's callback (or anyone) may send a browser to it. */
const landing = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record({
        path: fc.constantFrom('/', '/frame/', '/index.html'),
        attempt: absentOr(attemptId),
        status: absentOr(fc.oneof(fc.constantFrom('ok', 'error', 'OK'), hostileString())),
        code: absentOr(fc.oneof(code, hostileString())),
        returnTo: absentOr(returnTo),
        // A second value of the attempt parameter (the page reads the first).
        duplicate: absentOr(attemptId),
      })
      .map(({ path, attempt, status, code, returnTo, duplicate }) => {
        const query = new URLSearchParams()
        if (attempt !== undefined) query.append(SOCIAL_RETURN_PARAM, attempt)
        if (status !== undefined) query.append(SOCIAL_STATUS_PARAM, status)
        if (code !== undefined) query.append(SOCIAL_CODE_PARAM, code)
        if (returnTo !== undefined) query.append(SOCIAL_RETURN_TO_PARAM, returnTo)
        if (duplicate !== undefined) query.append(SOCIAL_RETURN_PARAM, duplicate)
        return `${FRAME}${path}?${query}`
      }),
  },
  // Query strings as written by hand: bad escapes, fragments, separators.
  { weight: 1, arbitrary: hostileString().map((raw) => `${FRAME}/?portico_social=${raw}`) },
)

/** What the frame's own storage may hold: this attempt pending, another, or garbage. */
const pendingItem = fc.oneof(
  fc.constant('same'),
  attemptId.map((id) =>
    JSON.stringify({ attemptId: id, attemptSecret: 's', authorizationUrl: '' }),
  ),
  hostileJson().map((value) => JSON.stringify(value) ?? ''),
  hostileString(),
  fc.constant(undefined),
)

/** The attempt id a pending item names, read as leniently as possible (garbage names none). */
function pendingAttempt(item: string | undefined): unknown {
  try {
    return (JSON.parse(item ?? 'null') as { attemptId?: unknown } | null)?.attemptId
  } catch {
    return undefined
  }
}

describe("the frame's own page at the end of a social login (properties)", () => {
  it('any address resolves to whether it is a return; the code leaves the address, goes only to this origin’s frames or storage, and the user goes only to a served dapp page', async () => {
    let popups = 0
    let redirects = 0
    await checkAsyncProperty(
      'wallet-frame social return page',
      fc.asyncProperty(landing, pendingItem, async (href, pending) => {
        const query = new URL(href).searchParams
        const attempt = query.get(SOCIAL_RETURN_PARAM)
        const resultCode = query.get(SOCIAL_CODE_PARAM) ?? ''
        const to = query.get(SOCIAL_RETURN_TO_PARAM)
        const storage = memoryStorage()
        if (pending === 'same')
          storage.setItem(SOCIAL_PENDING_KEY, JSON.stringify({ attemptId: attempt }))
        else if (pending !== undefined) storage.setItem(SOCIAL_PENDING_KEY, pending)
        const posted: { message: unknown; origin: string }[] = []
        const frame = {
          postMessage: (message: unknown, origin: string) => void posted.push({ message, origin }),
        } as unknown as Window
        const page = fakePage(href, [frame])

        const returned = await finishSocialReturn(page.window, {
          storage,
          allowedOrigins: async () => [DAPP],
        })

        expect(returned).toBe(Boolean(attempt))
        if (!attempt) {
          expect(page.address()).toBe(href)
          expect([posted, page.replaced, storage.getItem(SOCIAL_RESULT_KEY)]).toEqual([
            [],
            [],
            null,
          ])
          return
        }
        // Neither the code nor the rest of the query stays in the frame page's address.
        expect(new URL(page.address()).search).toBe('')
        if (to === null) {
          popups++
          expect(posted).toEqual([
            {
              message: { type: SOCIAL_RETURN_MESSAGE, attemptId: attempt, resultCode },
              origin: FRAME,
            },
          ])
          expect(page.replaced).toEqual([])
          expect(storage.getItem(SOCIAL_RESULT_KEY)).toBeNull()
          return
        }
        expect(posted).toEqual([])
        const served = URL.parse(to)?.origin === DAPP
        expect(page.replaced).toHaveLength(served ? 1 : 0)
        const stored = storage.getItem(SOCIAL_RESULT_KEY)
        if (!served) {
          expect(stored).toBeNull()
          return
        }
        redirects++
        const next = new URL(page.replaced[0] ?? '')
        expect(next.origin).toBe(DAPP)
        expect(next.searchParams.get(SOCIAL_RETURN_PARAM)).toBe(attempt)
        expect(next.searchParams.get(SOCIAL_STATUS_PARAM)).toBe(
          query.get(SOCIAL_STATUS_PARAM) === 'ok' ? 'ok' : 'error',
        )
        // The dapp page gets no code but one its own address already held.
        expect(next.searchParams.get(SOCIAL_CODE_PARAM)).toBe(
          new URL(to).searchParams.get(SOCIAL_CODE_PARAM),
        )
        const pendingHere = pending === 'same' || pendingAttempt(pending) === attempt
        if (pendingHere) expect(takeStoredSocialResult(storage, attempt)).toBe(resultCode)
        else expect(stored).toBeNull()
      }),
    )
    // At the default count or more, both paths are reached, not only refusals (a one-run fuzz
    // setting may not).
    if (propertyParameters().numRuns >= DEFAULT_PROPERTY_RUNS) {
      expect(popups).toBeGreaterThan(0)
      expect(redirects).toBeGreaterThan(0)
    }
  })

  it('any stored result gives a code only for the attempt asked about, and is forgotten', () => {
    const storedResult = fc.oneof(
      fc
        .record({ attemptId, resultCode: fc.oneof(code, hostileJson()) })
        .map((r) => JSON.stringify(r)),
      hostileJson().map((value) => JSON.stringify(value) ?? ''),
      hostileString(),
    )
    checkProperty(
      'wallet-frame stored social result',
      fc.property(storedResult, attemptId, (item, asked) => {
        const storage = memoryStorage()
        storage.setItem(SOCIAL_RESULT_KEY, item)
        const taken = takeStoredSocialResult(storage, asked)
        expect(storage.getItem(SOCIAL_RESULT_KEY)).toBeNull()
        if (taken === undefined) return
        const parsed = JSON.parse(item) as { attemptId: unknown; resultCode: unknown }
        expect(parsed.attemptId).toBe(asked)
        expect(taken).toBe(parsed.resultCode)
      }),
    )
  })
})
