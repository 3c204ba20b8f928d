import type { ViewName } from '../types/ui.js'

/**
 * SPEC §2: closing in embedded mode goes to Account if connected, else Connect.
 *
 * @example
 * embeddedCloseView(false) // 'Connect'
 */
export function embeddedCloseView(connected: boolean): ViewName {
  return connected ? 'Account' : 'Connect'
}

/** The sign-in views of SPEC §2. */
export const SIGN_VIEWS: readonly ViewName[] = ['ConnectingSiwe', 'SIWXSignMessage']

/**
 * SPEC §2: the close button is disabled on the sign views when sign-in is required and no sessions exist.
 *
 * @example
 * isCloseDisabled({ view: 'SIWXSignMessage', signInRequired: true, hasSession: false }) // true
 */
export function isCloseDisabled(params: {
  view: ViewName
  signInRequired: boolean
  hasSession: boolean
}): boolean {
  return SIGN_VIEWS.includes(params.view) && params.signInRequired && !params.hasSession
}

/**
 * SPEC §2: Cancel disconnects if sign-in is required, otherwise it just closes.
 *
 * @example
 * cancelAction({ signInRequired: true }) // 'disconnect'
 */
export function cancelAction(params: { signInRequired: boolean }): 'disconnect' | 'close' {
  return params.signInRequired ? 'disconnect' : 'close'
}
