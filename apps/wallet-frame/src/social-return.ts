/** The query parameter apps/api's callback puts the attempt id in (and the status beside it). */
export const SOCIAL_RETURN_PARAM = 'portico_social'
/** The message the popup's last page posts to the frame. */
export const SOCIAL_RETURN_MESSAGE = 'portico:social-return'

/**
 * The end of a social login in the kit's popup: apps/api sent the user back to the frame's page
 * (this origin) with the attempt id. The page hands the id to the frame that started the login,
 * an iframe of the popup's opener, by `postMessage` restricted to this origin (no other frame of
 * the dapp receives it, and the frame checks the sender's origin), then closes. The id alone is
 * worth nothing: the frame claims the result with a secret it never gave out.
 *
 * Returns whether the page was such a return.
 */
export function finishSocialReturn(page: Window): boolean {
  const attemptId = new URL(page.location.href).searchParams.get(SOCIAL_RETURN_PARAM)
  if (!attemptId) return false
  const opener = page.opener as Window | null
  const message = { type: SOCIAL_RETURN_MESSAGE, attemptId }
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
