import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import type { TransactionVersion } from '../wallets/wallet-backend.js'
import { readMint } from './read-mint.js'
import type { SolanaRpc } from './rpc-client.js'

export interface TransferParameters {
  from: string
  to: string
  /** Lamports, or the token's smallest unit. */
  value: bigint
  /** An SPL Token or Token-2022 mint; absent for SOL. */
  tokenAddress?: string | undefined
  version: TransactionVersion
}

export interface BuiltTransfer {
  /** The unsigned transaction's wire bytes (signature slots empty), what a wallet signs. */
  wire: Uint8Array
  /** The compiled message in base64, what `getFeeForMessage` prices. */
  messageBase64: string
}

async function tokenInstructions(
  rpc: SolanaRpc,
  parameters: TransferParameters,
  from: Address,
  to: Address,
): Promise<Instruction[]> {
  const mint = address(parameters.tokenAddress as string)
  const { decimals, programId } = await readMint(rpc, parameters.tokenAddress as string)
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: from, mint, tokenProgram: programId }),
    findAssociatedTokenPda({ owner: to, mint, tokenProgram: programId }),
  ])
  const signer = createNoopSigner(from)
  const instructions: Instruction[] = []
  const { value: existing } = await rpc
    .getAccountInfo(destination, { encoding: 'base64', dataSlice: { offset: 0, length: 0 } })
    .send()
  // Only when missing, and idempotent anyway: a receiver's account created meanwhile (by another
  // sender) must not fail this transfer.
  if (!existing)
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner: to,
        mint,
        tokenProgram: programId,
      }),
    )
  instructions.push(
    getTransferCheckedInstruction(
      { source, mint, destination, authority: signer, amount: parameters.value, decimals },
      { programAddress: programId },
    ),
  )
  return instructions
}

/**
 * Builds an unsigned transfer paid by `from`: SOL through the system program, an SPL Token or
 * Token-2022 token through `transferChecked` between associated token accounts, creating the
 * receiver's account (idempotent instruction) when it does not exist yet.
 *
 * @example
 * const { wire } = await buildTransfer(rpc, { from, to, value: 1_000_000n, version: 0 })
 */
export async function buildTransfer(
  rpc: SolanaRpc,
  parameters: TransferParameters,
): Promise<BuiltTransfer> {
  const from = address(parameters.from)
  const to = address(parameters.to)
  const instructions: Instruction[] = parameters.tokenAddress
    ? await tokenInstructions(rpc, parameters, from, to)
    : [
        getTransferSolInstruction({
          source: createNoopSigner(from),
          destination: to,
          amount: parameters.value,
        }),
      ]
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: parameters.version }),
    (m) => setTransactionMessageFeePayerSigner(createNoopSigner(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = compileTransaction(message)
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
    messageBase64: getBase64Decoder().decode(transaction.messageBytes),
  }
}
