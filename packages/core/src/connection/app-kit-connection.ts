import type { ChainAdapter, RpcRequest, Unsubscribe } from '../adapter/chain-adapter.js'
import type { PairingState } from '../app-kit/app-kit-types.js'
import type { AccountState } from '../types/account.js'
import type { AccountType, ChainNamespace, ConnectionStatus } from '../types/chain.js'
import type { Network } from '../types/network.js'

/** Connecting wallets and their accounts: connect, select, disconnect, the adapters, RPC requests, pairing and external connect flows. A part of `AppKit`. */
export interface AppKitConnection {
  /**
   * Connect through `connectorId` of the namespace's adapter (default: the active namespace). Stores
   * the connector id and recent wallet, sets the default account type, then syncs balance and name.
   */
  connect(params: {
    connectorId: string
    namespace?: ChainNamespace
    network?: Network
  }): Promise<void>
  /**
   * Make another account of the namespace's connection active (polkadot extension accounts, the
   * bip122 ordinals account): the adapter signs and sends with it; the choice survives a reload.
   * Throws "Invalid address" for an address the wallet did not expose.
   */
  selectAccount(params: { address: string; namespace?: ChainNamespace }): Promise<void>
  /** SPEC §4 disconnect: all namespaces, or one plus those on the same WalletConnect/auth session. */
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
  /** The adapter of `namespace` (default: the active one, else the app's first). */
  getAdapter(namespace?: ChainNamespace): ChainAdapter | undefined
  /** Sign with the active account; rejections toast "Signature declined" (SPEC §8). */
  signMessage(message: string): Promise<string>
  /**
   * SPEC §6: the user's preferred account type for `namespace` (default: the active one). For
   * the embedded wallet's eip155 account it switches between the smart account and the EOA
   * (resolves once the frame answered; the connected address then changes).
   */
  setPreferredAccountType(type: AccountType, namespace?: ChainNamespace): Promise<void>
  /** A raw RPC request through the permission gate (SPEC §6 RPC permission classes). */
  request(request: RpcRequest, namespace?: ChainNamespace): Promise<unknown>
  /** Account state of `namespace` (default: the active one). */
  getAccount(namespace?: ChainNamespace): AccountState | undefined
  /** Calls `onChange` when that account state changes. */
  watchAccount(
    onChange: (account: AccountState | undefined, previous: AccountState | undefined) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe
  getConnectionStatus(namespace?: ChainNamespace): ConnectionStatus
  /** SPEC §4: the unexpired pairing to reuse in an in-messenger browser or iOS Safari, else undefined. */
  getReusablePairing(): PairingState | undefined
  /**
   * SPEC §4 pairing lifecycle of the WalletConnect views, which the kit starts when one is shown:
   * reuse (in-messenger browsers, iOS Safari) or a new pairing, refreshed before it expires, the
   * modal closed once connected; the flow ends when the modal leaves the pairing views. State:
   * `pairing` and `pairingFlow`. After a failed pairing request, this asks the wallet again.
   */
  retryPairing(): Promise<void>
  /**
   * The ConnectingExternal view's flow, which the kit starts when the view is shown: its wallet
   * asked to connect, each family the route data names in turn, the modal closed if it still
   * shows the view; leaving the view ends the flow. State: `externalConnect` (declined for a
   * rejection, failed for any other error). After a decline or a failure, this asks again,
   * skipping the families already connected.
   */
  retryExternalConnect(): Promise<void>
  /**
   * Gets a connector ready ahead of its pick, on the intent before it (the modal opening, hover or
   * focus of its row): its adapter downloads its code and opens what it can (WalletConnect: the
   * client and its relay socket), and the pairing flow's code comes too. Never prompts a wallet,
   * never rejects (a failure leaves the pick to do the work).
   */
  prepareConnector(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>
}
