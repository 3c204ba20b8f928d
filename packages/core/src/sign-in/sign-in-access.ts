import type { AppKit } from '../app-kit/app-kit-types.js'
import { BaseError } from '../errors/base-error.js'
import type { KitState } from '../state/kit-state.js'
import { SIGN_IN_STATUSES, type SignInState } from '../state/sign-in.js'

/** `setSignInState` was given an object `createAppKit` did not make (or a wrong value). */
export class SignInStateError extends BaseError {
  override name = 'SignInStateError'
  constructor(details: string) {
    super('Cannot set the sign-in state', { details })
  }
}

// Keyed by instance and weak: an instance's writer dies with it, and two instances never meet.
const writers = new WeakMap<AppKit, KitState>()

/** Called by `createAppKit` for the instance it returns, so `setSignInState` can reach its state. */
export function exposeSignIn(kit: AppKit, state: KitState): void {
  writers.set(kit, state)
}

/**
 * Updates an instance's sign-in slice (`snapshot.signIn`). For the sign-in package (siwx), which
 * owns the flow: apps read the slice, they never write it. Values are checked because they come
 * from another package at run time.
 *
 * @example
 * setSignInState(kit, { required: true, hasSession: false, status: 'signing' })
 */
export function setSignInState(kit: AppKit, patch: Partial<SignInState>): void {
  const state = writers.get(kit)
  if (!state) throw new SignInStateError('Not an instance made by createAppKit.')
  for (const key of ['required', 'hasSession'] as const)
    if (key in patch && typeof patch[key] !== 'boolean')
      throw new SignInStateError(`"${key}" must be a boolean.`)
  if (patch.status !== undefined && !SIGN_IN_STATUSES.includes(patch.status))
    throw new SignInStateError(`Unknown status "${String(patch.status)}".`)
  state.update('signIn', (current) => ({
    required: patch.required ?? current.required,
    hasSession: patch.hasSession ?? current.hasSession,
    status: patch.status ?? current.status,
  }))
}
