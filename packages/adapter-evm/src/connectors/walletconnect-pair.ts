// Loaded by the connector (import()) for a new pairing: never with the page, and on a page whose
// client runs in a worker it loads none of WalletConnect's libraries either.
import type { SiwxConfig } from '@portico/core'
import type { NamespaceProposal } from '@portico/core/internal'
import type { EvmWalletConnectProvider } from './walletconnect-connector.js'
import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS } from './walletconnect-connector.js'
import type { UniversalProvider } from './walletconnect-provider.js'

export interface NewPairing {
  provider: EvmWalletConnectProvider
  /** The chain the dapp connects on, and every chain it offers (eip155 ids). */
  chainId: number
  chains: readonly number[]
  rpcMap: Record<number, string>
  /** The other families' proposals in the kit's one session. */
  others: [string, NamespaceProposal][]
  oneClickAuth?: SiwxConfig | undefined
  warn: (message: string, details?: unknown) => void
}

/** A provider whose client runs in a worker (its facade can only let go of the worker). */
export function runsInWorker(
  provider: EvmWalletConnectProvider,
): provider is Exclude<EvmWalletConnectProvider, UniversalProvider> {
  return 'release' in provider
}

/**
 * Pairs a new session: the URI goes out as the provider's `display_uri`, and the promise settles
 * with the wallet's answer. A relay restarting while the QR is shown may lose its proposal: the
 * pairing is then made again (core's repair; in a worker, the worker runs it beside its relayer).
 */
export async function pairNewSession(options: NewPairing): Promise<void> {
  const { provider } = options
  const optionalNamespaces = {
    // eip155 first: UniversalProvider sends chain-less requests to the first namespace.
    eip155: {
      chains: options.chains.map((id) => `eip155:${id}`),
      methods: [...WALLETCONNECT_METHODS],
      events: [...WALLETCONNECT_EVENTS],
      rpcMap: { ...options.rpcMap },
    },
    ...Object.fromEntries(options.others),
  }
  if (runsInWorker(provider)) {
    await provider.connect({ optionalNamespaces })
    return
  }
  const pair = async () => {
    const { oneClickAuth } = options
    if (oneClickAuth && options.others.length === 0) {
      const { authenticateSession } = await import('./one-click-auth.js')
      await authenticateSession({
        provider,
        siwx: oneClickAuth,
        chainId: options.chainId,
        chains: [...options.chains],
        methods: WALLETCONNECT_METHODS,
        events: WALLETCONNECT_EVENTS,
        rpcMap: options.rpcMap,
        warn: options.warn,
      })
    } else await provider.connect({ optionalNamespaces })
  }
  const { pairAcrossRelayRestarts } = await import('./walletconnect-provider.js')
  await pairAcrossRelayRestarts({ relayer: provider.client.core.relayer, provider, pair })
}
