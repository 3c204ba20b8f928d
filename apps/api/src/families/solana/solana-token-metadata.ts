import {
  type Address,
  address,
  fetchEncodedAccounts,
  getAddressEncoder,
  getProgramDerivedAddress,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import { cleanTokenText } from '../clean-token-text.js'

const TOKEN_METADATA_PROGRAM = address('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s')
/** Upper bounds on the raw strings read (Metaplex writes 32/10; hostile ones are longer, then capped). */
const MAX_RAW_NAME = 1024
const MAX_RAW_SYMBOL = 256

/** A mint's display name and symbol, cleaned like EVM token text; null fields when unusable. */
export interface SolanaTokenText {
  name: string | null
  symbol: string | null
}

async function metadataAddress(mint: Address): Promise<Address> {
  const encoder = getAddressEncoder()
  const [pda] = await getProgramDerivedAddress({
    programAddress: TOKEN_METADATA_PROGRAM,
    seeds: ['metadata', encoder.encode(TOKEN_METADATA_PROGRAM), encoder.encode(mint)],
  })
  return pda
}

function readBorshString(data: Uint8Array, offset: number, max: number) {
  if (offset + 4 > data.length) return undefined
  const length = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)
  if (length > max || offset + 4 + length > data.length) return undefined
  const bytes = data.subarray(offset + 4, offset + 4 + length)
  // Metaplex pads with NUL; fatal decoding refuses bytes that are not UTF-8 at all.
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/\0+$/, '')
    return { text, end: offset + 4 + length }
  } catch {
    return undefined
  }
}

/** Parses a Metaplex `MetadataV1` account body for `mint` (key 4, update authority, mint, name, symbol). */
export function parseTokenMetadata(data: Uint8Array, mint: string): SolanaTokenText | undefined {
  if (data[0] !== 4 || data.length < 65) return undefined
  const mintBytes = getAddressEncoder().encode(address(mint))
  for (let i = 0; i < 32; i++) if (data[33 + i] !== mintBytes[i]) return undefined
  const name = readBorshString(data, 65, MAX_RAW_NAME)
  const symbol = name && readBorshString(data, name.end, MAX_RAW_SYMBOL)
  if (!name || !symbol) return undefined
  return { name: cleanTokenText(name.text, 128), symbol: cleanTokenText(symbol.text, 32) }
}

/**
 * Names and symbols of mints from their Metaplex metadata accounts (one getMultipleAccounts),
 * cached per mint for the source's lifetime. A mint without readable metadata maps to nulls.
 */
export function createTokenMetadataReader(rpc: Rpc<SolanaRpcApi>) {
  const cache = new Map<string, SolanaTokenText>()
  return async (mints: readonly string[]): Promise<Map<string, SolanaTokenText>> => {
    const missing = [...new Set(mints.filter((mint) => !cache.has(mint)))]
    for (let start = 0; start < missing.length; start += 100) {
      const batch = missing.slice(start, start + 100)
      const addresses = await Promise.all(batch.map((mint) => metadataAddress(address(mint))))
      const accounts = await fetchEncodedAccounts(rpc, addresses)
      batch.forEach((mint, i) => {
        const account = accounts[i]
        const parsed =
          account?.exists && account.programAddress === TOKEN_METADATA_PROGRAM
            ? parseTokenMetadata(new Uint8Array(account.data), mint)
            : undefined
        cache.set(mint, parsed ?? { name: null, symbol: null })
      })
    }
    return new Map(mints.map((mint) => [mint, cache.get(mint) ?? { name: null, symbol: null }]))
  }
}

export type TokenMetadataReader = ReturnType<typeof createTokenMetadataReader>
