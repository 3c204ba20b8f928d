import type { AdapterEventMap } from '@portico/core'
import type { Config } from '@wagmi/core'

/** What the adapter last told core about the connection. */
export interface ConnectionSnapshot {
  accounts: readonly string[]
  chainId: number | undefined
  connected: boolean
}

export type ConnectionEvent =
  | { name: 'accountsChanged'; payload: AdapterEventMap['accountsChanged'] }
  | { name: 'chainChanged'; payload: AdapterEventMap['chainChanged'] }
  | { name: 'disconnect'; payload: AdapterEventMap['disconnect'] }

/** The current connection of a wagmi config, as a snapshot. */
export function connectionSnapshot(config: Config): ConnectionSnapshot {
  const state = config.state
  const connection = state.current ? state.connections.get(state.current) : undefined
  return {
    accounts: connection?.accounts ?? [],
    chainId: connection?.chainId,
    connected: Boolean(connection),
  }
}

/**
 * The events a change of connection means for core: a lost connection is `disconnect`; otherwise
 * other accounts give `accountsChanged` and another chain `chainChanged`.
 */
export function connectionEvents(
  previous: ConnectionSnapshot,
  next: ConnectionSnapshot,
): ConnectionEvent[] {
  if (previous.connected && !next.connected) return [{ name: 'disconnect', payload: {} }]
  if (!next.connected) return []
  const events: ConnectionEvent[] = []
  if (previous.accounts.join() !== next.accounts.join())
    events.push({ name: 'accountsChanged', payload: { accounts: [...next.accounts] } })
  if (next.chainId !== undefined && previous.chainId !== next.chainId)
    events.push({ name: 'chainChanged', payload: { chainId: next.chainId } })
  return events
}
