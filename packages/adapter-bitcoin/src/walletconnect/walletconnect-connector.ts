import type { KitStorage } from '@portico/core'
import type { BitcoinAdapterOptions } from '../bitcoin-adapter-types.js'
import type { FoundWallet } from '../connectors/wallet-registry.js'
import type { BitcoinWallet } from '../wallets/bitcoin-wallet.js'
import { createWalletConnectStorage, walletConnectPrefix } from './walletconnect-storage.js'
import type { WalletConnectBitcoin } from './walletconnect-wallet.js'

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * The WalletConnect connector of the bip122 namespace. Its code (and `@walletconnect/*`) is loaded
 * with import() the first time it is used: the user picks it, or a saved session is restored.
 */
export function createWalletConnectConnector(parameters: {
  options: BitcoinAdapterOptions & { projectId: string }
  storage: KitStorage
  chains: () => readonly string[]
  onDisplayUri(uri: string): void
}) {
  const { options } = parameters
  const wcOptions = options.walletConnect || {}
  const relayUrl = wcOptions.relayUrl ?? options.relayUrl
  let loading: Promise<WalletConnectBitcoin> | undefined
  let loaded: WalletConnectBitcoin | undefined

  const load = (): Promise<WalletConnectBitcoin> => {
    loading ??= import('./walletconnect-wallet.js')
      .then((module) => {
        const prefix = wcOptions.customStoragePrefix ?? walletConnectPrefix(parameters.storage)
        return module.createWalletConnectBitcoin({
          projectId: options.projectId,
          relayUrl,
          metadata: wcOptions.metadata,
          storage: createWalletConnectStorage(parameters.storage, prefix),
          customStoragePrefix: prefix,
          skipVerify: wcOptions.skipVerify ?? relayUrl !== undefined,
          chains: parameters.chains(),
          onDisplayUri: parameters.onDisplayUri,
        })
      })
      .then((client) => {
        loaded = client
        return client
      })
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return loading
  }

  // A BitcoinWallet whose every call first loads the WalletConnect chunk.
  const lazy: BitcoinWallet = {
    get provider() {
      return loaded?.wallet.provider
    },
    connect: async (p) => (await load()).wallet.connect(p),
    restore: async () => (await load()).wallet.restore(),
    disconnect: async () => (await load()).wallet.disconnect(),
    signMessage: async (p) => (await load()).wallet.signMessage(p),
    sendTransfer: async (p) => {
      const { wallet } = await load()
      if (!wallet.sendTransfer) throw new TypeError('WalletConnect sendTransfer missing')
      return wallet.sendTransfer(p)
    },
    signPsbt: async (p) => (await load()).wallet.signPsbt(p),
    request: async (m, p) => (await load()).wallet.request(m, p),
    subscribe(listener) {
      let off: (() => void) | undefined
      let stopped = false
      void load().then((wc) => {
        if (!stopped) off = wc.wallet.subscribe(listener)
      })
      return () => {
        stopped = true
        off?.()
      }
    },
  }

  const found: FoundWallet = {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    source: 'walletconnect',
    create: () => lazy,
  }

  return {
    found,
    /** The session topic, once the chunk is loaded and a session exists. */
    topic: async () => (loading ? (await loading.catch(() => undefined))?.topic() : undefined),
    /** Closes the relay socket; the session stays stored for the next instance. */
    async dispose() {
      const pending = loading
      loading = undefined
      loaded = undefined
      await (await pending?.catch(() => undefined))?.dispose()
    },
  }
}
