import type { AdapterContext, Connector, Network } from '@portico/core'
import { lazyAddressCodec } from '@portico/core/adapter-kit'
import {
  joinSharedWalletConnect,
  leaveSharedWalletConnect,
  sharedWalletConnectClient,
} from '@portico/core/internal'
import { loadSolanaActions } from '../actions/load-actions.js'
import type { SolanaWalletConnectOptions } from '../solana-adapter-types.js'
import type { WalletBackend } from '../wallets/wallet-backend.js'
import type { UniversalProvider } from './walletconnect-provider.js'

/** Methods the dapp asks a WalletConnect wallet to approve in the `solana` namespace. */
export const SOLANA_WALLETCONNECT_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

export const SOLANA_WALLETCONNECT_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** The WalletConnect connector: the same id as the EVM adapter's, so the UI shows one entry. */
export const WALLETCONNECT_CONNECTOR: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'solana',
  imageId: 'walletconnect',
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

function resultField(result: unknown, key: string): string {
  const value = (result as Record<string, unknown> | null)?.[key]
  if (typeof value !== 'string' || value === '') throw new TypeError(`The wallet sent no ${key}`)
  return value
}

/**
 * WalletConnect's `solana` namespace over the kit's one WalletConnect client (shared with the EVM
 * adapter through `AdapterContext.shared`): the session may carry eip155 and solana accounts at
 * once. The client's code is loaded by a dynamic `import()` on first use.
 */
export function createWalletConnectBackend(
  options: SolanaWalletConnectOptions,
  parameters: {
    context: AdapterContext
    networks: readonly Network[]
    rpcUrlOf(network: Network): string
    warn(message: string, details?: unknown): void
    onDisplayUri(uri: string): void
  },
): WalletBackend {
  const { context, networks } = parameters
  const slot = joinSharedWalletConnect<UniversalProvider>(context, 'solana', {
    chains: networks.map((n) => n.caipNetworkId),
    methods: [...SOLANA_WALLETCONNECT_METHODS],
    events: [...SOLANA_WALLETCONNECT_EVENTS],
    rpcMap: Object.fromEntries(networks.map((n) => [n.caipNetworkId, parameters.rpcUrlOf(n)])),
  })
  let loaded: UniversalProvider | undefined
  // The session's reader checks its accounts with the solana address codec: both download with
  // the client, so a session is never read without them.
  const reader = lazyAddressCodec(() => import('./session-accounts.js'))
  let left = false

  async function provider(): Promise<UniversalProvider> {
    const [client] = await Promise.all([
      sharedWalletConnectClient(slot, context.storage, options, async (init) =>
        (await import('./walletconnect-provider.js')).initUniversalProvider(init),
      ),
      reader.load(),
    ])
    loaded = client
    return client
  }

  const namespace = () => reader.loaded?.solanaSessionNamespace(loaded?.session)

  async function request(
    method: string,
    params: Record<string, unknown>,
    network: Network,
  ): Promise<unknown> {
    const client = await provider()
    return client.request({ method, params }, network.caipNetworkId)
  }

  return {
    connector: WALLETCONNECT_CONNECTOR,

    async connect({ silent, network }) {
      // Asked by the user: the relay bound runs from here (the chunk loads with the client), and a
      // relay restarting while the QR is shown gets a new one. Silent: only a saved session.
      if (silent) await provider()
      else
        await (await import('./walletconnect-provider.js')).pairWithinRelayBound(
          parameters,
          options.relayTimeout,
          slot.namespaces,
          provider,
        )
      const solana = namespace()
      if (!solana) return undefined
      const { sessionAddresses } = await reader.load()
      const addresses = sessionAddresses(solana.accounts, network.caipNetworkId)
      return addresses.length > 0 ? { addresses } : undefined
    },

    async disconnect() {
      const client = await provider()
      // Ends the whole session: core drops the other namespaces on it (same sessionTopic).
      if (client.session) await client.disconnect()
    },

    watch(watchers) {
      const client = loaded
      if (!client) return () => {}
      const onDelete = () => watchers.accounts([])
      const onUpdate = () => {
        const solana = namespace()
        if (!solana) return watchers.accounts([])
        watchers.chains(solana.chains)
        // `namespace()` read the session, so the reader is in.
        const addresses = reader.loaded?.sessionAddresses(solana.accounts, solana.chains[0] ?? '')
        watchers.accounts(addresses ?? [])
      }
      client.on('session_delete', onDelete)
      client.on('session_update', onUpdate)
      return () => {
        client.removeListener('session_delete', onDelete)
        client.removeListener('session_update', onUpdate)
      }
    },

    chains: () => namespace()?.chains ?? [],

    // Legacy messages only: every WalletConnect Solana wallet signs them.
    transactionVersions: () => ['legacy'],

    async signMessage(address, message) {
      const { fromBase58, toBase58 } = await loadSolanaActions()
      const network = networks[0] as Network
      const result = await request(
        'solana_signMessage',
        { message: toBase58(message), pubkey: address },
        currentNetwork(network),
      )
      return fromBase58(resultField(result, 'signature'))
    },

    async signTransaction(_address, transaction, network) {
      const { fromBase58 } = await loadSolanaActions()
      const result = await request(
        'solana_signTransaction',
        { transaction: toBase64(transaction) },
        network,
      )
      const signed = (result as { transaction?: unknown } | null)?.transaction
      if (typeof signed === 'string' && signed !== '') return fromBase64(signed)
      // Wallets that answer with the fee payer's signature only: put it in the first slot.
      const signature = fromBase58(resultField(result, 'signature'))
      const copy = transaction.slice()
      copy.set(signature, 1)
      return copy
    },

    async signAndSendTransaction(_address, transaction, network) {
      const { fromBase58 } = await loadSolanaActions()
      const result = await request(
        'solana_signAndSendTransaction',
        { transaction: toBase64(transaction) },
        network,
      )
      return fromBase58(resultField(result, 'signature'))
    },

    provider: () => loaded,

    sessionTopic: () => loaded?.session?.topic,

    async release() {
      if (left) return
      left = true
      await leaveSharedWalletConnect(slot)
    },
  }

  /** Messages are signed on the session's first solana chain the adapter knows. */
  function currentNetwork(fallback: Network): Network {
    const chains = namespace()?.chains ?? []
    return networks.find((n) => chains.includes(n.caipNetworkId)) ?? fallback
  }
}
