/**
 * Where the sign-in flow stands (SPEC §4 "Sign-in"): `idle` until a signature is asked for,
 * `signing` while the wallet shows the message, `signed` once a session exists, `failed` after
 * a refusal or an error (the flow then disconnects and resets to Connect).
 */
export type SignInStatus = 'idle' | 'signing' | 'signed' | 'failed'

/** The snapshot's sign-in slice: what the modal needs for the SPEC §2 close and cancel rules. */
export interface SignInState {
  /** Sign-in is enabled and the app requires it (the user may not skip it). */
  required: boolean
  /** At least one session exists for the connected account. */
  hasSession: boolean
  status: SignInStatus
}

export const SIGN_IN_STATUSES: readonly SignInStatus[] = ['idle', 'signing', 'signed', 'failed']

/**
 * No sign-in configured: nothing required, no session. Sign-in (siwx) fills the slice once
 * it runs.
 *
 * @example
 * initialSignInState() // { required: false, hasSession: false, status: 'idle' }
 */
export function initialSignInState(): SignInState {
  return { required: false, hasSession: false, status: 'idle' }
}
