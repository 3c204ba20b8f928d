import type { ConvertApiClient, SwapTransaction } from '@portico/api-client'
import type { ChainAdapter } from '../adapter/chain-adapter.js'
import type { AppKit } from '../app-kit/app-kit-types.js'
import type { Clock } from '../lifecycle/clock.js'

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
 * Waits until the data API reads an allowance that `reached` accepts (the approval mined), polling
 * on the injected clock; a failed read is not an answer. Resolves false when it never does.
 */
export async function awaitAllowance(
  convert: ConvertApiClient,
  clock: Clock,
  params: { tokenAddress: string; userAddress: string; reached: (allowance: bigint) => boolean },
): Promise<boolean> {
  for (let poll = 0; poll < ALLOWANCE_POLLS; poll++) {
    const read = await convert
      .getSwapAllowance({ tokenAddress: params.tokenAddress, userAddress: params.userAddress })
      .catch(() => undefined)
    if (read && params.reached(BigInt(read.allowance))) return true
    await new Promise<void>((resolve) => clock.setTimeout(resolve, 1000))
  }
  return false
}

/**
 * Lets the swap router spend `amount` of the source token: nothing when the allowance covers it,
 * else an approval (a wallet request). A token like USDT refuses to change an allowance that is
 * not zero to another non-zero one (SPEC §9: USDT's ABI differs), so a short allowance above zero
 * is first set to zero — one more wallet request, harmless for any other ERC-20. Resolves false
 * when the data API never reads the new allowance.
 */
export async function approveSwapSource(
  convert: ConvertApiClient,
  adapter: ChainAdapter,
  clock: Clock,
  params: { userAddress: string; from: string; to: string; amount: bigint },
): Promise<boolean> {
  const { userAddress, from, to, amount } = params
  const tokenAddress = from
  const current = BigInt((await convert.getSwapAllowance({ tokenAddress, userAddress })).allowance)
  if (current >= amount) return true
  const approve = async (value: bigint) => {
    const approval = await convert.buildSwapApprove({ userAddress, from, to, amount: `${value}` })
    await sendBuiltTransaction(adapter, approval)
    return awaitAllowance(convert, clock, {
      tokenAddress,
      userAddress,
      reached: (allowance) => (value === 0n ? allowance === 0n : allowance >= value),
    })
  }
  if (current > 0n && !(await approve(0n))) return false
  return approve(amount)
}

/** Polls of the history after a swap, one per second, until the data API has indexed it. */
const HISTORY_POLLS = 30

/**
 * Reloads the first history page until it lists the swap `hash` (the data API indexes it a moment
 * after it is mined), so Activity shows the swap without a manual refresh. Bounded, ends when
 * `stopped()`; never throws.
 */
export async function awaitSwapInHistory(
  kit: AppKit,
  hash: string,
  stopped: () => boolean,
): Promise<void> {
  const listed = () =>
    kit
      .getSnapshot()
      .transactions.transactions.some(
        (tx) => tx.metadata.hash?.toLowerCase() === hash.toLowerCase(),
      )
  for (let poll = 0; poll < HISTORY_POLLS && !stopped(); poll++) {
    await kit.fetchTransactions({ reset: true }).catch(() => undefined)
    if (listed()) return
    await new Promise<void>((resolve) => kit.clock.setTimeout(resolve, 1000))
  }
}
