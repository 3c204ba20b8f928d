import {
  InvalidAddressError,
  type Network,
  PolkadotAddress,
  UnsupportedMethodError,
} from '@portico/core'
import type { ChainConnections } from '../chain/chain-connections.js'
import { toPorticoError } from '../errors/to-portico-error.js'
import { formatPlanck } from '../networks/network-params.js'
import type { PolkadotAdapter } from '../polkadot-adapter-types.js'
import type { WalletSession } from './wallet-session.js'

/** A receiver or balance address must be an SS58 32-byte account id (any prefix). */
export function checkAccountAddress(address: string): string {
  const decoded = PolkadotAddress.decode(address)
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
}): Pick<
  PolkadotAdapter,
  | 'sendTransaction'
  | 'estimateGas'
  | 'estimateFee'
  | 'getBalance'
  | 'getBalances'
  | 'getExistentialDeposit'
> {
  const { chains, network, supported } = parameters
  const fee = async (params: { to: string; value: bigint; from: string }): Promise<bigint> => {
    const { chain, api } = await chains.get(network())
    return chain.estimateTransferFee(api, {
      from: params.from,
      to: checkAccountAddress(params.to),
      value: params.value,
    })
  }
  const getBalances: PolkadotAdapter['getBalances'] = async ({ address, network: on }) => {
    const { chain, api } = await chains.get(supported(on))
    const balances = await chain.readBalances(api, checkAccountAddress(address))
    return { ...balances, decimals: on.nativeCurrency.decimals, symbol: on.nativeCurrency.symbol }
  }
  return {
    async sendTransaction({ to, value, tokenAddress }) {
      if (tokenAddress !== undefined)
        throw new UnsupportedMethodError({ details: 'Only the native token can be sent.' })
      const { from, session } = parameters.signing()
      checkAccountAddress(to)
      const { chain, api } = await chains.get(network())
      try {
        return await chain.sendTransfer(api, { from, to, value, signer: session.signer })
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
      const { chain, api } = await chains.get(supported(on))
      return chain.existentialDeposit(api)
    },
  }
}
