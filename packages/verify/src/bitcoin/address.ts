import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { p2pkhScript } from './bytes.js'

const base58check = createBase58check(sha256)

/** What a Bitcoin address pays to, as far as message signing cares, with its scriptPubKey. */
export type BitcoinOutput =
  | { type: 'p2pkh' | 'p2sh' | 'p2wpkh'; hash: Uint8Array; script: Uint8Array }
  | { type: 'p2wsh' | 'p2tr' | 'witness'; program: Uint8Array; script: Uint8Array }

// Bitcoin's networks only: mainnet, testnet / signet, regtest. Other bip122 chains (Litecoin,
// Dogecoin) sign legacy messages under their own magic text, which these verifiers do not know.
const SEGWIT_PREFIXES = ['bc', 'tb', 'bcrt']
const P2PKH_VERSIONS = [0x00, 0x6f]
const P2SH_VERSIONS = [0x05, 0xc4]

function segwit(address: string): BitcoinOutput | undefined {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return undefined
  const separator = lower.lastIndexOf('1')
  if (!SEGWIT_PREFIXES.includes(lower.slice(0, separator))) return undefined
  // Version 0 is bech32, versions 1-16 bech32m (BIP-350): a checksum of the other kind is no address.
  for (const coder of [bech32, bech32m]) {
    const decoded = coder.decodeUnsafe(lower as `${string}1${string}`, 90)
    if (!decoded) continue
    const [version, ...words] = decoded.words
    if (version === undefined || version > 16 || (version === 0) !== (coder === bech32))
      return undefined
    const program = bech32.fromWordsUnsafe(words)
    if (!program || program.length < 2 || program.length > 40) return undefined
    const script = concatBytes(
      Uint8Array.of(version === 0 ? 0 : 0x50 + version, program.length),
      program,
    )
    if (version === 0 && program.length === 20) return { type: 'p2wpkh', hash: program, script }
    if (version === 0 && program.length === 32) return { type: 'p2wsh', program, script }
    if (version === 0) return undefined
    if (version === 1 && program.length === 32) return { type: 'p2tr', program, script }
    return { type: 'witness', program, script }
  }
  return undefined
}

/**
 * The output a Bitcoin address (mainnet, testnet, signet or regtest) stands for: its type, hash
 * or witness program, and the scriptPubKey (what BIP-322's `to_spend` pays to). `undefined` for
 * what is no Bitcoin address.
 *
 * @example
 * decodeBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')?.type // 'p2wpkh'
 */
export function decodeBitcoinAddress(address: string): BitcoinOutput | undefined {
  const output = segwit(address)
  if (output) return output
  let bytes: Uint8Array
  try {
    bytes = base58check.decode(address)
  } catch {
    return undefined
  }
  const [version] = bytes
  const hash = bytes.subarray(1)
  if (bytes.length !== 21 || version === undefined) return undefined
  if (P2PKH_VERSIONS.includes(version)) return { type: 'p2pkh', hash, script: p2pkhScript(hash) }
  if (P2SH_VERSIONS.includes(version))
    return {
      type: 'p2sh',
      hash,
      script: concatBytes(Uint8Array.of(0xa9, 0x14), hash, Uint8Array.of(0x87)),
    }
  return undefined
}
