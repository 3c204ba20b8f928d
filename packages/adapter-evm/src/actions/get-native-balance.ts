import type { BalanceResult, NativeCurrency } from '@portico/core'
import { type Config, type GetBalanceErrorType, getBalance } from '@wagmi/core'
import { type Address, formatUnits } from 'viem'

export interface GetNativeBalanceParameters {
  address: Address
  chainId: number
  /** The network's coin: its decimals and symbol. */
  nativeCurrency: NativeCurrency
}

export type GetNativeBalanceReturnType = BalanceResult
export type GetNativeBalanceErrorType = GetBalanceErrorType

/**
 * The native balance of `address` on `chainId`, in human units of the network's coin.
 *
 * @example
 * const { balance, symbol } = await getNativeBalance(config, { address, chainId: 1, nativeCurrency })
 */
export async function getNativeBalance(
  config: Config,
  parameters: GetNativeBalanceParameters,
): Promise<GetNativeBalanceReturnType> {
  const { value } = await getBalance(config, {
    address: parameters.address,
    chainId: parameters.chainId,
  })
  const { decimals, symbol } = parameters.nativeCurrency
  return { balance: formatUnits(value, decimals), symbol, decimals }
}
