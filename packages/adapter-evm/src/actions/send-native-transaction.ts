import {
  type Config,
  getGasPrice,
  type SendTransactionErrorType,
  sendTransaction,
} from '@wagmi/core'
import type { Address, Hash, Hex } from 'viem'

export interface SendNativeTransactionParameters {
  /** Sender (the connected account). */
  account: Address
  to: Address
  /** Amount in wei. */
  value: bigint
  /** Legacy gas price; read from the chain when absent (SPEC: a native send needs a gas price). */
  gasPrice?: bigint | undefined
  data?: Hex | undefined
}

export type SendNativeTransactionReturnType = Hash
export type SendNativeTransactionErrorType = SendTransactionErrorType

/**
 * Sends the native coin (and optional call data) with a legacy gas price.
 *
 * @example
 * const hash = await sendNativeTransaction(config, { account, to, value: parseEther('1') })
 */
export async function sendNativeTransaction(
  config: Config,
  parameters: SendNativeTransactionParameters,
): Promise<SendNativeTransactionReturnType> {
  const { account, to, value, data } = parameters
  const gasPrice = parameters.gasPrice ?? (await getGasPrice(config))
  return sendTransaction(config, { account, to, value, gasPrice, ...(data ? { data } : {}) })
}
