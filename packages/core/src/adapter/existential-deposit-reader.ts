import type { AppKit } from '../app-kit/app-kit-types.js'
import type { Network } from '../types/network.js'
import type { ChainAdapter } from './chain-adapter.js'

/**
 * An adapter whose chains reap an account left below a minimum balance (polkadot's existential
 * deposit). A typed extension, not a member of the universal contract: the Send view warns when a
 * send would leave the sender with less.
 */
export interface ExistentialDepositReader {
  /** The existential deposit of `network` in its smallest unit (polkadot: planck). */
  getExistentialDeposit(params: { network: Network }): Promise<bigint>
}

/** Whether `adapter` reads an existential deposit: its `getExistentialDeposit` is a function. */
export function readsExistentialDeposit<A extends ChainAdapter>(
  adapter: A,
): adapter is A & ExistentialDepositReader {
  return typeof (adapter as Partial<ExistentialDepositReader>).getExistentialDeposit === 'function'
}

/**
 * The existential deposit of `network`, read by the kit's adapter of its family, or undefined when
 * that adapter has none, the read fails, or the answer is not a non-negative bigint (the adapter's
 * answer comes from a chain node). Undefined only drops the Send view's warning, so a failure is
 * not reported further.
 */
export async function readExistentialDeposit(
  kit: Pick<AppKit, 'getAdapter'>,
  network: Network,
): Promise<bigint | undefined> {
  const adapter = kit.getAdapter(network.chainNamespace)
  if (!adapter || !readsExistentialDeposit(adapter)) return undefined
  try {
    const value: unknown = await adapter.getExistentialDeposit({ network })
    return typeof value === 'bigint' && value >= 0n ? value : undefined
  } catch {
    return undefined
  }
}
