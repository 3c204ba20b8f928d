import { base58 } from '@scure/base'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenProgramLabel,
  uiTokenAmount,
} from './token-state.js'

/** An instruction with its accounts resolved to addresses. */
export interface ResolvedInstruction {
  programId: string
  accounts: string[]
  data: Uint8Array
  stackHeight: number | null
}

/** The RPC's jsonParsed form of an instruction it knows. */
export interface ParsedInstruction {
  program: string
  programId: string
  parsed: { type: string; info: Record<string, unknown> }
  stackHeight: number | null
}

/** The RPC's jsonParsed form of an instruction it does not parse. */
export interface UnparsedInstruction {
  programId: string
  accounts: string[]
  data: string
  stackHeight: number | null
}

function u64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

function u32(data: Uint8Array, offset: number): number | undefined {
  if (data.length < offset + 4) return undefined
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)
}

function parseSystem(ix: ResolvedInstruction): ParsedInstruction['parsed'] | undefined {
  const tag = u32(ix.data, 0)
  const [a, b] = ix.accounts
  if (tag === 2 && a && b) {
    const lamports = u64(ix.data, 4)
    if (lamports === undefined) return undefined
    return { type: 'transfer', info: { source: a, destination: b, lamports } }
  }
  if (tag === 0 && a && b && ix.data.length >= 52) {
    return {
      type: 'createAccount',
      info: {
        source: a,
        newAccount: b,
        lamports: u64(ix.data, 4),
        space: u64(ix.data, 12),
        owner: base58.encode(ix.data.subarray(20, 52)),
      },
    }
  }
  return undefined
}

// Token decimals for `transfer` (no decimals in the data) come from the caller's view of the mint.
function parseToken(
  ix: ResolvedInstruction,
  decimalsOf: (mint: string) => number | undefined,
): ParsedInstruction['parsed'] | undefined {
  const tag = ix.data[0]
  const amount = u64(ix.data, 1)
  if (amount === undefined) return undefined
  const [a, b, c, d] = ix.accounts
  if (tag === 3 && a && b && c) {
    return {
      type: 'transfer',
      info: { source: a, destination: b, authority: c, amount: amount.toString() },
    }
  }
  if (tag === 12 && a && b && c && d) {
    const decimals = ix.data[9]
    if (decimals === undefined) return undefined
    return {
      type: 'transferChecked',
      info: {
        source: a,
        mint: b,
        destination: c,
        authority: d,
        tokenAmount: uiTokenAmount(amount, decimals),
      },
    }
  }
  if ((tag === 7 || tag === 14) && a && b && c) {
    const decimals = tag === 14 ? ix.data[9] : decimalsOf(a)
    const info = { mint: a, account: b, mintAuthority: c }
    return tag === 7 || decimals === undefined
      ? { type: 'mintTo', info: { ...info, amount: amount.toString() } }
      : { type: 'mintToChecked', info: { ...info, tokenAmount: uiTokenAmount(amount, decimals) } }
  }
  return undefined
}

function parseAssociatedToken(ix: ResolvedInstruction): ParsedInstruction['parsed'] | undefined {
  const [source, account, wallet, mint, systemProgram, tokenProgram] = ix.accounts
  const tag = ix.data[0] ?? 0
  if (tag > 1 || !source || !account || !wallet || !mint) return undefined
  return {
    type: tag === 0 ? 'create' : 'createIdempotent',
    info: { source, account, wallet, mint, systemProgram, tokenProgram },
  }
}

/**
 * The jsonParsed form the RPC gives for System transfers/createAccount, SPL Token and Token-2022
 * transfer/transferChecked/mintTo and associated-token-account creation; anything else unparsed.
 */
export function parseInstruction(
  ix: ResolvedInstruction,
  decimalsOf: (mint: string) => number | undefined = () => undefined,
): ParsedInstruction | UnparsedInstruction {
  let program: string | undefined
  let parsed: ParsedInstruction['parsed'] | undefined
  if (ix.programId === SYSTEM_PROGRAM) {
    program = 'system'
    parsed = parseSystem(ix)
  } else if (ix.programId === TOKEN_PROGRAM || ix.programId === TOKEN_2022_PROGRAM) {
    program = tokenProgramLabel(ix.programId)
    parsed = parseToken(ix, decimalsOf)
  } else if (ix.programId === ASSOCIATED_TOKEN_PROGRAM) {
    program = 'spl-associated-token-account'
    parsed = parseAssociatedToken(ix)
  }
  if (program && parsed) {
    return { program, programId: ix.programId, parsed, stackHeight: ix.stackHeight }
  }
  return {
    programId: ix.programId,
    accounts: ix.accounts,
    data: base58.encode(ix.data),
    stackHeight: ix.stackHeight,
  }
}

export function isParsedInstruction(
  ix: ParsedInstruction | UnparsedInstruction,
): ix is ParsedInstruction {
  return 'parsed' in ix
}
