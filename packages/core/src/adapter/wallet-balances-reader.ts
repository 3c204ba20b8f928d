import type { TokenBalance } from '../types/account.js'
import type { Network } from '../types/network.js'
import type { ChainAdapter } from './chain-adapter.js'

/**
 * An adapter whose wallet reports its own balances (SPEC §7: on EVM the wallet is asked first).
 * A typed extension, not a member of the universal contract: only families with wallet asset
 * discovery implement it (eip155: `wallet_getCapabilities` `assetDiscovery`, then ERC-7811
 * `wallet_getAssets` for the network's hex chain id).
 */
export interface WalletBalancesReader {
  /**
   * The balances the connected wallet reports for `address` on `network`, or `undefined` when the
   * wallet has no asset discovery there (core then uses the data API). Entries may have
   * `price`/`value` 0: core prices them with the data API. Untrusted: core cleans what comes back.
   */
  getWalletBalances(params: {
    address: string
    network: Network
  }): Promise<TokenBalance[] | undefined>
}

/** Whether `adapter` reads the wallet's own balances: its `getWalletBalances` is a function. */
export function readsWalletBalances<A extends ChainAdapter>(
  adapter: A,
): adapter is A & WalletBalancesReader {
  return typeof (adapter as Partial<WalletBalancesReader>).getWalletBalances === 'function'
}
