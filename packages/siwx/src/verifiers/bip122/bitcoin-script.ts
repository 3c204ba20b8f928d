import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'

const base58check = createBase58check(sha256)

/** What an address pays to, as far as message signing cares. */
export type BitcoinOutput =
  | { type: 'p2pkh' | 'p2sh' | 'p2wpkh'; hash: Uint8Array; script: Uint8Array }
  | { type: 'p2wsh' | 'p2tr' | 'witness'; program: Uint8Array; script: Uint8Array }

// Version bytes of Bitcoin mainnet and testnet/regtest/signet (Litecoin and Dogecoin share the
// script shapes but not these bytes; they are read by their scripts only when the version
// byte is in this list).
const P2PKH_VERSIONS = [0x00, 0x6f, 0x30, 0x1e]
const P2SH_VERSIONS = [0x05, 0xc4, 0x32, 0x16]

export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes))

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

export const p2pkhScript = (hash: Uint8Array) =>
  concat(Uint8Array.of(0x76, 0xa9, 0x14), hash, Uint8Array.of(0x88, 0xac))

function segwit(address: string): BitcoinOutput | undefined {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return undefined
  for (const coder of [bech32, bech32m]) {
    const decoded = coder.decodeUnsafe(lower as `${string}1${string}`, 90)
    if (!decoded) continue
    const [version, ...words] = decoded.words
    if (version === undefined || version > 16 || (version === 0) !== (coder === bech32))
      return undefined
    const program = bech32.fromWordsUnsafe(words)
    if (!program || program.length < 2 || program.length > 40) return undefined
    const script = concat(
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
 * The output an address stands for: its type, its hash or witness program, and the
 * scriptPubKey (what BIP-322's `to_spend` pays to). `undefined` for what is no address.
 *
 * @example
 * decodeBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')?.type // 'p2wpkh'
 */
export function decodeBitcoinAddress(address: string): BitcoinOutput | undefined {
  const output = segwit(address)
  if (output) return output
  try {
    const bytes = base58check.decode(address)
    const [version] = bytes
    const hash = bytes.subarray(1)
    if (bytes.length !== 21 || version === undefined) return undefined
    if (P2PKH_VERSIONS.includes(version)) return { type: 'p2pkh', hash, script: p2pkhScript(hash) }
    if (P2SH_VERSIONS.includes(version))
      return {
        type: 'p2sh',
        hash,
        script: concat(Uint8Array.of(0xa9, 0x14), hash, Uint8Array.of(0x87)),
      }
  } catch {
    return undefined
  }
  return undefined
}

/** Bitcoin's CompactSize length prefix. */
export function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  const out = new Uint8Array(5)
  out[0] = 0xfe
  new DataView(out.buffer).setUint32(1, n, true)
  return out
}

/** Equal bytes. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
