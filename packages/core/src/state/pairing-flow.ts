import type { ChainNamespace } from '../types/chain.js'
import type { ViewName } from '../types/ui.js'

/**
 * The WalletConnect pairing flow a view shows (the URI itself is `snapshot.pairing`):
 * `idle` when no pairing view is open, `waiting` while a connect request waits for the wallet
 * (the QR code shows once `pairing` holds its URI), `failed` after the request failed.
 */
export interface PairingFlowState {
  status: 'idle' | 'waiting' | 'failed'
  /** Why the last request failed (status `failed`). */
  error: string | undefined
  /** The namespace the WalletConnect connector connects (its connection closing the modal). */
  namespace: ChainNamespace | undefined
}

/** The views that show a pairing; leaving them (or closing the modal) ends the flow. */
export const PAIRING_VIEWS: readonly ViewName[] = [
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/** Shown when no WalletConnect connector is offered. */
export const WALLETCONNECT_UNAVAILABLE = 'WalletConnect is not available.'

/**
 * No pairing view open.
 *
 * @example
 * initialPairingFlowState() // { status: 'idle', error: undefined, namespace: undefined }
 */
export function initialPairingFlowState(): PairingFlowState {
  return { status: 'idle', error: undefined, namespace: undefined }
}
