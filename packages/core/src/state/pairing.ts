import type { PairingState } from '../app-kit/app-kit-types.js'
import { isInMessengerBrowser } from '../rules/messenger-user-agent.js'

/** SPEC §4/§9: a pairing expires 4 minutes after creation. */
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** SPEC §4/§9: a pairing counts as expired when 10 seconds or less remain. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/**
 * A pairing for `uri` created at `now`.
 *
 * @example
 * createPairing('wc:…@2', Date.now()).expiresAt // now + 240 000
 */
export function createPairing(uri: string, now: number): PairingState {
  return { uri, expiresAt: now + PAIRING_LIFETIME_MS }
}

/**
 * SPEC §4: expired when 10 s or less remain before `expiresAt`.
 *
 * @example
 * isPairingExpired({ uri, expiresAt: 60_000 }, 50_000) // true (10 s left)
 */
export function isPairingExpired(pairing: PairingState, now: number): boolean {
  return pairing.expiresAt - now <= PAIRING_EXPIRY_MARGIN_MS
}

/**
 * Safari on iPhone / iPad / iPod (not Chrome, Firefox or Edge for iOS, which embed WebKit too).
 *
 * @example
 * isIosSafari(navigator.userAgent)
 */
export function isIosSafari(userAgent: string): boolean {
  return (
    /iPhone|iPad|iPod/.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    /Version\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
  )
}

/**
 * SPEC §4: in an in-messenger browser (the one list of SPEC §6's social filtering too) or iOS
 * Safari an unexpired pairing is reused.
 *
 * @example
 * if (shouldReusePairing(pairing, Date.now(), navigator.userAgent)) showQr(pairing.uri)
 */
export function shouldReusePairing(
  pairing: PairingState | undefined,
  now: number,
  userAgent: string,
): pairing is PairingState {
  if (!pairing || isPairingExpired(pairing, now)) return false
  return isInMessengerBrowser(userAgent) || isIosSafari(userAgent)
}
