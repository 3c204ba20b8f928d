import { type Config, call, writeContract } from '@wagmi/core'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
} from 'viem'
import { usdtAbi } from '../abi/usdt-abi.js'
import { TokenTransferRejectedError } from '../errors/token-transfer-rejected-error.js'

export interface TransferTokenParameters {
  /** ERC-20 contract. */
  tokenAddress: Address
  to: Address
  /** Amount in the token's smallest unit. */
  value: bigint
  /** Sender (the connected account). */
  account: Address
  chainId?: number | undefined
}

export { TokenTransferRejectedError }

/**
 * Sends an ERC-20 `transfer` through wagmi's `writeContract`. The transfer is simulated first
 * (`eth_call`): a token answering nothing (USDT and its copies) is written with the USDT ABI, a
 * token answering a boolean must answer `true`. Reverts surface here, before the wallet prompts.
 *
 * @example
 * await transferToken(config, { tokenAddress: usdc, to, value: 1_000_000n, account })
 */
export async function transferToken(
  config: Config,
  parameters: TransferTokenParameters,
): Promise<Hash> {
  const { tokenAddress, to, value, account, chainId } = parameters
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] })
  const simulation = await call(config, { account, to: tokenAddress, data, chainId })
  const returned: Hex | undefined = simulation.data
  const returnsNothing = returned === undefined || returned === '0x'
  if (!returnsNothing) {
    const ok = decodeFunctionResult({ abi: erc20Abi, functionName: 'transfer', data: returned })
    if (!ok) throw new TokenTransferRejectedError()
  }
  return writeContract(config, {
    abi: returnsNothing ? usdtAbi : erc20Abi,
    address: tokenAddress,
    functionName: 'transfer',
    args: [to, value],
    account,
    chainId,
  })
}
