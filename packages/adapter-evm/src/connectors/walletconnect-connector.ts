import { ChainNotSupportedError, type Clock, type KitStorage, type SiwxConfig } from '@portico/core'
import type { WalletConnectWorkerProvider } from '@portico/core/internal'
import {
  joinSharedWalletConnect,
  leaveSharedWalletConnect,
  sharedWalletConnectClient,
} from '@portico/core/internal'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { getAddress, numberToHex } from 'viem'
import { walletConnectNetworks } from '../connection/wallet-networks.js'
import { parseAccounts, parseChainId } from '../wallet-values/parse-wallet-values.js'
import type { UniversalProvider } from './walletconnect-provider.js'
import type { RelaySyncProvider } from './walletconnect-relay-sync.js'

/** Methods the dapp asks the wallet to approve (SPEC §7 "Allowed RPC methods", eip155 part). */
export const WALLETCONNECT_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

export const WALLETCONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const

export interface WalletConnectParameters {
  projectId: string
  /** Relay WebSocket URL, e.g. a local or self-hosted relay (`ws://127.0.0.1:PORT`). */
  relayUrl?: string | undefined
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
  /** The kit's storage: the WalletConnect client keeps its session, pairing and keys there. */
  storage: KitStorage
  /** RPC URL per chain id, for the reads the WalletConnect provider answers itself. */
  rpcMap: Record<number, string>
  /** The client's storage prefix; default: one made once per kit storage. */
  customStoragePrefix?: string | undefined
  /** Skip the verify service (default: when `relayUrl` is set, i.e. a local or self-hosted relay). */
  skipVerify?: boolean | undefined
  /** Reports a malformed wallet event that was dropped (default: dropped silently). */
  warn?: ((message: string, details?: unknown) => void) | undefined
  /**
   * The kit's `AdapterContext.shared`: the client is then the kit's one WalletConnect client, and a
   * pairing proposes every namespace the kit's adapters put there (one session, eip155 + solana …).
   */
  shared?: Map<string, unknown> | undefined
  /**
   * The kit's sign-in config: a new session is asked with one-click auth (`wc_sessionAuthenticate`)
   * and the wallet's CACAO recorded as the sign-in (eip155 alone in the session only).
   */
  oneClickAuth?: SiwxConfig | undefined
  /**
   * The kit's clock: a restored session waits on it (bounded) for what the relay kept for it, so
   * a session the wallet ended while the page was closed is not shown connected. Without it the
   * stored session is restored as it is.
   */
  clock?: Clock | undefined
  /**
   * Run WalletConnect's client in a worker (a SharedWorker where the browser has one: every tab
   * of the app then shares one relay socket and one session store; else a dedicated Worker), the
   * page keeping only a provider facade. The worker keeps its own store (IndexedDB), not the kit's
   * storage. Where there are no workers, or the worker cannot start, the client runs on the page.
   * Applies to a kit whose only WalletConnect family is eip155 and without `oneClickAuth`
   * (otherwise the client runs on the page). Default off.
   */
  worker?: boolean | undefined
}

/** The provider of the connector: WalletConnect's own, or the facade of one in a worker. */
export type EvmWalletConnectProvider = UniversalProvider | WalletConnectWorkerProvider

/** The `message` event type carrying the pairing URI (`data` is the URI). */
export const DISPLAY_URI_MESSAGE = 'display_uri'

/** The `message` event type of a session update (`data` is the provider, read its `session`). */
export const SESSION_UPDATE_MESSAGE = 'session_update'

walletConnect.type = 'walletConnect' as const

/**
 * A wagmi connector over `@walletconnect/universal-provider`. Its code is loaded by a dynamic
 * `import()` the first time the provider is needed (the user picks WalletConnect, or a saved
 * WalletConnect session is restored), so it stays out of the entry chunk. The pairing URI is
 * emitted as a connector `message` of type `display_uri`.
 */
export function walletConnect(
  parameters: WalletConnectParameters,
): CreateConnectorFn<EvmWalletConnectProvider> & { dispose(): Promise<void> } {
  let unlistenCurrent: (() => void) | undefined
  const warn = parameters.warn ?? (() => {})
  // Without the kit's shared map the slot is this connector's own (one user).
  const slot = joinSharedWalletConnect<EvmWalletConnectProvider>(
    { shared: parameters.shared, storage: parameters.storage },
    'eip155',
    {
      chains: Object.keys(parameters.rpcMap).map((id) => `eip155:${id}`),
      methods: [...WALLETCONNECT_METHODS],
      events: [...WALLETCONNECT_EVENTS],
      rpcMap: { ...parameters.rpcMap },
    },
    parameters.customStoragePrefix,
  )
  let left = false

  const create = createConnector<EvmWalletConnectProvider>((config) => {
    const onAccountsChanged = (accounts: string[]) => connector.onAccountsChanged(accounts)
    const onChainChanged = (chainId: string) => connector.onChainChanged(chainId)
    const onSessionDelete = () => connector.onDisconnect()
    const onDisplayUri = (uri: string) =>
      config.emitter.emit('message', { type: DISPLAY_URI_MESSAGE, data: uri })

    function listen(provider: EvmWalletConnectProvider) {
      if (unlistenCurrent) return
      const onSessionUpdate = () =>
        config.emitter.emit('message', { type: SESSION_UPDATE_MESSAGE, data: provider })
      provider.on('accountsChanged', onAccountsChanged)
      provider.on('chainChanged', onChainChanged)
      provider.on('session_delete', onSessionDelete)
      provider.on('session_update', onSessionUpdate)
      unlistenCurrent = () => {
        unlistenCurrent = undefined
        provider.removeListener('accountsChanged', onAccountsChanged)
        provider.removeListener('chainChanged', onChainChanged)
        provider.removeListener('session_delete', onSessionDelete)
        provider.removeListener('session_update', onSessionUpdate)
      }
    }

    const connector: ReturnType<Parameters<typeof createConnector<EvmWalletConnectProvider>>[0]> = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: walletConnect.type,

      getProvider: () =>
        sharedWalletConnectClient(
          slot,
          parameters.storage,
          parameters,
          async (init) => {
            const chunk = await import('./walletconnect-provider.js')
            const provider = await chunk.initUniversalProvider(init)
            // From the client's first moment: the relay hands over what it kept right after connecting.
            if (parameters.clock)
              chunk.watchRelaySync(provider as unknown as RelaySyncProvider, parameters.clock)
            return provider
          },
          // eip155 alone in the kit's session, without one-click auth: the worker's client serves it.
          parameters.worker && !parameters.oneClickAuth && slot.namespaces.size === 1
            ? async (prefix) =>
                (await import('./walletconnect-worker-client.js')).openWalletConnectInWorker(
                  parameters,
                  prefix,
                  warn,
                )
            : undefined,
        ),

      async connect({ chainId, isReconnecting } = {}) {
        const provider = await connector.getProvider()
        // A worker's client is synced before it answers (the worker waits for the relay itself).
        if (isReconnecting && provider.session && parameters.clock && !('release' in provider)) {
          const { relaySyncOf } = await import('./walletconnect-provider.js')
          await relaySyncOf(provider as unknown as RelaySyncProvider, parameters.clock)
        }
        if (!provider.session) {
          if (isReconnecting) throw new Error('No WalletConnect session to restore')
          provider.on('display_uri', onDisplayUri)
          try {
            const { pairNewSession } = await import('./walletconnect-pair.js')
            await pairNewSession({
              provider,
              chainId: chainId ?? config.chains[0].id,
              chains: config.chains.map((chain) => chain.id),
              rpcMap: parameters.rpcMap,
              others: [...slot.namespaces].filter(([ns]) => ns !== 'eip155'),
              oneClickAuth: parameters.oneClickAuth,
              warn,
            })
          } finally {
            provider.removeListener('display_uri', onDisplayUri)
          }
        }
        listen(provider)
        const approved = walletConnectNetworks(provider)?.caipNetworkIds ?? []
        let currentChainId = await connector.getChainId()
        if (chainId && chainId !== currentChainId && approved.includes(`eip155:${chainId}`)) {
          provider.setDefaultChain(`eip155:${chainId}`, parameters.rpcMap[chainId])
          currentChainId = chainId
        }
        const accounts = await connector.getAccounts()
        return { accounts: accounts as never, chainId: currentChainId }
      },

      async disconnect() {
        const provider = await connector.getProvider()
        unlistenCurrent?.()
        if (provider.session) await provider.disconnect().catch(() => undefined)
      },

      async getAccounts() {
        const provider = await connector.getProvider()
        if (!provider.session) return []
        const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
        return accounts.map((account) => getAddress(account))
      },

      async getChainId() {
        const provider = await connector.getProvider()
        const chainId = await provider.request({ method: 'eth_chainId' })
        return Number(chainId)
      },

      async isAuthorized() {
        try {
          const provider = await connector.getProvider()
          if (!provider.session) return false
          return (await connector.getAccounts()).length > 0
        } catch {
          return false
        }
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new ChainNotSupportedError()
        const provider = await connector.getProvider()
        try {
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
        } catch (error) {
          if (error instanceof Error && /not approved/.test(error.message))
            throw new ChainNotSupportedError({ cause: error })
          throw error
        }
        config.emitter.emit('change', { chainId })
        return chain
      },

      onAccountsChanged(raw) {
        const accounts = parseAccounts(raw)
        if (!accounts) return warn('Refused a malformed accountsChanged from the wallet', raw)
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts })
      },

      onChainChanged(raw) {
        const chainId = parseChainId(raw)
        if (chainId === undefined)
          return warn('Refused a malformed chainChanged from the wallet', raw)
        config.emitter.emit('change', { chainId })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })

  /**
   * Closes the relay socket and timers and forgets WalletConnect's per-prefix global core, so the
   * next client over the same storage starts fresh (as after a page reload).
   */
  async function dispose(): Promise<void> {
    unlistenCurrent?.()
    if (left) return
    left = true
    // The kit's shared client: the last adapter to leave closes it.
    await leaveSharedWalletConnect(slot)
  }

  return Object.assign(create, { dispose })
}
