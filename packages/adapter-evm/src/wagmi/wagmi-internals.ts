// Every use of wagmi's `config._internal` in this package, in one place. Each has no public
// counterpart in @wagmi/core 2.x (see the notes); `wagmi-internals.test.ts` pins the installed
// version (2.22.1) and the shapes used, so a wagmi upgrade fails there first.
import type { Config, CreateConnectorFn, Connector as WagmiConnector } from '@wagmi/core'

/**
 * Adds connectors to a live config (replacing any with the same id). wagmi offers no public way:
 * `createConfig({ connectors })` fixes the list at creation, and `connect(config, { connector: fn })`
 * creates a connector without listing it. Late EIP-6963 announcements and a config the app
 * passed need this.
 */
export function addConnectors(config: Config, fns: readonly CreateConnectorFn[]): WagmiConnector[] {
  const added = fns.map((fn) => config._internal.connectors.setup(fn))
  config._internal.connectors.setState((existing) => [
    ...existing.filter((c) => !added.some((a) => a.id === c.id)),
    ...added,
  ])
  return added
}

/**
 * Waits for the persisted wagmi state (it arrives asynchronously and would overwrite a connection
 * made before). The public `hydrate()` only rehydrates configs created with `ssr: true`.
 */
export async function rehydrate(config: Config): Promise<void> {
  // `persist` is absent when a passed config has no storage.
  const store = config._internal.store as unknown as {
    persist?: { rehydrate(): Promise<void> | void }
  }
  await store.persist?.rehydrate()
}

/**
 * After a restore, routes the connector's `change` and `disconnect` events to the config as
 * `connect()` does. The public `reconnect()` would do it too, but keeps one module-wide
 * "reconnecting" flag: a second Portico instance restoring at the same time would get nothing.
 */
export function listenToConnector(config: Config, connector: WagmiConnector): void {
  const { events } = config._internal
  connector.emitter.off('connect', events.connect)
  if (!connector.emitter.listenerCount('change')) connector.emitter.on('change', events.change)
  if (!connector.emitter.listenerCount('disconnect'))
    connector.emitter.on('disconnect', events.disconnect)
}

/**
 * Whether the config's own EIP-6963 discovery (`multiInjectedProviderDiscovery`) made this
 * connector: its announcement was not validated by us, so it is not offered. Such connectors
 * carry no public mark (`injected()` exposes no `rdns`).
 */
export function madeByWagmiDiscovery(config: Config, connectorId: string): boolean {
  return (
    config._internal.mipd?.getProviders().some((detail) => detail.info.rdns === connectorId) ??
    false
  )
}
