import type { AdapterDefinition, ChainAdapter, SendTransactionParameters } from '@portico/core'
import type { AdapterBaseOptions, AdapterWalletConnectOptions } from '@portico/core/adapter-kit'
import type { WalletTarget } from './connectors/sats-connect-registry.js'
import type { StandardWallets } from './connectors/wallet-registry.js'

export type { StandardWallets, WalletTarget }

/**
 * WalletConnect's options on bip122: the base every adapter takes (`projectId`, `relayUrl`,
 * `metadata`) and the settings of the kit's WalletConnect client beside them.
 */
export interface BitcoinAdapterWalletConnectOptions extends AdapterWalletConnectOptions {
  /** Key prefix of the WalletConnect client's storage. */
  customStoragePrefix?: string | undefined
  /** Skip the verify service (default: when a relay URL is set, i.e. a local or self-hosted relay). */
  skipVerify?: boolean | undefined
}

/**
 * The options of `bitcoinAdapter`: the base every adapter takes (`networks`, `target` where
 * sats-connect wallets are found, `requestTimeout`, `walletConnect` for its `bip122` namespace)
 * and the bip122 settings beside them.
 */
export interface BitcoinAdapterOptions
  extends AdapterBaseOptions<WalletTarget, BitcoinAdapterWalletConnectOptions> {
  /** The Wallet Standard registry (default `getWallets()` of `@wallet-standard/app`). */
  wallets?: StandardWallets | undefined
  /** Which account is active after connect: `payment` (SPEC §6 default for bip122) or `ordinal`. */
  defaultAccountType?: 'payment' | 'ordinal' | undefined
  /** Text the wallet shows in its connect prompt (sats-connect `message`). */
  connectMessage?: string | undefined
  /** Confirmation target in blocks for fee estimates (Esplora `/fee-estimates`). Default 3. */
  feeTargetBlocks?: number | undefined
  /** Fee rate in sat/vB when the node has no estimate (a fresh regtest chain). Default 1. */
  fallbackFeeRate?: number | undefined
  /** `fetch` for Esplora reads (default the global one). */
  fetch?: typeof fetch | undefined
  /** How long (ms) a restore waits for the saved wallet to appear (injected late). Default 3 000. */
  restoreWait?: number | undefined
}

export interface BitcoinSignPsbtParameters {
  /** Base64 PSBT. */
  psbt: string
  /** Input indexes to sign, by the connected address that signs them. */
  signInputs: Record<string, readonly number[]>
  /** Also broadcast it (the wallet sends it); the txid is returned. */
  broadcast?: boolean
}

export interface BitcoinAdapter extends ChainAdapter {
  readonly namespace: 'bip122'
  signPsbt(params: BitcoinSignPsbtParameters): Promise<{ psbt: string; txid?: string }>
  /** The fee of a payment in satoshis: Esplora fee rate × the payment's virtual size. */
  estimateFee(params: SendTransactionParameters & { from: string }): Promise<bigint>
  /** Makes the payment or ordinals address the active one (core's `kit.selectAccount`). */
  selectAccount(params: { address: string }): void
  /**
   * Verifies a BIP-322 simple or BIP-137 signature (`@portico/verify/bitcoin`, loaded on first
   * use); a BIP-322 full or proof-of-funds signature rejects with `Bip322UnsupportedFormatError`.
   */
  verifyMessage(params: { address: string; message: string; signature: string }): Promise<boolean>
  destroy(): Promise<void>
}

/** What `bitcoinAdapter(options)` returns and `createAppKit({ adapters })` takes. */
export type BitcoinAdapterDefinition = AdapterDefinition<BitcoinAdapter>
