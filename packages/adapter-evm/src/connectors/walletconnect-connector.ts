import { ChainNotSupportedError, type SiwxConfig } from '@portico/core'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { getAddress, numberToHex } from 'viem'
import { walletConnectNetworks } from '../connection/wallet-networks.js'
import type { WalletConnectKeyValueStorage } from '../storage/walletconnect-storage.js'
import { parseAccounts, parseChainId } from '../wallet-values/parse-wallet-values.js'
import { joinSharedWalletConnect } from './shared-walletconnect.js'
import type { UniversalProvider } from './walletconnect-provider.js'

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
  /** Where the WalletConnect client keeps its session, pairing and keys. */
  storage: WalletConnectKeyValueStorage
  /** RPC URL per chain id, for the reads the WalletConnect provider answers itself. */
  rpcMap: Record<number, string>
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
}

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
): CreateConnectorFn<UniversalProvider> & { dispose(): Promise<void> } {
  let providerPromise: Promise<UniversalProvider> | undefined
  let unlistenCurrent: (() => void) | undefined
  const prefix = parameters.customStoragePrefix ?? 'portico'
  const warn = parameters.warn ?? (() => {})
  const slot = parameters.shared
    ? joinSharedWalletConnect(
        parameters.shared,
        'eip155',
        {
          chains: Object.keys(parameters.rpcMap).map((id) => `eip155:${id}`),
          methods: [...WALLETCONNECT_METHODS],
          events: [...WALLETCONNECT_EVENTS],
          rpcMap: { ...parameters.rpcMap },
        },
        prefix,
      )
    : undefined
  let left = false

  const create = createConnector<UniversalProvider>((config) => {
    const onAccountsChanged = (accounts: string[]) => connector.onAccountsChanged(accounts)
    const onChainChanged = (chainId: string) => connector.onChainChanged(chainId)
    const onSessionDelete = () => connector.onDisconnect()
    const onDisplayUri = (uri: string) =>
      config.emitter.emit('message', { type: DISPLAY_URI_MESSAGE, data: uri })

    function listen(provider: UniversalProvider) {
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

    const connector: ReturnType<Parameters<typeof createConnector<UniversalProvider>>[0]> = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: walletConnect.type,

      async getProvider() {
        providerPromise ??= import('./walletconnect-provider.js')
          .then((module) =>
            module.providerFor(
              {
                projectId: parameters.projectId,
                relayUrl: parameters.relayUrl,
                metadata: parameters.metadata,
                storage: parameters.storage,
                customStoragePrefix: prefix,
                skipVerify: parameters.skipVerify ?? parameters.relayUrl !== undefined,
              },
              slot,
            ),
          )
          .catch((error: unknown) => {
            providerPromise = undefined
            throw error
          })
        return providerPromise
      },

      async connect({ chainId, isReconnecting } = {}) {
        const provider = await connector.getProvider()
        if (!provider.session) {
          if (isReconnecting) throw new Error('No WalletConnect session to restore')
          provider.on('display_uri', onDisplayUri)
          const others = [...(slot?.namespaces ?? [])].filter(([ns]) => ns !== 'eip155')
          try {
            if (parameters.oneClickAuth && others.length === 0) {
              // Loaded with the WalletConnect provider's code, never in the page's first load.
              const { authenticateSession } = await import('./one-click-auth.js')
              await authenticateSession({
                provider,
                siwx: parameters.oneClickAuth,
                chainId: chainId ?? config.chains[0].id,
                chains: config.chains.map((chain) => chain.id),
                methods: WALLETCONNECT_METHODS,
                events: WALLETCONNECT_EVENTS,
                rpcMap: parameters.rpcMap,
                warn,
              })
            } else
              await provider.connect({
                optionalNamespaces: {
                  // eip155 first: UniversalProvider sends chain-less requests to the first namespace.
                  eip155: {
                    chains: config.chains.map((chain) => `eip155:${chain.id}`),
                    methods: [...WALLETCONNECT_METHODS],
                    events: [...WALLETCONNECT_EVENTS],
                    rpcMap: { ...parameters.rpcMap },
                  },
                  ...Object.fromEntries(
                    [...(slot?.namespaces ?? [])].filter(([namespace]) => namespace !== 'eip155'),
                  ),
                },
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
    const pending = slot ? slot.provider : providerPromise
    providerPromise = undefined
    unlistenCurrent?.()
    if (slot) {
      // The kit's shared client: the last adapter to leave closes it.
      if (left || --slot.users > 0) {
        left = true
        return
      }
      left = true
      slot.provider = undefined
    }
    const provider = await pending?.catch(() => undefined)
    if (!provider) return
    provider.client.core.heartbeat.stop()
    await provider.client.core.relayer.transportClose().catch(() => undefined)
    const closing = slot?.prefix ?? prefix
    const globals = globalThis as Record<string, unknown>
    delete globals[`_walletConnectCore_${closing}`]
    delete globals[`_walletConnectCore_${closing}_count`]
  }

  return Object.assign(create, { dispose })
}
