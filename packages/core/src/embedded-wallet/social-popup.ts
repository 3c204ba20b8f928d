// What of the social login must be in the kit before the click: opening the popup in the click's
// turn, and telling a page that a redirect login returned to. The rest loads on use
// (embedded-social.ts).

/** apps/api's callback puts the attempt, its status and the one-time result code in these parameters of the return URL. */
export const SOCIAL_RETURN_PARAMS = [
  'portico_social',
  'portico_social_status',
  'portico_social_code',
] as const

/**
 * Opens the login popup. Call it synchronously in the click's turn (a popup opened after an
 * `await` is blocked); `null` when the browser blocked it anyway.
 */
export function openSocialPopup(page: Window | undefined): Window | null {
  return page?.open('', 'portico-social', 'popup,width=480,height=680') ?? null
}

/** Whether the page is the return of a redirect login. */
export function isSocialReturn(page: Window | undefined): boolean {
  return page !== undefined && new URL(page.location.href).searchParams.has(SOCIAL_RETURN_PARAMS[0])
}
