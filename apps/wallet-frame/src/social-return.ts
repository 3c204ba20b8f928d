/** The query parameter apps/api's callback puts the attempt id in (and the status beside it). */
export const SOCIAL_RETURN_PARAM = 'portico_social'
/**
 * The one-time result code apps/api's callback puts beside it: only the browser that completed
 * the login at the provider has it, and the claim needs it with the frame's secret.
 */
export const SOCIAL_CODE_PARAM = 'portico_social_code'
/** The message the popup's last page posts to the frame. */
export const SOCIAL_RETURN_MESSAGE = 'portico:social-return'

/**
 * The end of a social login in the kit's popup: apps/api sent the user back to the frame's page
 * (this origin) with the attempt id and the result code. The page hands both to the frame that
 * started the login, an iframe of the popup's opener, by `postMessage` restricted to this origin
 * (no other frame of the dapp receives the code, and the frame checks the sender's origin), then
 * closes. Neither is enough alone: the frame claims the result with a secret it never gave out,
 * and the code proves this browser completed the login (not a stranger's whose link it was).
 *
 * Returns whether the page was such a return.
 */
export function finishSocialReturn(page: Window): boolean {
  const query = new URL(page.location.href).searchParams
  const attemptId = query.get(SOCIAL_RETURN_PARAM)
  if (!attemptId) return false
  const opener = page.opener as Window | null
  const message = {
    type: SOCIAL_RETURN_MESSAGE,
    attemptId,
    resultCode: query.get(SOCIAL_CODE_PARAM) ?? '',
  }
  if (opener) {
    for (let index = 0; index < opener.length; index++) {
      try {
        opener.frames[index]?.postMessage(message, page.location.origin)
      } catch {
        // A frame that went away meanwhile.
      }
    }
  }
  const text = page.document.createElement('p')
  text.textContent = opener
    ? 'Signed in. This window closes itself.'
    : 'Signed in. You can close this window.'
  page.document.body.append(text)
  if (opener) page.close()
  return true
}
