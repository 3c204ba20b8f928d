import type { AdapterContext, Network } from '@portico/core'
import { loadOnce } from '@portico/core/adapter-kit'
import { joinSharedWalletConnect, leaveSharedWalletConnect } from '@portico/core/internal'
import type { BitcoinAdapterWalletConnectOptions } from '../bitcoin-adapter-types.js'
import type { FoundWallet } from '../connectors/wallet-registry.js'
import type { BitcoinWallet } from '../wallets/bitcoin-wallet.js'

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** bip122 methods the dapp asks for (WalletConnect's Bitcoin RPC reference). */
export const BIP122_METHODS = ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt']
export const BIP122_EVENTS = ['bip122_addressesChanged']

type Chunk = typeof import('./walletconnect-wallet.js')
type Provider = Awaited<ReturnType<Chunk['initUniversalProvider']>>

/** What the adapter instance gives its WalletConnect connector (one object per instance). */
export interface WalletConnectConnectorParameters {
  /** The adapter's `walletConnect` options. */
  options: BitcoinAdapterWalletConnectOptions
  context: AdapterContext
  networks: readonly Network[]
  onDisplayUri(uri: string): void
}

/**
 * The WalletConnect connector of the bip122 namespace, on the kit's one WalletConnect client
 * (`AdapterContext.shared`, shared with the eip155 and solana adapters: one session, one QR code).
 * Its code (and `@walletconnect/*`) is loaded with import() the first time it is used: the user
 * picks it, or a saved session is restored.
 */
export function createWalletConnectConnector(parameters: WalletConnectConnectorParameters) {
  const { options, context } = parameters
  const slot = joinSharedWalletConnect<Provider>(
    context,
    'bip122',
    {
      chains: parameters.networks.map((n) => n.caipNetworkId),
      methods: [...BIP122_METHODS],
      events: [...BIP122_EVENTS],
    },
    options.customStoragePrefix,
  )
  let left = false
  let loaded: BitcoinWallet | undefined

  const chunk = () => import('./walletconnect-wallet.js')
  const load = loadOnce(
    async () => (loaded = await (await chunk()).openWalletConnectWallet(slot, parameters)),
  )

  // A BitcoinWallet whose every call first loads the WalletConnect chunk.
  const lazy: BitcoinWallet = {
    get provider() {
      return loaded?.provider
    },
    sessionTopic: () => loaded?.sessionTopic?.(),
    // Asked by the user: the relay bound runs from here, the client's start included.
    connect: async () => (await chunk()).connectWalletConnectWallet(slot, parameters, load),
    restore: async () => (await load()).restore(),
    disconnect: async () => (await load()).disconnect(),
    signMessage: async (p) => (await load()).signMessage(p),
    async sendTransfer(p) {
      const wallet = await load()
      if (!wallet.sendTransfer) throw new TypeError('WalletConnect sendTransfer missing')
      return wallet.sendTransfer(p)
    },
    signPsbt: async (p) => (await load()).signPsbt(p),
    request: async (m, p) => (await load()).request(m, p),
    subscribe(listener) {
      let off: (() => void) | undefined
      let stopped = false
      void load().then((wallet) => {
        if (!stopped) off = wallet.subscribe(listener)
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
    /** Leaves the kit's WalletConnect slot; the last adapter to leave closes the relay socket. */
    async dispose() {
      if (left) return
      left = true
      loaded = undefined
      await leaveSharedWalletConnect(slot)
    },
  }
}
