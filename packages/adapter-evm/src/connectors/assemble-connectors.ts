import type { Clock, EmbeddedWalletActions, KitStorage, Network } from '@portico/core'
import { type CreateConnectorFn, injected } from '@wagmi/core'
import { type Eip1193Provider, isEip1193Provider } from '../discovery/eip1193-provider.js'
import type { EvmAdapterOptions, WalletTarget } from '../evm-adapter-types.js'
import type { ProviderGuard } from '../wallet-values/guarded-provider.js'
import { INJECTED_ID } from './describe-connector.js'
import { embeddedWalletConnector } from './embedded-wallet-connector.js'
import { walletConnect } from './walletconnect-connector.js'

export interface AssembledConnectors {
  /** In offering order: injected, WalletConnect, the embedded wallet, then the app's extras. */
  fns: CreateConnectorFn[]
  /** Index of the embedded-wallet connector in `fns` (offered as AUTH), or -1. */
  embeddedIndex: number
  /** The WalletConnect connector, to close its socket at `destroy()`. */
  walletConnect: ReturnType<typeof walletConnect> | undefined
}

/** `window.ethereum`, when it is an EIP-1193 provider. */
export function injectedProvider(target: WalletTarget | undefined): Eip1193Provider | undefined {
  const provider = target?.ethereum
  return isEip1193Provider(provider) ? provider : undefined
}

/**
 * The wagmi connectors one adapter instance offers at start. Wallet providers go behind `guard`
 * (their events are checked, their listeners released at `destroy()`); WalletConnect keeps its
 * client in the kit's storage under a prefix of its own.
 */
export function assembleConnectors(
  options: EvmAdapterOptions,
  parameters: {
    storage: KitStorage
    target: WalletTarget | undefined
    guard: ProviderGuard
    networks: readonly Network[]
    rpcUrlsFor(network: Network): readonly string[]
    warn(message: string, details?: unknown): void
    /** The kit's shared map: WalletConnect joins the kit's one client there. */
    shared?: Map<string, unknown> | undefined
    /** The kit's embedded wallet (`createAppKit({ embeddedWallet })`): offered as AUTH. */
    embeddedWallet?: EmbeddedWalletActions | undefined
    /** The adapter's clock (a restored WalletConnect session's bounded relay sync). */
    clock?: Clock | undefined
  },
): AssembledConnectors {
  const { storage, target, guard } = parameters
  const fns: CreateConnectorFn[] = []
  if (injectedProvider(target)) {
    fns.push(
      injected({
        target: {
          id: INJECTED_ID,
          name: 'Browser Wallet',
          provider: () => {
            // Read at each use: the wallet may replace `window.ethereum` after start.
            const provider = injectedProvider(target)
            // biome-ignore lint/suspicious/noExplicitAny: wagmi's provider type is its own EIP-1193 shape
            return (provider ? guard.guard(provider) : undefined) as any
          },
        },
      }),
    )
  }
  let walletConnectFn: ReturnType<typeof walletConnect> | undefined
  if (options.walletConnect) {
    const wc = options.walletConnect
    walletConnectFn = walletConnect({
      projectId: wc.projectId,
      relayUrl: wc.relayUrl,
      metadata: wc.metadata,
      storage,
      customStoragePrefix: wc.customStoragePrefix,
      skipVerify: wc.skipVerify,
      rpcMap: Object.fromEntries(
        parameters.networks.map((n) => [Number(n.id), parameters.rpcUrlsFor(n)[0] ?? '']),
      ),
      warn: parameters.warn,
      shared: parameters.shared,
      oneClickAuth: wc.oneClickAuth,
      clock: parameters.clock,
      worker: wc.worker,
    })
    fns.push(walletConnectFn)
  }
  const embedded =
    options.embeddedWallet ??
    (parameters.embeddedWallet ? embeddedWalletConnector(parameters.embeddedWallet) : undefined)
  const embeddedIndex = embedded ? fns.push(embedded) - 1 : -1
  fns.push(...(options.connectors ?? []))
  return { fns, embeddedIndex, walletConnect: walletConnectFn }
}
