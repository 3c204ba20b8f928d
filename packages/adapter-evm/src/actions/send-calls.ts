import { type Config, getCallsStatus, sendCalls } from '@wagmi/core'
import type { Address, Hex } from 'viem'
import { InvalidCallTargetError } from '../errors/invalid-call-target-error.js'

export interface EvmCall {
  /** Call target: a 0x-prefixed address (SPEC §5). */
  to: string
  value?: bigint | undefined
  data?: Hex | undefined
}

export interface SendCallsParameters {
  calls: readonly EvmCall[]
  account: Address
  chainId?: number | undefined
  /** Whether the wallet must run all calls atomically (EIP-5792). */
  forceAtomic?: boolean | undefined
  capabilities?: Record<string, unknown> | undefined
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** Checks that every call target is a 0x-prefixed hex address (SPEC §5). */
export function assertCallTargets(calls: readonly EvmCall[]): void {
  for (const c of calls) {
    if (typeof c.to !== 'string' || !c.to.startsWith('0x') || !HEX_ADDRESS.test(c.to))
      throw new InvalidCallTargetError({ details: `Invalid call target: ${String(c.to)}` })
  }
}

/**
 * `wallet_sendCalls` (EIP-5792) through wagmi. Returns the batch id for {@link callsStatus}.
 *
 * @example
 * const { id } = await sendEvmCalls(config, { calls: [{ to, value: 1n }], account })
 */
export async function sendEvmCalls(
  config: Config,
  parameters: SendCallsParameters,
): Promise<{ id: string }> {
  assertCallTargets(parameters.calls)
  const result = await sendCalls(config, {
    account: parameters.account,
    chainId: parameters.chainId,
    calls: parameters.calls.map((c) => ({ to: c.to as Address, value: c.value, data: c.data })),
    forceAtomic: parameters.forceAtomic,
    capabilities: parameters.capabilities,
  })
  return { id: result.id }
}

/** `wallet_getCallsStatus` (EIP-5792) for a batch id. */
export function callsStatus(config: Config, parameters: { id: string }) {
  return getCallsStatus(config, { id: parameters.id })
}
