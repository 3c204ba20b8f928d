import type { Network } from '../types/network.js'
import type { Metadata } from '../types/ui.js'

/**
 * The WalletConnect options every adapter takes, in its `walletConnect` option. The kit's adapters
 * share one WalletConnect client (one session, one QR code), so each family reads the same
 * fields; an adapter whose connector has more settings extends this type.
 */
export interface AdapterWalletConnectOptions {
  /** The WalletConnect project id. */
  projectId: string
  /** Relay URL, e.g. `ws://127.0.0.1:PORT` for a local or self-hosted relay. */
  relayUrl?: string | undefined
  /** Dapp metadata shown in the wallet. */
  metadata?: Metadata | undefined
  /**
   * How long (ms) a new pairing waits for the relay to hand out its URI, from the connect on,
   * before the connect fails with `RelayUnreachableError` (the view then offers Try again).
   * Default 5000 (`DEFAULT_RELAY_TIMEOUT`); 0 waits without bound.
   */
  relayTimeout?: number | undefined
}

/**
 * The options every chain adapter takes, spelled the same in every family; an adapter's own
 * options extend this type with only its family's settings beside these.
 *
 * @typeParam Target - What the adapter discovers wallets on: a window-like object whose shape
 *   differs per family (`ethereum`, `injectedWeb3`, `btc_providers`, Wallet Standard events).
 * @typeParam WalletConnect - The adapter's WalletConnect options: these base fields, or an
 *   extension of them with the family connector's own settings.
 *
 * @example
 * export interface MyAdapterOptions extends AdapterBaseOptions<EventTarget> {
 *   rpcUrls?: Record<string, string> | undefined
 * }
 */
export interface AdapterBaseOptions<
  Target,
  WalletConnect extends AdapterWalletConnectOptions = AdapterWalletConnectOptions,
> {
  /**
   * The networks of this adapter's family it acts on. Default (absent, or none of this family):
   * the kit's networks of the family.
   */
  networks?: readonly Network[] | undefined
  /** Where wallets are discovered. Default: `window`, when there is one (never read at import). */
  target?: Target | undefined
  /**
   * How long (ms) a wallet may take to answer a prompt before the request fails with
   * `WalletRequestTimeoutError`. Default 300 000 (longer than WalletConnect's 4-minute pairing
   * lifetime); 0 waits without bound.
   */
  requestTimeout?: number | undefined
  /**
   * WalletConnect's options: with them the adapter offers a WalletConnect connector (on the kit's
   * one client); absent or `false`, it offers none.
   */
  walletConnect?: WalletConnect | false | undefined
}

/**
 * The networks one adapter instance acts on, as `AdapterBaseOptions.networks` documents it: the
 * option's networks the adapter `accepts`, or the kit's ones (`AdapterContext.networks`) when the
 * option is absent or names none of them. Kept here so every family reads the option alike.
 *
 * @example
 * const isSolana = (n: Network) => n.chainNamespace === 'solana'
 * const networks = adapterNetworks(options.networks, context.networks, isSolana)
 */
export function adapterNetworks(
  own: readonly Network[] | undefined,
  kit: readonly Network[],
  accepts: (network: Network) => boolean,
): readonly Network[] {
  const chosen = (own ?? []).filter(accepts)
  return chosen.length > 0 ? chosen : kit.filter(accepts)
}
