/**
 * The external-connect flow a ConnectingExternal view shows (an injected, announced or external
 * wallet asked to connect, once per family it offers): `idle` while no such view is open,
 * `waiting` while the wallet has not answered, `declined` after the user rejected (EIP-1193 4001),
 * `failed` after any other failure.
 */
export interface ExternalConnectState {
  status: 'idle' | 'waiting' | 'declined' | 'failed'
  /** What the last attempt failed with (`declined` / `failed`), as the wallet's adapter threw it. */
  error: Error | undefined
  /** Requests made since the view opened: 1 for the first, one more per Try again. */
  attempt: number
}

/**
 * No ConnectingExternal view open.
 *
 * @example
 * initialExternalConnectState() // { status: 'idle', error: undefined, attempt: 0 }
 */
export function initialExternalConnectState(): ExternalConnectState {
  return { status: 'idle', error: undefined, attempt: 0 }
}
