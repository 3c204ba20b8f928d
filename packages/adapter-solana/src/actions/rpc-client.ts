import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'

export type SolanaRpc = Rpc<SolanaRpcApi>

/** A JSON-RPC client of one cluster URL (kit's, over fetch: nothing to release). */
export function createRpcClient(url: string): SolanaRpc {
  return createSolanaRpc(url)
}
