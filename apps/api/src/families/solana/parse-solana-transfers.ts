/** One SOL or SPL movement of a confirmed transaction, between owners (wallet addresses). */
export interface SolanaTransferRow {
  idx: number
  kind: 'sol' | 'token'
  /** null for SOL. */
  mint: string | null
  decimals: number
  /** Base units. */
  amount: bigint
  from: string
  to: string
}

/** A confirmed transaction's place and payer, and its transfers. */
export interface ParsedSolanaTransaction {
  signature: string
  slot: bigint
  blockTime: number
  feePayer: string
  failed: boolean
  transfers: SolanaTransferRow[]
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

function integer(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^\d{1,30}$/.test(value)) return BigInt(value)
  return undefined
}

interface TokenAccountInfo {
  mint: string
  owner: string
  decimals: number
}

/**
 * Transfers of a `getTransaction(…, { encoding: 'jsonParsed' })` answer, from the RPC's parsed
 * System `transfer` and SPL Token / Token-2022 `transfer` / `transferChecked` instructions (top
 * level and inner). Token accounts are mapped to their owner and mint through the transaction's
 * pre/post token balances; a movement whose accounts cannot be mapped is skipped. Everything is
 * read as untrusted JSON: undefined when the answer is not a transaction.
 */
export function parseSolanaTransaction(
  signature: string,
  response: unknown,
): ParsedSolanaTransaction | undefined {
  if (!isObject(response) || !isObject(response.transaction) || !isObject(response.meta))
    return undefined
  const message = response.transaction.message
  if (!isObject(message)) return undefined
  const keys = list(message.accountKeys).map((key) =>
    isObject(key) ? text(key.pubkey) : text(key),
  )
  const feePayer = keys[0]
  const slot = integer(response.slot)
  const blockTime = integer(response.blockTime)
  if (!feePayer || slot === undefined || blockTime === undefined) return undefined
  const meta = response.meta
  const tokenAccounts = new Map<string, TokenAccountInfo>()
  for (const balance of [...list(meta.preTokenBalances), ...list(meta.postTokenBalances)]) {
    if (!isObject(balance) || !isObject(balance.uiTokenAmount)) continue
    const index = Number(balance.accountIndex)
    const account = keys[index]
    const mint = text(balance.mint)
    const owner = text(balance.owner)
    const decimals = Number(balance.uiTokenAmount.decimals)
    if (account && mint && owner && Number.isInteger(decimals) && decimals >= 0 && decimals <= 30) {
      tokenAccounts.set(account, { mint, owner, decimals })
    }
  }
  const inner = new Map<number, unknown[]>()
  for (const group of list(meta.innerInstructions)) {
    if (isObject(group)) inner.set(Number(group.index), list(group.instructions))
  }
  const instructions = list(message.instructions).flatMap((ix, i) => [ix, ...(inner.get(i) ?? [])])
  const transfers: SolanaTransferRow[] = []
  for (const ix of instructions) {
    if (!isObject(ix) || !isObject(ix.parsed) || !isObject(ix.parsed.info)) continue
    const { type } = ix.parsed
    const info = ix.parsed.info
    if (ix.program === 'system' && type === 'transfer') {
      const lamports = integer(info.lamports)
      const from = text(info.source)
      const to = text(info.destination)
      if (lamports && from && to) {
        transfers.push({
          idx: transfers.length,
          kind: 'sol',
          mint: null,
          decimals: 9,
          amount: lamports,
          from,
          to,
        })
      }
      continue
    }
    if (
      (ix.program !== 'spl-token' && ix.program !== 'spl-token-2022') ||
      (type !== 'transfer' && type !== 'transferChecked')
    ) {
      continue
    }
    const source = tokenAccounts.get(text(info.source) ?? '')
    const destination = tokenAccounts.get(text(info.destination) ?? '')
    const amount = integer(isObject(info.tokenAmount) ? info.tokenAmount.amount : info.amount)
    if (!source || !destination || !amount || source.mint !== destination.mint) continue
    transfers.push({
      idx: transfers.length,
      kind: 'token',
      mint: source.mint,
      decimals: source.decimals,
      amount,
      from: source.owner,
      to: destination.owner,
    })
  }
  return {
    signature,
    slot,
    blockTime: Number(blockTime),
    feePayer,
    failed: meta.err !== null && meta.err !== undefined,
    transfers,
  }
}
