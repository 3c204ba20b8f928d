import { sha256 } from '@noble/hashes/sha2'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'
import fc from 'fast-check'
import type { ChainNamespace } from '../types/chain.js'
import * as EvmAddress from './evm-address.js'
import { chainNamespaces } from './namespaces.js'
import * as PolkadotAddress from './polkadot-address.js'

const base58check = createBase58check(sha256)
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })

/** A reference meeting each known namespace's profile (SPEC §9). */
export const referenceOf: Record<ChainNamespace, fc.Arbitrary<string>> = {
  eip155: fc.bigInt({ min: 0n, max: 10n ** 32n - 1n }).map(String),
  solana: fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32}$/),
  polkadot: fc.stringMatching(/^[0-9a-f]{32}$/),
  bip122: fc.stringMatching(/^[0-9a-f]{32}$/),
}

/** A known namespace with a profiled reference. */
export const knownNetwork = fc
  .constantFrom(...chainNamespaces)
  .chain((namespace) => referenceOf[namespace].map((reference) => ({ namespace, reference })))

const hex = (value: Uint8Array) => Buffer.from(value).toString('hex')

/** An EVM address in either form Portico accepts: all lower-case or EIP-55 checksummed. */
export const evmAddress = fc
  .tuple(bytes(20), fc.boolean())
  .map(([key, lower]) => (lower ? `0x${hex(key)}` : EvmAddress.checksum(`0x${hex(key)}`)))

/** A Solana address: any 32 bytes in base58. */
export const solanaAddress = bytes(32).map((key) => base58.encode(key))

/** An SS58 address of a 32- or 33-byte key under any allowed network prefix. */
export const polkadotAddress = fc
  .tuple(
    fc.oneof(bytes(32), bytes(33)),
    fc.integer({ min: 0, max: 16383 }).filter((prefix) => prefix !== 46 && prefix !== 47),
  )
  .map(([key, prefix]) => ({ key, prefix, address: PolkadotAddress.encode(key, prefix) }))

/** Bitcoin mainnet (by CAIP-2 reference) and its address prefixes. */
export const bitcoinMainnet = '000000000019d6689c085ae165831e93'

/** A Bitcoin mainnet address of every output type, with the type it is. */
export const bitcoinAddress = fc.oneof(
  fc
    .tuple(fc.constantFrom([0x00, 'p2pkh'] as const, [0x05, 'p2sh'] as const), bytes(20))
    .map(([[version, type], hash]) => ({
      type,
      address: base58check.encode(new Uint8Array([version, ...hash])),
    })),
  fc.tuple(fc.constantFrom(20, 32), fc.boolean()).chain(([length, upper]) =>
    bytes(length).map((program) => {
      const address = bech32.encode('bc', [0, ...bech32.toWords(program)])
      return {
        type: length === 20 ? 'p2wpkh' : 'p2wsh',
        address: upper ? address.toUpperCase() : address,
      }
    }),
  ),
  bytes(32).map((program) => ({
    type: 'p2tr',
    address: bech32m.encode('bc', [1, ...bech32m.toWords(program)]),
  })),
)

/** A valid account address for each known namespace (bip122 on Bitcoin mainnet). */
export const addressOf: Record<ChainNamespace, fc.Arbitrary<string>> = {
  eip155: evmAddress,
  solana: solanaAddress,
  polkadot: polkadotAddress.map(({ address }) => address),
  bip122: bitcoinAddress.map(({ address }) => address),
}
