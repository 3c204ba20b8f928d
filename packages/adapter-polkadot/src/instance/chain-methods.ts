import {
  type Clock,
  InvalidAddressError,
  type Network,
  UnsupportedMethodError,
} from '@portico/core'
import { loadPolkadotAddress } from '@portico/core/adapter-kit'
import type { ChainConnections } from '../chain/chain-connections.js'
import type { onNode } from '../chain/on-node.js'
import { toPorticoError } from '../errors/to-portico-error.js'
import { formatPlanck } from '../networks/network-params.js'
import type { PolkadotAdapter } from '../polkadot-adapter-types.js'
import type { WalletSession } from './wallet-session.js'

type OnNode<T> = typeof onNode<T>

/**
 * A receiver or balance address must be an SS58 32-byte account id (any prefix), checksum
 * included: the codec downloads on first use, not with the page.
 */
export async function checkAccountAddress(address: string): Promise<string> {
  const decoded = (await loadPolkadotAddress()).decode(address)
  if (decoded?.publicKey.length !== 32) throw new InvalidAddressError(address.slice(0, 100))
  return address
}

/**
 * The adapter's chain-side methods (transfer, fee, balances, existential deposit): each loads the
 * chain client on first use through `chains`.
 */
export function createChainMethods(parameters: {
  chains: ChainConnections
  network(): Network
  supported(network: Network): Network
  signing(): { from: string; session: WalletSession }
  /** The instance's clock: how long a dropped node may take to come back. */
  clock: Clock
}): Pick<
  PolkadotAdapter,
  | 'sendTransaction'
  | 'estimateGas'
  | 'estimateFee'
  | 'getBalance'
  | 'getBalances'
  | 'getExistentialDeposit'
> {
  const { chains, network, supported, clock } = parameters
  // A node that cannot be reached is named (which network, what to do); one back is used again.
  // Loaded with the chain client, never at page load.
  const node = async <T>(on: Network, run: Parameters<OnNode<T>>[1]): Promise<T> =>
    (await import('../chain/on-node.js')).onNode({ chains, network: on, clock }, run)
  const fee = async ({ from, to, value }: { to: string; value: bigint; from: string }) => {
    await checkAccountAddress(to)
    return node(network(), ({ chain, api }) => chain.estimateTransferFee(api, { from, to, value }))
  }
  const getBalances: PolkadotAdapter['getBalances'] = async ({ address, network: on }) => {
    await checkAccountAddress(address)
    // Storage first (no chain client to load, no metadata to fetch), the client when it cannot say.
    const balances = await (await import('../chain/storage-balances.js')).readBalancesStorageFirst(
      chains,
      supported(on),
      address,
      clock,
    )
    return { ...balances, decimals: on.nativeCurrency.decimals, symbol: on.nativeCurrency.symbol }
  }
  return {
    async sendTransaction({ to, value, tokenAddress }) {
      if (tokenAddress !== undefined)
        throw new UnsupportedMethodError({ details: 'Only the native token can be sent.' })
      const { from, session } = parameters.signing()
      await checkAccountAddress(to)
      try {
        return await node(network(), ({ chain, api }) =>
          chain.sendTransfer(api, { from, to, value, signer: session.signer }),
        )
      } catch (error) {
        throw toPorticoError(error)
      }
    },
    estimateGas: fee,
    estimateFee: fee,
    async getBalance(params) {
      const balances = await getBalances(params)
      return {
        balance: formatPlanck(balances.transferable, balances.decimals),
        symbol: balances.symbol,
        decimals: balances.decimals,
      }
    },
    getBalances,
    async getExistentialDeposit({ network: on }) {
      // A constant of the metadata the connection already holds: no node call to fail.
      const { chain, api } = await chains.get(supported(on))
      return chain.existentialDeposit(api)
    },
  }
}
