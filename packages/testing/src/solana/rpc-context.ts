import type { ParamReader } from './rpc-error.js'
import type { SvmLedger } from './svm-ledger.js'

/** What every RPC method handler gets. */
export interface SolanaRpcContext {
  ledger: SvmLedger
  genesisHash: string
  /** Sends `lamports` from the faucet to `address` as a real transfer; resolves its signature. */
  airdrop(address: string, lamports: bigint): Promise<string>
}

export type SolanaRpcMethod = (params: ParamReader, context: SolanaRpcContext) => unknown

/** `{ context: { slot }, value }`, the envelope of the RPC's context-carrying answers. */
export function withContext(context: SolanaRpcContext, value: unknown) {
  return { context: { apiVersion: '2.2.0', slot: context.ledger.slot() }, value }
}
