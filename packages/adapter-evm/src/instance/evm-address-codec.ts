import { type ChainAdapter, EvmAddress } from '@portico/core'

/**
 * The eip155 address codec both the lazy and the loaded instance answer with at once: an address
 * a wallet reports must be `0x` plus 40 hex digits, checksummed or all lower-case; one the user
 * types as a receiver may leave out `0x` (SPEC §5) and is written back checksummed, under the
 * same checksum rule.
 */
export const evmAddressCodec: Pick<ChainAdapter, 'validateAddress' | 'normalizeAddressInput'> = {
  validateAddress: EvmAddress.validate,
  // `EvmAddress.from`'s rule, built from the two functions the start-up already carries.
  normalizeAddressInput: (input) => {
    const prefixed = input.startsWith('0x') ? input : `0x${input}`
    return EvmAddress.validate(prefixed) ? EvmAddress.checksum(prefixed) : undefined
  },
}
