// Real transfers on the local chain signed with @solana/kit, no wallet involved: for tests that
// need history or balances to change (an indexer's, the lab's).
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import type { SolanaChain } from './start-solana-chain.js'

async function send(
  chain: Pick<SolanaChain, 'rpcUrl'>,
  signer: TransactionSigner,
  instructions: Instruction[],
) {
  const rpc = createSolanaRpc(chain.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const tx = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
  // The local chain applies a transaction before answering: no confirmation wait is needed.
  return rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send()
}

/** Sends lamports from the key's account; resolves the signature once applied. */
export async function sendSolanaTransfer(
  chain: Pick<SolanaChain, 'rpcUrl'>,
  secretKey: Uint8Array,
  to: string,
  amount: bigint,
) {
  const signer = await createKeyPairSignerFromBytes(secretKey)
  return send(chain, signer, [
    getTransferSolInstruction({
      source: signer,
      destination: address(to),
      amount: lamports(amount),
    }),
  ])
}

/**
 * Sends a token with transferChecked, creating the receiver's associated token account when
 * missing; resolves the signature once applied.
 */
export async function sendSolanaTokenTransfer(
  chain: Pick<SolanaChain, 'rpcUrl'>,
  secretKey: Uint8Array,
  to: string,
  mint: { address: string; programId: string; decimals: number },
  amount: bigint,
) {
  const signer = await createKeyPairSignerFromBytes(secretKey)
  const tokenProgram = address(mint.programId)
  const mintAddress = address(mint.address)
  const [source] = await findAssociatedTokenPda({
    mint: mintAddress,
    owner: signer.address,
    tokenProgram,
  })
  const [destination] = await findAssociatedTokenPda({
    mint: mintAddress,
    owner: address(to),
    tokenProgram,
  })
  return send(chain, signer, [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: signer,
      ata: destination,
      owner: address(to),
      mint: mintAddress,
      tokenProgram,
    }),
    getTransferCheckedInstruction(
      {
        source,
        mint: mintAddress,
        destination,
        authority: signer,
        amount,
        decimals: mint.decimals,
      },
      { programAddress: tokenProgram },
    ),
  ])
}
