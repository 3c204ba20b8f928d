/** Which email step the wallet frame's own card takes: a login, or an update of the address. */
export type EmailFrameStep = 'login' | 'update'

/**
 * The email step an email view shows while the wallet frame's own card takes the address and the
 * codes (SPEC §4): `idle` while no such view is open, `busy` while the card is up, `failed` with
 * the step's error (the cooldown, a refusal by apps/api, the frame's failure) until Try again.
 */
export type EmailFrameState =
  | { status: 'idle' }
  | { status: 'busy'; step: EmailFrameStep }
  | { status: 'failed'; step: EmailFrameStep; error: unknown }

/**
 * No email view open.
 *
 * @example
 * initialEmailFrameState() // { status: 'idle' }
 */
export function initialEmailFrameState(): EmailFrameState {
  return { status: 'idle' }
}
