import {
  isParsedInstruction,
  parseInstruction,
  type ResolvedInstruction,
} from './parse-instruction.js'
import type { SolanaTransactionRecord, SolanaTransfer } from './transaction-record.js'

/** Top-level instructions, each followed by the inner instructions it invoked, with addresses. */
export function resolveInstructions(
  record: Pick<SolanaTransactionRecord, 'wire' | 'innerInstructions'>,
): ResolvedInstruction[] {
  const keys = record.wire.accountKeys
  const resolve = (
    programIdIndex: number,
    accounts: number[],
    data: Uint8Array,
    stackHeight: number | null,
  ) => ({
    programId: keys[programIdIndex] ?? '',
    accounts: accounts.map((index) => keys[index] ?? ''),
    data,
    stackHeight,
  })
  return record.wire.instructions.flatMap((ix, index) => [
    resolve(ix.programIdIndex, ix.accounts, ix.data, null),
    ...(record.innerInstructions.find((inner) => inner.index === index)?.instructions ?? []).map(
      (inner) => resolve(inner.programIdIndex, inner.accounts, inner.data, inner.stackHeight),
    ),
  ])
}

/** A token account as the transaction saw it (before or after). */
export interface KnownTokenAccount {
  address: string
  mint: string
  owner: string
  programId: string
  decimals: number
}

/**
 * SOL transfers (System `transfer`) and token transfers (`transfer`, `transferChecked`) of an
 * applied transaction; token account owners come from its pre/post token balances.
 */
export function collectTransfers(
  instructions: ResolvedInstruction[],
  tokenAccounts: KnownTokenAccount[],
): SolanaTransfer[] {
  const byAddress = new Map(tokenAccounts.map((account) => [account.address, account]))
  const transfers: SolanaTransfer[] = []
  for (const ix of instructions) {
    const parsed = parseInstruction(ix)
    if (!isParsedInstruction(parsed)) continue
    const info = parsed.parsed.info
    if (parsed.program === 'system' && parsed.parsed.type === 'transfer') {
      const lamports = info.lamports
      if (typeof lamports === 'bigint' && lamports > 0n) {
        transfers.push({
          kind: 'sol',
          from: String(info.source),
          to: String(info.destination),
          lamports,
        })
      }
      continue
    }
    if (parsed.parsed.type !== 'transfer' && parsed.parsed.type !== 'transferChecked') continue
    const source = byAddress.get(String(info.source))
    const destination = byAddress.get(String(info.destination))
    if (!source || !destination) continue
    const tokenAmount = info.tokenAmount as { amount: string } | undefined
    transfers.push({
      kind: 'token',
      mint: source.mint,
      programId: source.programId,
      decimals: source.decimals,
      amount: BigInt(tokenAmount?.amount ?? String(info.amount)),
      source: source.address,
      destination: destination.address,
      from: source.owner,
      to: destination.owner,
    })
  }
  return transfers
}
