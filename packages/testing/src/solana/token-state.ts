import { type Address, address, isSome } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, type Mint, type Token } from '@solana-program/token'

export const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
export const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const TOKEN_2022_PROGRAM = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const ASSOCIATED_TOKEN_PROGRAM = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** Base sizes: Token-2022 appends an account-type byte and TLV extensions after them. */
export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82

export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM
}

/** The RPC's `program` label for jsonParsed token data. */
export function tokenProgramLabel(owner: string): 'spl-token' | 'spl-token-2022' {
  return owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token'
}

const tokenDecoder = getTokenDecoder()
const mintDecoder = getMintDecoder()

// Token-2022 accounts with extensions are longer than the base layout: a mint is told apart from a
// token account by its length, and by the account-type byte (1 mint, 2 account) when extended.
function accountType(data: Uint8Array): 'mint' | 'account' | undefined {
  if (data.length === MINT_SIZE) return 'mint'
  if (data.length === TOKEN_ACCOUNT_SIZE) return 'account'
  if (data.length > TOKEN_ACCOUNT_SIZE) {
    const type = data[TOKEN_ACCOUNT_SIZE]
    return type === 1 ? 'mint' : type === 2 ? 'account' : undefined
  }
  return undefined
}

/** Decodes a token account's base layout, or undefined when `data` is not one. */
export function decodeTokenAccount(owner: string, data: Uint8Array): Token | undefined {
  if (!isTokenProgram(owner) || accountType(data) !== 'account') return undefined
  try {
    return tokenDecoder.decode(data.subarray(0, TOKEN_ACCOUNT_SIZE))
  } catch {
    return undefined
  }
}

/** Decodes a mint's base layout, or undefined when `data` is not one. */
export function decodeMint(owner: string, data: Uint8Array): Mint | undefined {
  if (!isTokenProgram(owner) || accountType(data) !== 'mint') return undefined
  try {
    return mintDecoder.decode(data.subarray(0, MINT_SIZE))
  } catch {
    return undefined
  }
}

/** `uiAmountString`: the amount in whole tokens, without trailing zeros. */
export function formatTokenAmount(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The RPC's `UiTokenAmount`. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const uiAmountString = formatTokenAmount(amount, decimals)
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: Number(uiAmountString),
    uiAmountString,
  }
}

export function optionalAddress(
  value: { __option: 'Some'; value: Address } | { __option: 'None' },
) {
  return isSome(value) ? value.value : null
}
