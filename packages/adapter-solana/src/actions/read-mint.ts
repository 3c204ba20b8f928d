import { type Address, address } from '@solana/kit'
import type { SolanaRpc } from './rpc-client.js'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** Size of a mint's base layout (Token-2022 mints with extensions are longer). */
const MINT_SIZE = 82
const DECIMALS_OFFSET = 44
const IS_INITIALIZED_OFFSET = 45

export interface MintInfo {
  decimals: number
  /** The token program owning the mint: SPL Token or Token-2022. */
  programId: Address
}

/**
 * Reads a mint account from the chain: its owner must be the SPL Token or Token-2022 program and
 * the mint initialised; the decimals come from its data, never from a data API.
 *
 * @example
 * const { decimals, programId } = await readMint(rpc, mint)
 */
export async function readMint(rpc: SolanaRpc, mint: string): Promise<MintInfo> {
  const { value } = await rpc.getAccountInfo(address(mint), { encoding: 'base64' }).send()
  if (!value) throw new TypeError(`No account at ${mint}`)
  const owner = String(value.owner)
  if (owner !== TOKEN_PROGRAM && owner !== TOKEN_2022_PROGRAM)
    throw new TypeError(`${mint} is not a token mint (owner ${owner})`)
  const data = Uint8Array.from(atob(value.data[0]), (c) => c.charCodeAt(0))
  if (data.length < MINT_SIZE || data[IS_INITIALIZED_OFFSET] !== 1)
    throw new TypeError(`${mint} is not an initialised mint`)
  return { decimals: data[DECIMALS_OFFSET] as number, programId: value.owner }
}
