import {
  FrameHandlerError,
  type FrameHandlers,
  type FrameReplyPayload,
} from '@portico/core/frame-protocol'
import * as v from 'valibot'
import type { AuthApi } from './auth-api.js'
import type { FrameSession } from './frame-session.js'
import {
  SOCIAL_PENDING_KEY,
  SOCIAL_RETURN_MESSAGE,
  SOCIAL_RETURN_PARAM,
  takeStoredSocialResult,
} from './social-return.js'

/** The attempt under way: its secret never leaves the frame (the claim needs it). */
const PendingSchema = v.object({
  attemptId: v.pipe(v.string(), v.uuid()),
  attemptSecret: v.pipe(v.string(), v.maxLength(100)),
  authorizationUrl: v.pipe(v.string(), v.maxLength(4096)),
})
type Pending = v.InferOutput<typeof PendingSchema>

/**
 * Kept in the frame origin's storage, so the redirect path (the dapp page leaves and comes back)
 * finds it in the frame the returning page loads, and the frame's own page knows which result is
 * this browser's.
 */
const PENDING_KEY = SOCIAL_PENDING_KEY

/** apps/api's one-time result code (32 random bytes, base64url). */
const ResultCodeSchema = v.pipe(v.string(), v.regex(/^[-_A-Za-z0-9]{43}$/))

const ReturnMessageSchema = v.object({
  type: v.literal(SOCIAL_RETURN_MESSAGE),
  attemptId: v.pipe(v.string(), v.uuid()),
  resultCode: ResultCodeSchema,
})

export interface SocialHandlersOptions {
  api: AuthApi
  session: FrameSession
  guarded: <T>(run: () => Promise<T>) => Promise<T>
  /** The dapp the frame serves: a redirect login may only return to one of its pages. */
  dappOrigin: string
  storage: Storage
  /** The signed-in user as GET_USER answers it. */
  user: (signal: AbortSignal) => Promise<FrameReplyPayload<'GET_USER'>>
  /** The window whose messages carry a popup's result (default: this one). */
  window?: Window
}

const expired = () =>
  new FrameHandlerError('LOGIN_EXPIRED', 'The login has expired. Please start again')

/**
 * SPEC §7 "get social redirect uri" and "connect social". The frame opens an attempt at apps/api
 * and gives the kit the provider's authorization URL. Popup path: the kit shows that URL in the
 * popup it opened in the click and sends it back in CONNECT_SOCIAL; the login ends on this frame
 * origin's page in the popup, which posts the attempt id to this frame (checked: same origin).
 * Redirect path: the login ends on this frame origin's page too (apps/api sends every result
 * code there, never to a dapp page), which keeps the code in this origin's storage and sends the
 * user on to the dapp page with the attempt id only; the kit sends that page's URL in
 * CONNECT_SOCIAL. Either way the frame claims the result with the attempt's secret and the code,
 * and keeps the session, as after an email code.
 */
export function createSocialHandlers(
  options: SocialHandlersOptions,
): Pick<FrameHandlers, 'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_SOCIAL' | 'CANCEL_SOCIAL'> {
  const { api, session, guarded, storage } = options
  const target = options.window ?? window
  const load = (): Pending | undefined => {
    try {
      const parsed = v.safeParse(PendingSchema, JSON.parse(storage.getItem(PENDING_KEY) ?? 'null'))
      return parsed.success ? parsed.output : undefined
    } catch {
      return undefined
    }
  }
  // Results (attempt id → result code) that arrived before CONNECT_SOCIAL waited for them (a
  // fast provider).
  const returned = new Map<string, string>()
  const waiters = new Map<
    string,
    { resolve: (code: string) => void; reject: (error: Error) => void }
  >()
  target.addEventListener('message', (event: MessageEvent) => {
    // Only a page of this frame's own origin (the popup's last page) may report a result.
    if (event.origin !== target.location.origin) return
    const parsed = v.safeParse(ReturnMessageSchema, event.data)
    if (!parsed.success) return
    returned.set(parsed.output.attemptId, parsed.output.resultCode)
    waiters.get(parsed.output.attemptId)?.resolve(parsed.output.resultCode)
  })
  const waitForReturn = (attemptId: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      const arrived = returned.get(attemptId)
      if (arrived !== undefined) return resolve(arrived)
      const onAbort = () => {
        waiters.delete(attemptId)
        reject(new FrameHandlerError('ABORTED', 'Request was aborted'))
      }
      if (signal.aborted) return onAbort()
      signal.addEventListener('abort', onAbort, { once: true })
      const settle = () => {
        waiters.delete(attemptId)
        signal.removeEventListener('abort', onAbort)
      }
      waiters.set(attemptId, {
        resolve: (code) => {
          settle()
          resolve(code)
        },
        reject: (error) => {
          settle()
          reject(error)
        },
      })
    })

  return {
    GET_SOCIAL_REDIRECT_URI: ({ provider, returnUrl }) =>
      guarded(async () => {
        if (returnUrl !== undefined && new URL(returnUrl).origin !== options.dappOrigin) {
          throw new FrameHandlerError('INVALID_REQUEST', 'Invalid input')
        }
        // The popup ends on this page of the frame (see social-return.ts).
        const back = returnUrl ?? new URL('./', target.location.href).href
        const started = await api.startSocial(provider, {
          deviceId: session.deviceId(),
          returnUrl: back,
        })
        const pending: Pending = {
          attemptId: started.attemptId,
          attemptSecret: started.attemptSecret,
          authorizationUrl: started.authorizationUrl,
        }
        storage.setItem(PENDING_KEY, JSON.stringify(pending))
        return { uri: started.authorizationUrl }
      }),
    CONNECT_SOCIAL: ({ uri }, { signal }) =>
      guarded(async () => {
        const pending = load()
        if (!pending) throw expired()
        const query = new URL(uri).searchParams
        const attemptId = query.get(SOCIAL_RETURN_PARAM)
        let resultCode: string
        if (attemptId !== null) {
          // Redirect path: the dapp page's URL names the attempt; the code is where this
          // origin's page left it (a code in the dapp's URL would be one its scripts could read,
          // and is never taken).
          if (attemptId !== pending.attemptId) throw expired()
          const code = v.safeParse(ResultCodeSchema, takeStoredSocialResult(storage, attemptId))
          if (!code.success) throw expired()
          resultCode = code.output
        } else if (uri === pending.authorizationUrl) {
          resultCode = await waitForReturn(pending.attemptId, signal)
        } else {
          throw expired()
        }
        storage.removeItem(PENDING_KEY)
        returned.delete(pending.attemptId)
        const claimed = await api.claimSocial({
          attemptId: pending.attemptId,
          attemptSecret: pending.attemptSecret,
          deviceId: session.deviceId(),
          resultCode,
        })
        session.set(claimed.session, claimed.user)
        return { ...(await options.user(signal)), userName: claimed.userName }
      }),
    // The kit saw the popup closed. Its last page hands the result over before it closes itself,
    // so a result already here (or a claim under way: the attempt left storage) wins; otherwise
    // the user gave up and nothing of the attempt is kept.
    CANCEL_SOCIAL: async () => {
      const pending = load()
      if (!pending || returned.has(pending.attemptId)) return { cancelled: false }
      storage.removeItem(PENDING_KEY)
      waiters
        .get(pending.attemptId)
        ?.reject(new FrameHandlerError('USER_REJECTED', 'The login window was closed'))
      return { cancelled: true }
    },
  }
}
