import { MAX_TOKEN_DECIMALS } from '@portico/core/internal'
import { type Config, type ReadContractErrorType, readContract } from '@wagmi/core'
import type { Address } from 'viem'
import { InvalidTokenDecimalsError } from '../errors/invalid-token-decimals-error.js'

// `decimals()` read as a uint256: the ERC-20 ABI's uint8 would hide what a token really answers.
const decimalsAbi = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

export interface GetTokenDecimalsParameters {
  /** ERC-20 contract. */
  tokenAddress: Address
  chainId: number
}

export type GetTokenDecimalsReturnType = number
export type GetTokenDecimalsErrorType = ReadContractErrorType | InvalidTokenDecimalsError

/**
 * The token's decimals, read from the chain (ERC-20 `decimals()`), never from the data API: the
 * send flow converts typed amounts with them. Values outside 0–77 throw
 * {@link InvalidTokenDecimalsError}.
 *
 * @example
 * await getTokenDecimals(config, { tokenAddress: usdc, chainId: 1 }) // 6
 */
export async function getTokenDecimals(
  config: Config,
  parameters: GetTokenDecimalsParameters,
): Promise<GetTokenDecimalsReturnType> {
  const decimals = await readContract(config, {
    address: parameters.tokenAddress,
    abi: decimalsAbi,
    functionName: 'decimals',
    chainId: parameters.chainId,
  })
  if (decimals > BigInt(MAX_TOKEN_DECIMALS))
    throw new InvalidTokenDecimalsError(parameters.tokenAddress, decimals)
  return Number(decimals)
}
