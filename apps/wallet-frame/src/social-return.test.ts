import { describe, expect, it } from 'vitest'
import {
  finishSocialReturn,
  SOCIAL_PENDING_KEY,
  SOCIAL_RESULT_KEY,
  takeStoredSocialResult,
} from './social-return.js'
import { fakePage, memoryStorage } from './social-return.test-helper.js'

const FRAME = 'http://frame.test'
const DAPP = 'http://dapp.test'
const ATTEMPT = '0b6c7f4e-2d7a-4c55-9a0e-7f1f6d1e2a3b'
const STRANGERS = '11111111-2222-4333-8444-555555555555'
const CODE = 'c'.repeat(43)

/** The frame's page as apps/api's callback sends a redirect login's browser to it. */
const landing = (attemptId: string, returnTo: string) =>
  `${FRAME}/?portico_social=${attemptId}&portico_social_status=ok&portico_social_code=${CODE}` +
  `&portico_social_return=${encodeURIComponent(returnTo)}`

/** Storage where this browser's frame has `attemptId` pending. */
function pendingStorage(attemptId: string): Storage {
  const storage = memoryStorage()
  storage.setItem(
    SOCIAL_PENDING_KEY,
    JSON.stringify({ attemptId, attemptSecret: 's', authorizationUrl: 'http://idp.test/' }),
  )
  return storage
}

const served = async () => [DAPP]

describe("the frame's own page at the end of a social login", () => {
  it('redirect login of this browser: the code stays in this origin’s storage, the dapp page gets the attempt and status only', async () => {
    const storage = pendingStorage(ATTEMPT)
    const page = fakePage(landing(ATTEMPT, `${DAPP}/shop?item=1`))
    expect(await finishSocialReturn(page.window, { storage, allowedOrigins: served })).toBe(true)
    expect(page.replaced).toEqual([
      `${DAPP}/shop?item=1&portico_social=${ATTEMPT}&portico_social_status=ok`,
    ])
    for (const url of page.replaced) expect(url).not.toContain(CODE)
    // Nor does it stay in the frame page's own address.
    expect(page.address()).toBe(`${FRAME}/`)
    expect(takeStoredSocialResult(storage, ATTEMPT)).toBe(CODE)
  })

  it('a stranger’s attempt (not the one pending here) returning to a listed dapp page: nothing kept, and the dapp page never gets the code', async () => {
    const storage = pendingStorage(ATTEMPT)
    const page = fakePage(landing(STRANGERS, `${DAPP}/claim`))
    await finishSocialReturn(page.window, { storage, allowedOrigins: served })
    expect(page.replaced).toEqual([
      `${DAPP}/claim?portico_social=${STRANGERS}&portico_social_status=ok`,
    ])
    expect(storage.getItem(SOCIAL_RESULT_KEY)).toBeNull()
    expect(takeStoredSocialResult(storage, STRANGERS)).toBeUndefined()
  })

  it('a return page on an origin this frame does not serve: the user is sent nowhere and nothing is kept', async () => {
    const storage = pendingStorage(ATTEMPT)
    const page = fakePage(landing(ATTEMPT, 'http://elsewhere.test/'))
    await finishSocialReturn(page.window, { storage, allowedOrigins: served })
    expect(page.replaced).toEqual([])
    expect(storage.getItem(SOCIAL_RESULT_KEY)).toBeNull()
    expect(page.shown).toEqual([
      'This login cannot go back to that page. Close this window and start again.',
    ])
  })

  it('popup login: the result goes to the opener’s frames for this origin only, and the popup closes', async () => {
    const posted: { message: unknown; origin: string }[] = []
    const frame = {
      postMessage: (message: unknown, origin: string) => void posted.push({ message, origin }),
    } as unknown as Window
    const page = fakePage(
      `${FRAME}/?portico_social=${ATTEMPT}&portico_social_status=ok&portico_social_code=${CODE}`,
      [frame],
    )
    await finishSocialReturn(page.window, { storage: memoryStorage(), allowedOrigins: served })
    expect(posted).toEqual([
      {
        message: { type: 'portico:social-return', attemptId: ATTEMPT, resultCode: CODE },
        origin: FRAME,
      },
    ])
    expect(page.replaced).toEqual([])
    expect(page.closed()).toBe(true)
  })

  it('another attempt’s stored result is not handed over, and is forgotten', () => {
    const storage = memoryStorage()
    storage.setItem(SOCIAL_RESULT_KEY, JSON.stringify({ attemptId: STRANGERS, resultCode: CODE }))
    expect(takeStoredSocialResult(storage, ATTEMPT)).toBeUndefined()
    expect(storage.getItem(SOCIAL_RESULT_KEY)).toBeNull()
  })

  it('a page without a social result is not a return', async () => {
    expect(await finishSocialReturn(fakePage(`${FRAME}/`).window)).toBe(false)
  })
})
