import type { PairingState } from '../app-kit/app-kit-types.js'
import { isPairingExpired, shouldReusePairing } from './pairing.js'

/** What to do with the stored pairing when a WalletConnect view opens. */
export interface PairingReuse {
  /** The pairing to show again, when SPEC §4 allows reusing it here. */
  reuse: PairingState | undefined
  /** The stored pairing is expired (10 s or less left) and must be dropped. */
  drop: boolean
}

/**
 * SPEC §4: an expired pairing is dropped; an unexpired one is reused in an in-messenger browser
 * or iOS Safari (where leaving for the wallet and coming back must find the same QR / link).
 *
 * @example
 * const { reuse, drop } = pairingReuse(state.pairing, clock.now(), navigator.userAgent)
 */
export function pairingReuse(
  pairing: PairingState | undefined,
  now: number,
  userAgent: string,
): PairingReuse {
  return {
    reuse: shouldReusePairing(pairing, now, userAgent) ? pairing : undefined,
    drop: pairing !== undefined && isPairingExpired(pairing, now),
  }
}
