// The lazily loaded part of the adapter: @solana/kit, the system and token programs. It is reached
// only through `loadSolanaActions()` (a dynamic import), so discovery and connecting never load it.
export { buildTransfer } from './build-transfer.js'
export {
  fromBase58,
  readFeeForMessage,
  readLamports,
  readRpc,
  sendWireTransaction,
  toBase58,
} from './chain-reads.js'
export { checkMessageSignature } from './check-message-signature.js'
export { readMint } from './read-mint.js'
export { createRpcClient, type SolanaRpc } from './rpc-client.js'
