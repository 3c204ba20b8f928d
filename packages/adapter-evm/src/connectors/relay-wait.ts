// Loaded with import() on the adapter's first WalletConnect connect: never in the page's first load.
import type { Clock } from '@portico/core'
import { createRelayWait } from '@portico/core/adapter-kit'
import type { Connector as WagmiConnector } from '@wagmi/core'
import { DISPLAY_URI_MESSAGE } from './walletconnect-connector.js'

type Connect = WagmiConnector['connect']

/**
 * Puts wagmi's WalletConnect connector under the kit's relay bound (core's `createRelayWait`, the
 * rule every family's WalletConnect connector follows): its `connect` rejects with
 * `RelayUnreachableError` when no pairing URI came within `timeout` ms on the instance's clock, so
 * wagmi leaves `connecting` and the kit can offer Try again; a retry while the attempt has shown
 * no URI waits for that attempt again. The connector's display-URI message ends the wait.
 * Restoring a saved session (`isReconnecting`) passes through. `timeout` 0 turns the bound off;
 * its default is core's `DEFAULT_RELAY_TIMEOUT`. Returns the release (the connector's own
 * `connect` back, the listener gone).
 *
 * @example
 * releases.push(boundRelayWait(walletConnectConnector, { clock, timeout: 5_000 }))
 */
export function boundRelayWait(
  connector: WagmiConnector,
  options: { clock: Clock; timeout?: number | undefined },
): () => void {
  const connect = connector.connect
  const wait = createRelayWait<Awaited<ReturnType<Connect>>>(options)
  const onMessage = (message: { type: string; data?: unknown }) => {
    if (message.type === DISPLAY_URI_MESSAGE && typeof message.data === 'string') wait.shown()
  }
  connector.emitter.on('message', onMessage)
  // wagmi's `connect` is generic over its capabilities flag: the wrapper passes it through as is.
  connector.connect = ((parameters?: Parameters<Connect>[0]) =>
    parameters?.isReconnecting
      ? connect(parameters)
      : wait.pair(() => connect(parameters))) as Connect
  return () => {
    connector.emitter.off('message', onMessage)
    connector.connect = connect
  }
}
