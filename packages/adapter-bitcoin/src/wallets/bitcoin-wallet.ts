import type { BitcoinNetworkName } from '../networks/bitcoin-network-names.js'

/** What an address is for: sats-connect's purposes (`ordinals` becomes AccountEntry type `ordinal`). */
export type AddressPurpose = 'payment' | 'ordinals'

/** One address a wallet shared, checked against the network it is on. */
export interface WalletAddress {
  address: string
  purpose: AddressPurpose
  /** Hex public key when the wallet gave one (x-only for Taproot). */
  publicKey?: string | undefined
}

export interface WalletAccounts {
  addresses: WalletAddress[]
  /** The network the wallet said it is on, when it said. */
  network?: BitcoinNetworkName | undefined
}

export type MessageProtocol = 'BIP322' | 'ECDSA'

export type WalletEvent =
  | { type: 'accountChange'; addresses?: WalletAddress[] | undefined }
  | {
      type: 'networkChange'
      network?: BitcoinNetworkName | undefined
      addresses?: WalletAddress[] | undefined
    }
  | { type: 'disconnect' }

export interface SignPsbtParameters {
  /** Base64 PSBT. */
  psbt: string
  /** Input indexes to sign, by the address that signs them. */
  signInputs: Record<string, readonly number[]>
  broadcast?: boolean | undefined
}

/**
 * One Bitcoin wallet behind one interface, whatever its transport: a sats-connect provider
 * (`request(method, params)`), a Wallet Standard wallet with `bitcoin:` features, or WalletConnect's
 * `bip122` namespace. Values coming back are unchecked here; the instance validates them.
 */
export interface BitcoinWallet {
  /** Prompts the user to share the payment and ordinals addresses. */
  connect(parameters: {
    network?: BitcoinNetworkName | undefined
    message?: string | undefined
  }): Promise<WalletAccounts>
  /** The addresses shared earlier, without a prompt; `undefined` when the wallet cannot tell silently. */
  restore(): Promise<WalletAccounts | undefined>
  disconnect(): Promise<void>
  signMessage(parameters: {
    address: string
    message: string
    protocol: MessageProtocol
  }): Promise<{ signature: string; protocol?: MessageProtocol | undefined }>
  /** Pays each recipient `amount` satoshis; resolves the txid. Absent: the adapter builds a PSBT. */
  sendTransfer?(parameters: { recipients: { address: string; amount: bigint }[] }): Promise<string>
  signPsbt(parameters: SignPsbtParameters): Promise<{ psbt: string; txid?: string | undefined }>
  /** Moves the wallet to another network; absent when the wallet cannot. */
  switchNetwork?(network: BitcoinNetworkName): Promise<void>
  /** A raw request in the wallet's own terms. */
  request(method: string, params: unknown): Promise<unknown>
  /** Subscribes to account, network and disconnect events. */
  subscribe(listener: (event: WalletEvent) => void): () => void
  /** The session topic when the wallet is reached over a session shared by several namespaces. */
  sessionTopic?(): string | undefined
  /** The object the app may use directly (the sats-connect provider, the Wallet Standard wallet). */
  readonly provider: unknown
}
