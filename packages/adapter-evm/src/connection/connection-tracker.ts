import type { AdapterEventMap, AdapterEventName, Unsubscribe } from '@portico/core'
import type { Config } from '@wagmi/core'
import { parseAccounts, parseChainId } from '../wallet-values/parse-wallet-values.js'
import { type ConnectionSnapshot, connectionEvents, connectionSnapshot } from './wallet-events.js'

type Emit = <E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]) => void

export interface ConnectionTracker {
  /**
   * Runs an action of the adapter's own (connect, restore, disconnect, switch): the state changes
   * it makes are its result, not wallet events, so none is emitted while it runs.
   */
  whileBusy<T>(action: () => Promise<T>): Promise<T>
  /** Starts following the config; returns the unsubscribe (called at `destroy()`). */
  start(): Unsubscribe
}

/**
 * Turns the wallet-made changes of a wagmi config's connection into adapter events
 * (`accountsChanged`, `chainChanged`, `disconnect`). Values are checked again here because
 * connectors the app adds are not behind the provider guard: a malformed chain id or account is
 * reported through `warn` and neither emitted nor remembered.
 */
export function createConnectionTracker(
  config: Config,
  hooks: {
    emit: Emit
    warn(message: string, details?: unknown): void
    /** The connection is gone (the cached provider is stale). */
    onDisconnected(): void
    /**
     * The config is the app's own (`wagmiConfig` option): a connection made outside the kit (the
     * app's wagmi hooks, wagmi's reconnect on mount) is the app's, and is handed to core as
     * `connected` instead of being dropped. Default false.
     */
    shared?: boolean
  },
): ConnectionTracker {
  let busy = 0
  let last: ConnectionSnapshot = connectionSnapshot(config)

  /** The snapshot with refused values replaced by the last good ones. */
  function checked(next: ConnectionSnapshot): ConnectionSnapshot {
    if (!next.connected) return next
    let { accounts, chainId } = next
    if (chainId !== undefined && parseChainId(chainId) === undefined) {
      hooks.warn('Refused a malformed chain id from the wallet', chainId)
      chainId = last.chainId
    }
    const parsed = parseAccounts(accounts)
    if (parsed === undefined) {
      hooks.warn('Refused malformed accounts from the wallet', accounts)
      accounts = last.accounts
    } else accounts = parsed
    return { accounts, chainId, connected: true }
  }

  function onStateChange() {
    const next = checked(connectionSnapshot(config))
    const previous = last
    if (busy === 0 && !previous.connected && next.connected && hooks.shared) {
      const connectorId = currentConnectorId(config)
      last = next
      if (connectorId) hooks.emit('connected', { connectorId })
      return
    }
    if (busy === 0 && !previous.connected && next.connected) {
      // A wallet connecting itself (wagmi adopts a `connect` or `accountsChanged` from a wallet the
      // page shares, e.g. after another kit connected it) is not this kit's connection: core
      // connects through `connect()` and `reconnect()` only. Dropped from the state, not emitted.
      config.setState((state) => ({
        ...state,
        connections: new Map(),
        current: null,
        status: 'disconnected',
      }))
      return
    }
    last = next
    if (!next.connected) hooks.onDisconnected()
    if (busy > 0) return
    for (const event of connectionEvents(previous, next)) hooks.emit(event.name, event.payload)
  }

  return {
    async whileBusy(action) {
      busy++
      try {
        return await action()
      } finally {
        busy--
        last = checked(connectionSnapshot(config))
      }
    },
    start: () => config.subscribe((state) => state, onStateChange),
  }
}

/** The id of the connector holding the config's current connection. */
function currentConnectorId(config: Config): string | undefined {
  const { current, connections } = config.state
  return current ? connections.get(current)?.connector.id : undefined
}
