import { type AppKit, familyAdapterOf } from '@portico/core'
import type { EvmAdapter } from './evm-adapter-types.js'

/**
 * The kit's eip155 adapter typed as this package's, with the family's own actions (the wagmi
 * config, typed data, EIP-5792 calls), or undefined when the kit has no EVM adapter from this
 * package.
 *
 * @example
 * const config = evmAdapterOf(kit)?.getWagmiConfig()
 */
export function evmAdapterOf(kit: Pick<AppKit, 'getAdapter'>): EvmAdapter | undefined {
  return familyAdapterOf(
    kit,
    'eip155',
    (adapter): adapter is EvmAdapter => 'getWagmiConfig' in adapter,
  )
}
