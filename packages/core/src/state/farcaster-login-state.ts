/**
 * Why a Farcaster sign-in failed, as the ConnectingFarcaster view words it: the login expired,
 * the signature is not the fid's custody address's, the relay could not be reached, apps/api
 * made no wallet for a first Farcaster login, or anything else.
 */
export type FarcasterLoginFailure = 'expired' | 'notCustody' | 'relayDown' | 'noWallet' | 'failed'

/**
 * The Farcaster sign-in a ConnectingFarcaster view shows (SPEC §4): `idle` while no such view is
 * open, `loading` while the frame makes the link, `waiting` with the link while the user approves
 * in their Farcaster app, `done` with the username once the kit connected, `failed` with why.
 */
export type FarcasterLoginState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'waiting'; url: string }
  | { status: 'done'; userName: string }
  | { status: 'failed'; failure: FarcasterLoginFailure }

/**
 * No ConnectingFarcaster view open.
 *
 * @example
 * initialFarcasterLoginState() // { status: 'idle' }
 */
export function initialFarcasterLoginState(): FarcasterLoginState {
  return { status: 'idle' }
}
