import type { Connector, Network } from '@portico/core'
import type { NamespaceProposal } from '@portico/core/internal'

/** Methods the dapp asks a WalletConnect wallet to approve in the `polkadot` namespace. */
export const POLKADOT_WALLETCONNECT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction']
export const POLKADOT_WALLETCONNECT_EVENTS = ['accountsChanged', 'chainChanged']

/** The WalletConnect connector: the same id as the other adapters', so the UI shows one entry. */
export const WALLETCONNECT_CONNECTOR: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'polkadot',
  imageId: 'walletconnect',
}

/** What the polkadot adapter asks a WalletConnect wallet for: its networks and two methods. */
export function polkadotProposal(networks: readonly Network[]): NamespaceProposal {
  return {
    chains: networks.map((n) => n.caipNetworkId),
    methods: POLKADOT_WALLETCONNECT_METHODS,
    events: POLKADOT_WALLETCONNECT_EVENTS,
  }
}

/** The session module (loaded with the first WalletConnect connect or restore). */
export const loadWalletConnectSession = () => import('./walletconnect-session.js')
