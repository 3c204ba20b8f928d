import { parseFrameConfig } from './frame-config.js'

/** The query parameter apps/api's callback puts the attempt id in (and the status beside it). */
export const SOCIAL_RETURN_PARAM = 'portico_social'
export const SOCIAL_STATUS_PARAM = 'portico_social_status'
/**
 * The one-time result code apps/api's callback puts beside it, only ever on this frame's origin:
 * only the browser that completed the login at the provider has it, and the claim needs it with
 * the frame's secret.
 */
export const SOCIAL_CODE_PARAM = 'portico_social_code'
/** A redirect login's dapp page, where this frame's page sends the user on (without the code). */
export const SOCIAL_RETURN_TO_PARAM = 'portico_social_return'
/** The message the popup's last page posts to the frame. */
export const SOCIAL_RETURN_MESSAGE = 'portico:social-return'
/**
 * The frame's attempt under way (written by the frame that started it, in this origin's storage).
 */
export const SOCIAL_PENDING_KEY = 'portico-frame:social-attempt'
/** A redirect login's result, kept by this frame's page for the frame on the dapp page to claim. */
export const SOCIAL_RESULT_KEY = 'portico-frame:social-result'

/** The result a redirect login left in storage, and the attempt it belongs to. */
export interface StoredSocialResult {
  attemptId: string
  resultCode: string
}

export interface SocialReturnOptions {
  /** This origin's storage, shared with the frame that started the login (default localStorage). */
  storage?: Storage
  /** The dapp origins the frame serves (default: read from `./config.json`). */
  allowedOrigins?: () => Promise<readonly string[]>
}

/** The attempt id of the frame's pending login, if storage holds one. */
function pendingAttemptId(storage: Storage): string | undefined {
  try {
    const pending: unknown = JSON.parse(storage.getItem(SOCIAL_PENDING_KEY) ?? 'null')
    const attemptId = (pending as { attemptId?: unknown } | null)?.attemptId
    return typeof attemptId === 'string' ? attemptId : undefined
  } catch {
    return undefined
  }
}

/** Takes (reads and forgets) the stored result of `attemptId`; another attempt's stays unread. */
export function takeStoredSocialResult(storage: Storage, attemptId: string): string | undefined {
  let stored: Partial<StoredSocialResult> | null
  try {
    stored = JSON.parse(storage.getItem(SOCIAL_RESULT_KEY) ?? 'null')
  } catch {
    stored = null
  }
  storage.removeItem(SOCIAL_RESULT_KEY)
  return stored?.attemptId === attemptId && typeof stored.resultCode === 'string'
    ? stored.resultCode
    : undefined
}

const configuredOrigins = (page: Window) => async () => {
  const response = await page.fetch(new URL('./config.json', page.location.href), {
    cache: 'no-store',
    credentials: 'omit',
  })
  return parseFrameConfig(await response.json()).allowedOrigins
}

function show(page: Window, text: string): void {
  const line = page.document.createElement('p')
  line.textContent = text
  page.document.body.append(line)
}

/**
 * The end of a social login on this frame's page, where apps/api sends every result (the code
 * must never be readable by a dapp's script, or a stranger who started the login could claim it
 * with a code read there).
 *
 * Popup path: the page hands the attempt id and the result code to the frame that started the
 * login, an iframe of the popup's opener, by `postMessage` restricted to this origin (no other
 * frame of the dapp receives the code, and the frame checks the sender's origin), then closes.
 *
 * Redirect path (`portico_social_return` names the dapp page): the code stays on this origin, in
 * its storage, and only when it answers the attempt the frame of this browser has pending (a
 * stranger's attempt leaves nothing); the user goes on to the dapp page, if the frame serves its
 * origin, with the attempt id and status only. The frame on that page claims with its secret and
 * the stored code. Where the browser partitions a cross-site iframe's storage from this page's,
 * the frame finds no code and the login ends as expired: the popup path is the one that works
 * there.
 *
 * Resolves, once the page has done its part, to whether it was such a return.
 */
export async function finishSocialReturn(
  page: Window,
  options: SocialReturnOptions = {},
): Promise<boolean> {
  const here = new URL(page.location.href)
  const query = here.searchParams
  const attemptId = query.get(SOCIAL_RETURN_PARAM)
  if (!attemptId) return false
  const resultCode = query.get(SOCIAL_CODE_PARAM) ?? ''
  const status = query.get(SOCIAL_STATUS_PARAM) === 'ok' ? 'ok' : 'error'
  const returnTo = query.get(SOCIAL_RETURN_TO_PARAM)
  // The code does not stay in this page's address or history.
  page.history.replaceState(null, '', `${here.origin}${here.pathname}`)
  if (returnTo === null) {
    handToOpener(page, { attemptId, resultCode })
    return true
  }
  const storage = options.storage ?? page.localStorage
  const allowedOrigins = options.allowedOrigins ?? configuredOrigins(page)
  const target = URL.parse(returnTo)
  const allowed = await allowedOrigins().catch(() => [] as readonly string[])
  // apps/api checked the page against its list; the frame serves only its own dapps.
  if (!target || !allowed.includes(target.origin)) {
    show(page, 'This login cannot go back to that page. Close this window and start again.')
    return true
  }
  if (pendingAttemptId(storage) === attemptId) {
    const result: StoredSocialResult = { attemptId, resultCode }
    storage.setItem(SOCIAL_RESULT_KEY, JSON.stringify(result))
  }
  target.searchParams.set(SOCIAL_RETURN_PARAM, attemptId)
  target.searchParams.set(SOCIAL_STATUS_PARAM, status)
  page.location.replace(target.href)
  return true
}

function handToOpener(page: Window, result: StoredSocialResult): void {
  const opener = page.opener as Window | null
  const message = { type: SOCIAL_RETURN_MESSAGE, ...result }
  if (opener) {
    for (let index = 0; index < opener.length; index++) {
      try {
        opener.frames[index]?.postMessage(message, page.location.origin)
      } catch {
        // A frame that went away meanwhile.
      }
    }
  }
  show(
    page,
    opener ? 'Signed in. This window closes itself.' : 'Signed in. You can close this window.',
  )
  if (opener) page.close()
}
