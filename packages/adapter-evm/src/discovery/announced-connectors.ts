import type { Clock } from '@portico/core'
import type { Config, CreateConnectorFn, Connector as WagmiConnector } from '@wagmi/core'
import { injected } from '@wagmi/core'
import { addConnectors } from '../wagmi/wagmi-internals.js'
import type { ProviderGuard } from '../wallet-values/guarded-provider.js'
import { type AnnouncedWallet, createEip6963Discovery } from './eip6963-discovery.js'

/** How long a restore waits for its wallet's EIP-6963 announcement. */
export const ANNOUNCEMENT_WAIT_MS = 1_000

export interface AnnouncedConnectors {
  /** Validated wallets by rdns (= connector id). */
  readonly wallets: ReadonlyMap<string, AnnouncedWallet>
  /**
   * A wallet restored at start may announce itself a moment after the app starts (extensions
   * inject late): waits up to {@link ANNOUNCEMENT_WAIT_MS} for `connectorId` to be offered.
   */
  waitFor(
    connectorId: string,
    find: (connectorId: string) => WagmiConnector | undefined,
  ): Promise<WagmiConnector | undefined>
  /** Stops listening on the target and ends every wait. */
  destroy(): void
}

/** A wagmi connector for an announced wallet, its provider behind the guard. */
export function announcedConnector(
  wallet: AnnouncedWallet,
  guard: ProviderGuard,
): CreateConnectorFn {
  const provider = guard.guard(wallet.provider)
  return injected({
    target: {
      id: wallet.info.rdns,
      name: wallet.info.name,
      ...(wallet.info.icon ? { icon: wallet.info.icon } : {}),
      // biome-ignore lint/suspicious/noExplicitAny: wagmi's provider type is its own EIP-1193 shape
      provider: () => provider as any,
    },
  })
}

/**
 * Offers the wallets that announce themselves through EIP-6963 on `target` as wagmi connectors of
 * `config`, one per rdns; `onAdded` hears about each new batch.
 */
export function watchAnnouncedConnectors(
  target: EventTarget,
  parameters: {
    config: Config
    clock: Clock
    guard: ProviderGuard
    onAdded(connectors: readonly WagmiConnector[]): void
  },
): AnnouncedConnectors {
  const { config, clock, guard } = parameters
  const wallets = new Map<string, AnnouncedWallet>()
  const waits = new Set<() => void>()
  const discovery = createEip6963Discovery(target)

  function onAnnouncements(list: readonly AnnouncedWallet[]) {
    const fresh = list.filter((w) => !wallets.has(w.info.rdns))
    if (fresh.length === 0) return
    for (const wallet of fresh) wallets.set(wallet.info.rdns, wallet)
    // A passed wagmi config may have made a connector for this wallet already (its own EIP-6963
    // discovery): it is kept, and offered with the info we validated.
    const missing = fresh.filter((w) => !config.connectors.some((c) => c.id === w.info.rdns))
    parameters.onAdded(
      addConnectors(
        config,
        missing.map((wallet) => announcedConnector(wallet, guard)),
      ),
    )
  }

  const unsubscribe = discovery.subscribe(onAnnouncements)
  onAnnouncements(discovery.getWallets())

  return {
    wallets,
    waitFor(connectorId, find) {
      return new Promise((resolve) => {
        const finish = (connector: WagmiConnector | undefined) => {
          waits.delete(end)
          clock.clearTimeout(handle)
          stop()
          resolve(connector)
        }
        const end = () => finish(undefined)
        const handle = clock.setTimeout(end, ANNOUNCEMENT_WAIT_MS)
        const stop = discovery.subscribe(() => {
          const connector = find(connectorId)
          if (connector) finish(connector)
        })
        waits.add(end)
      })
    },
    destroy() {
      for (const end of [...waits]) end()
      unsubscribe()
      discovery.destroy()
    },
  }
}
