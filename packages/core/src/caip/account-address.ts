import * as BitcoinAddress from './bitcoin-address.js'
import * as EvmAddress from './evm-address.js'
import * as PolkadotAddress from './polkadot-address.js'
import * as SolanaAddress from './solana-address.js'

/**
 * Checks an account address under its namespace: eip155 by Portico's EIP-55 policy (checksummed or
 * all lower-case), solana base58 to 32 bytes, polkadot SS58 with checksum, bip122 base58check /
 * bech32 / bech32m (matched to the chain when `reference` names a known one). `undefined` for a
 * namespace Portico does not know.
 *
 * @example
 * validateAccountAddress('solana', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 */
export function validateAccountAddress(
  namespace: string,
  address: string,
  reference?: string,
): boolean | undefined {
  switch (namespace) {
    case 'eip155':
      return EvmAddress.validate(address)
    case 'solana':
      return SolanaAddress.validate(address)
    case 'polkadot':
      return PolkadotAddress.validate(address)
    case 'bip122':
      return BitcoinAddress.validate(address, reference)
    default:
      return undefined
  }
}
