import type { ConvertApiClient, SwapTransaction } from '@portico/api-client'
import type { ChainAdapter } from '../adapter/chain-adapter.js'
import type { Clock } from './clock.js'

/** The adapter call for a transaction the data API built (`to` and `from` are CAIP-10). */
export function sendBuiltTransaction(adapter: ChainAdapter, tx: SwapTransaction): Promise<string> {
  const to = tx.to.split(':')[2] ?? ''
  return adapter.sendTransaction({
    to,
    value: BigInt(tx.value),
    data: tx.data as `0x${string}`,
    ...(tx.eip155?.gasPrice !== undefined ? { gasPrice: BigInt(tx.eip155.gasPrice) } : {}),
  })
}

/** Polls of the allowance after an approval was sent, one per second. */
const ALLOWANCE_POLLS = 30

/**
 * Waits until the data API sees an allowance of at least `amount` (the approval mined), polling on
 * the injected clock. Resolves false when it never does.
 */
export async function awaitAllowance(
  convert: ConvertApiClient,
  clock: Clock,
  params: { tokenAddress: string; userAddress: string; amount: bigint },
): Promise<boolean> {
  for (let poll = 0; poll < ALLOWANCE_POLLS; poll++) {
    const { allowance } = await convert
      .getSwapAllowance({ tokenAddress: params.tokenAddress, userAddress: params.userAddress })
      .catch(() => ({ allowance: '0' }))
    if (BigInt(allowance) >= params.amount) return true
    await new Promise<void>((resolve) => clock.setTimeout(resolve, 1000))
  }
  return false
}
