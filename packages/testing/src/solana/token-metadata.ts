import { type Address, address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'

/** The Metaplex Token Metadata program: where wallets and indexers read a mint's name and symbol. */
export const TOKEN_METADATA_PROGRAM = address('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s')

export interface TokenMetadataFields {
  name: string
  symbol: string
  uri?: string
}

/** The metadata account of a mint (PDA of `['metadata', program, mint]`). */
export async function tokenMetadataAddress(mint: string): Promise<Address> {
  const encoder = getAddressEncoder()
  const [pda] = await getProgramDerivedAddress({
    programAddress: TOKEN_METADATA_PROGRAM,
    seeds: ['metadata', encoder.encode(TOKEN_METADATA_PROGRAM), encoder.encode(address(mint))],
  })
  return pda
}

// Metaplex pads name/symbol/uri with NUL to fixed widths; longer values are written as given, since
// hostile fixtures need to exceed them.
function borshString(value: string, padTo: number): Uint8Array {
  const text = new TextEncoder().encode(value)
  const body = new Uint8Array(Math.max(text.length, padTo))
  body.set(text)
  const out = new Uint8Array(4 + body.length)
  new DataView(out.buffer).setUint32(0, body.length, true)
  out.set(body, 4)
  return out
}

/**
 * A Metaplex `MetadataV1` account body (key, update authority, mint, name, symbol, uri, seller fee,
 * no creators, not sold, mutable, and none of the optional trailing fields).
 */
export function encodeTokenMetadata(
  mint: string,
  updateAuthority: string,
  fields: TokenMetadataFields,
): Uint8Array {
  const encoder = getAddressEncoder()
  const parts = [
    Uint8Array.of(4),
    encoder.encode(address(updateAuthority)),
    encoder.encode(address(mint)),
    borshString(fields.name, 32),
    borshString(fields.symbol, 10),
    borshString(fields.uri ?? '', 200),
    Uint8Array.of(0, 0, 0, 0, 1, 0, 0, 0, 0, 0),
  ]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
