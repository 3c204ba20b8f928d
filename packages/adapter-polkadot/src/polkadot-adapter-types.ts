import type { ChainAdapter, ExistentialDepositReader, Network } from '@portico/core'
import type { AdapterBaseOptions } from '@portico/core/adapter-kit'
import type { InjectedWindow } from './discovery/injected-extensions.js'

/**
 * The options of `polkadotAdapter`: the base every adapter takes (`networks`, `target` where
 * extensions inject `injectedWeb3` — default `globalThis`, the window —, `requestTimeout`,
 * `walletConnect` for its `polkadot` namespace) and the polkadot settings beside them.
 */
export interface PolkadotAdapterOptions extends AdapterBaseOptions<InjectedWindow> {
  /**
   * The name the extension shows when it asks the user to authorise this site (`enable(origin)`).
   * Default: the page's host.
   */
  appName?: string | undefined
  /** WebSocket endpoints by CAIP-2 id, overriding the networks' own (`rpcUrls.default.webSocket`). */
  rpcUrls?: Readonly<Record<string, string>> | undefined
}

/** Balances of an account in planck (the adapter's `getBalance` reports `transferable`). */
export interface PolkadotAccountBalances {
  free: bigint
  reserved: bigint
  frozen: bigint
  transferable: bigint
  decimals: number
  symbol: string
}

/** An account of the connected extension, for an account picker. */
export interface PolkadotAccountInfo {
  address: string
  name: string | undefined
  type: 'sr25519' | 'ed25519' | 'ecdsa' | undefined
  active: boolean
}

/**
 * The polkadot adapter instance: the core contract, the existential deposit
 * (`getExistentialDeposit`: `balances.existentialDeposit` in planck) and the Polkadot specifics below.
 */
export interface PolkadotAdapter extends ChainAdapter, ExistentialDepositReader {
  readonly namespace: 'polkadot'
  /** Free, reserved, frozen and transferable balance of `address` on `network`. */
  getBalances(params: { address: string; network: Network }): Promise<PolkadotAccountBalances>
  estimateFee(params: { to: string; value: bigint; from: string }): Promise<bigint>
  selectAccount(params: { address: string }): void
  /** A 32-byte-account SS58 address in the current network's prefix. */
  validateAddress(address: string): boolean
  /** The connected extension's accounts (names, key types), the active one marked. */
  getAccounts(): readonly PolkadotAccountInfo[]
}
