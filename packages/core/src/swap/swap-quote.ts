import type { ConvertApiClient } from '@portico/api-client'
import { isNativeSwapToken } from './swap-tokens.js'
import type { SwapQuoteDetails, SwapTokenOption } from './swap-types.js'

/** The output a slippage tolerance (percent) still accepts, in base units. */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  return (toAmount * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
}

/**
 * Quotes `amount` of `source` into `target` for `userAddress` (CAIP-10), with the network fee of
 * the swap (gas of the unsent transaction × the standard gas price) and whether the allowance
 * falls short. A failure rejects with the data API's first reason as the message (SPEC §8).
 */
export async function fetchSwapQuote(
  convert: ConvertApiClient,
  params: {
    chainId: string
    userAddress: string
    source: SwapTokenOption
    target: SwapTokenOption
    amount: bigint
    slippage: number
  },
): Promise<{ quote: SwapQuoteDetails; needsApproval: boolean }> {
  const { source, target, amount, userAddress } = params
  const [quotes, gasPrice, allowance] = await Promise.all([
    convert.getSwapQuotes({
      amount: amount.toString(),
      userAddress,
      from: source.address,
      to: target.address,
    }),
    convert.getSwapGasPrice({ chainId: params.chainId }),
    isNativeSwapToken(source.address)
      ? undefined
      : convert.getSwapAllowance({ tokenAddress: source.address, userAddress }),
  ])
  const best = quotes[0]
  if (!best) throw new Error('No quote for these tokens')
  const toAmount = BigInt(best.toAmount)
  // The gas of the swap itself, without an estimate (which reverts before an approval).
  const tx = await convert
    .buildSwapTransaction({
      amount: amount.toString(),
      eip155: { slippage: String(params.slippage) },
      from: source.address,
      to: target.address,
      userAddress,
      disableEstimate: true,
    })
    .catch(() => undefined)
  const gas = tx?.eip155?.gas
  return {
    quote: {
      fromAmount: BigInt(best.fromAmount),
      toAmount,
      minimumReceived: minimumReceived(toAmount, params.slippage),
      ...(best.priceImpact !== undefined ? { priceImpact: best.priceImpact } : {}),
      ...(best.fee !== undefined ? { providerFee: BigInt(best.fee) } : {}),
      ...(gas !== undefined ? { networkFee: BigInt(gas) * BigInt(gasPrice.standard) } : {}),
    },
    needsApproval: allowance !== undefined && BigInt(allowance.allowance) < amount,
  }
}
