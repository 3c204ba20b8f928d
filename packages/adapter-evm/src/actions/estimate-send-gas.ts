import { type Config, type EstimateGasErrorType, estimateGas } from '@wagmi/core'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'

export interface EstimateSendGasParameters {
  from: Address
  /** Receiver of the coin or token. */
  to: Address
  /** Amount in the smallest unit of the coin or token. */
  value: bigint
  /** ERC-20 contract; absent for the native coin. */
  tokenAddress?: Address | undefined
  /** Call data of a native send. */
  data?: Hex | undefined
}

export type EstimateSendGasReturnType = bigint
export type EstimateSendGasErrorType = EstimateGasErrorType

/**
 * Gas of a send: a native transfer as given, a token send as the ERC-20 `transfer` call.
 *
 * @example
 * const gas = await estimateSendGas(config, { from, to, value: 1n, tokenAddress: usdc })
 */
export function estimateSendGas(
  config: Config,
  parameters: EstimateSendGasParameters,
): Promise<EstimateSendGasReturnType> {
  const { from, to, value, tokenAddress } = parameters
  if (!tokenAddress) return estimateGas(config, { account: from, to, value, data: parameters.data })
  return estimateGas(config, {
    account: from,
    to: tokenAddress,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }),
  })
}
