// Loaded with import() on the adapter's first WalletConnect connect: never in the page's first load.
import { type Clock, RelayUnreachableError } from '@portico/core'
import type { Connector as WagmiConnector } from '@wagmi/core'
import { DISPLAY_URI_MESSAGE } from './walletconnect-connector.js'

/** Default time (ms) the relay has to hand out a pairing URI before it counts as down. */
export const DEFAULT_RELAY_TIMEOUT = 5_000

type Connect = WagmiConnector['connect']

/** A pairing attempt the relay has not answered yet (no URI). */
interface WaitingAttempt {
  result: ReturnType<Connect>
  uri: string | undefined
}

/**
 * Bounds a new WalletConnect pairing's wait for the relay (a relay that does not answer
 * in a few seconds is down). The connector's `connect` rejects with `RelayUnreachableError` when
 * no pairing URI came within `timeout` ms on the instance's clock, so wagmi leaves `connecting`
 * and the kit can offer Retry. The WalletConnect client cannot withdraw a pairing it is still
 * creating, and it finishes it once the relay is back: a retry while that attempt has no URI yet
 * waits for it again (bounded again) rather than starting a second pairing whose proposal would
 * race the first; once an attempt has shown its URI, every `connect` is a new pairing as before.
 * The wait for the user after the URI is not bounded here (the pairing's lifetime is). Restoring
 * a saved session (`isReconnecting`) passes through. `timeout` 0 turns the bound off.
 * `timeout` defaults to {@link DEFAULT_RELAY_TIMEOUT}. Returns the release (the connector's own
 * `connect` back, the listener gone).
 *
 * @example
 * releases.push(boundRelayWait(walletConnectConnector, { clock, timeout: 5_000 }))
 */
export function boundRelayWait(
  connector: WagmiConnector,
  options: { clock: Clock; timeout?: number | undefined },
): () => void {
  const { clock, timeout = DEFAULT_RELAY_TIMEOUT } = options
  if (!(timeout > 0)) return () => undefined
  const connect = connector.connect
  let waiting: WaitingAttempt | undefined
  const uriListeners = new Set<() => void>()
  const onMessage = (message: { type: string; data?: unknown }) => {
    if (message.type !== DISPLAY_URI_MESSAGE || typeof message.data !== 'string') return
    if (waiting) waiting.uri = message.data
    waiting = undefined
    for (const listener of uriListeners) listener()
  }
  connector.emitter.on('message', onMessage)

  // wagmi's `connect` is generic over its capabilities flag: the wrapper passes it through as is.
  connector.connect = (async (parameters?: Parameters<Connect>[0]) => {
    if (parameters?.isReconnecting) return connect(parameters)
    if (!waiting) {
      const attempt: WaitingAttempt = { result: connect(parameters), uri: undefined }
      waiting = attempt
      const settled = () => {
        if (waiting === attempt) waiting = undefined
      }
      // An attempt given up on may settle later: its outcome is no longer anyone's.
      attempt.result.then(settled, settled)
    }
    const { result } = waiting
    let timer: unknown
    const onUri = () => clock.clearTimeout(timer)
    const down = new Promise<never>((_, reject) => {
      timer = clock.setTimeout(() => reject(new RelayUnreachableError(timeout)), timeout)
    })
    uriListeners.add(onUri)
    try {
      return await Promise.race([result, down])
    } finally {
      clock.clearTimeout(timer)
      uriListeners.delete(onUri)
    }
  }) as Connect
  return () => {
    connector.emitter.off('message', onMessage)
    connector.connect = connect
  }
}
