import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { InvalidAddressError } from '../errors/caip-errors.js'
import { printableValue } from '../errors/printable-value.js'
import type { CheckedAddress } from './checked-address.js'

const base58check = createBase58check(sha256)

/** Per-chain address prefixes of the bip122 chains Portico knows, by CAIP-2 reference. */
const knownChains: Record<string, { hrp?: string; versions: readonly number[] }> = {
  // Bitcoin mainnet: P2PKH 0x00, P2SH 0x05, bech32 "bc".
  '000000000019d6689c085ae165831e93': { hrp: 'bc', versions: [0x00, 0x05] },
  // Bitcoin testnet3: 0x6f, 0xc4, "tb".
  '000000000933ea01ad0ee984209779ba': { hrp: 'tb', versions: [0x6f, 0xc4] },
  // Bitcoin testnet4 and signet use testnet's prefixes.
  '00000000da84f2bafbbc53dee25a72ae': { hrp: 'tb', versions: [0x6f, 0xc4] },
  '00000008819873e925422c1ff0f99f7c': { hrp: 'tb', versions: [0x6f, 0xc4] },
  // Bitcoin regtest: testnet's base58 versions, bech32 "bcrt".
  '0f9188f13cb7b2c71f2a335e3a4fc328': { hrp: 'bcrt', versions: [0x6f, 0xc4] },
  // Litecoin: 0x30, 0x32 and legacy 0x05, "ltc".
  '12a765e31ffd4059bada1e25190f6e98': { hrp: 'ltc', versions: [0x30, 0x32, 0x05] },
  // Dogecoin: 0x1e, 0x16 (no segwit).
  '1a91e3dace36e2be3bf030a65679fe82': { versions: [0x1e, 0x16] },
}

function decodeSegwit(
  value: string,
): { hrp: string; version: number; programLength: number } | undefined {
  const lower = value.toLowerCase()
  if (value !== lower && value !== value.toUpperCase()) return undefined
  for (const coder of [bech32, bech32m]) {
    const decoded = coder.decodeUnsafe(lower as `${string}1${string}`, 90)
    if (!decoded) continue
    const [version, ...rest] = decoded.words
    if (version === undefined || version > 16) return undefined
    // Witness v0 uses bech32, v1+ use bech32m (BIP-350).
    if ((version === 0) !== (coder === bech32)) return undefined
    const program = bech32.fromWordsUnsafe(rest)
    if (!program || program.length < 2 || program.length > 40) return undefined
    if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
    return { hrp: decoded.prefix, version, programLength: program.length }
  }
  return undefined
}

function decodeBase58check(value: string): { version: number } | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(value)) return undefined
  try {
    const bytes = base58check.decode(value)
    if (bytes.length !== 21) return undefined
    return { version: bytes[0] as number }
  } catch {
    return undefined
  }
}

/**
 * A bip122 address: base58check (P2PKH / P2SH, 21 bytes) or segwit (bech32 for v0, bech32m for
 * v1+ such as Taproot). With the CAIP-2 `reference` of a known chain (Bitcoin, testnet, Litecoin,
 * Dogecoin), the version byte or human-readable part must also belong to that chain.
 *
 * @example
 * validate('bc1qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk') // true
 */
export function validate(value: unknown, reference?: string): value is string {
  if (typeof value !== 'string' || value.length > 90) return false
  const chain = reference === undefined ? undefined : knownChains[reference]
  const segwit = decodeSegwit(value)
  if (segwit) return !chain || segwit.hrp === chain.hrp
  const legacy = decodeBase58check(value)
  if (legacy) return !chain || chain.versions.includes(legacy.version)
  return false
}

/**
 * The address as a `CheckedAddress` when {@link validate} accepts it (for `reference`'s chain when
 * given), else `undefined`.
 *
 * @example
 * check('bcrt1q...', '0f9188f13cb7b2c71f2a335e3a4fc328') // the address, checked for regtest
 */
export function check(value: unknown, reference?: string): CheckedAddress<'bip122'> | undefined {
  return validate(value, reference) ? (value as CheckedAddress<'bip122'>) : undefined
}

/** Throws `InvalidAddressError` unless {@link validate} accepts the value. */
export function assert(value: unknown, reference?: string): asserts value is string {
  if (!validate(value, reference)) throw new InvalidAddressError(printableValue(value))
}

/** The output types a Bitcoin wallet hands out (P2SH covers P2SH-P2WPKH: the script is hidden). */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

const P2PKH_VERSIONS = [0x00, 0x6f]
const P2SH_VERSIONS = [0x05, 0xc4]

/**
 * The output type of a Bitcoin address (mainnet, testnet, signet, regtest), or `undefined` when it
 * is not a valid address of that chain (with `reference`) or of any Bitcoin chain. Other chains'
 * version bytes (Litecoin, Dogecoin) are not typed here.
 *
 * @example
 * addressType('bcrt1q...') // 'p2wpkh'
 * addressType('bc1p...', '000000000019d6689c085ae165831e93') // 'p2tr'
 */
export function addressType(value: unknown, reference?: string): BitcoinAddressType | undefined {
  if (!validate(value, reference)) return undefined
  const segwit = decodeSegwit(value)
  if (segwit) {
    if (!['bc', 'tb', 'bcrt'].includes(segwit.hrp)) return undefined
    if (segwit.version === 0) return segwit.programLength === 20 ? 'p2wpkh' : 'p2wsh'
    return segwit.version === 1 && segwit.programLength === 32 ? 'p2tr' : undefined
  }
  const version = decodeBase58check(value)?.version
  if (version === undefined) return undefined
  if (P2PKH_VERSIONS.includes(version)) return 'p2pkh'
  return P2SH_VERSIONS.includes(version) ? 'p2sh' : undefined
}
