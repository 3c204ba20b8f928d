import {
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Instruction,
  isSolanaError,
  lamports,
  pipe,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
  sendAndConfirmTransactionFactory,
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAMPORTS_PER_SOL } from './fixtures.js'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'

let chain: SolanaChain
let rpc: Rpc<SolanaRpcApi>
let subscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>
let sender: TransactionSigner

beforeAll(async () => {
  chain = await startSolanaChain()
  rpc = createSolanaRpc(chain.rpcUrl)
  subscriptions = createSolanaRpcSubscriptions(chain.wsUrl)
  sender = await createKeyPairSignerFromBytes(chain.accounts[0]!.secretKey)
})
afterAll(() => chain.stop())

async function signed(instructions: Instruction[], payer = sender) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const tx = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
  assertIsTransactionWithBlockhashLifetime(tx)
  return tx
}

const balance = async (who: string) => (await rpc.getBalance(address(who)).send()).value

describe('transactions on the local chain', () => {
  it('lands a SOL transfer sent and confirmed with @solana/kit', async () => {
    const receiver = await generateKeyPairSigner()
    const before = await balance(sender.address)
    const tx = await signed([
      getTransferSolInstruction({
        source: sender,
        destination: receiver.address,
        amount: lamports(LAMPORTS_PER_SOL),
      }),
    ])
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions })(tx, {
      commitment: 'confirmed',
    })
    expect(await balance(receiver.address)).toBe(LAMPORTS_PER_SOL)
    expect(await balance(sender.address)).toBe(before - LAMPORTS_PER_SOL - 5000n)
    const [signature] = await rpc.getSignaturesForAddress(receiver.address).send()
    const fetched = await rpc
      .getTransaction(signature!.signature, {
        encoding: 'jsonParsed',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(fetched?.meta?.fee).toBe(5000n)
    expect(fetched?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: { type: 'transfer', info: { source: sender.address, destination: receiver.address } },
    })
    expect(chain.transactions().at(-1)?.transfers).toEqual([
      { kind: 'sol', from: sender.address, to: receiver.address, lamports: LAMPORTS_PER_SOL },
    ])
    const json = await rpc
      .getTransaction(signature!.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(json?.version).toBe(0)
    expect(json?.transaction.message.accountKeys.slice(0, 2)).toEqual([
      sender.address,
      receiver.address,
    ])
    expect(json?.meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL)
    const raw = await rpc
      .getTransaction(signature!.signature, {
        encoding: 'base64',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(raw?.transaction[1]).toBe('base64')
    // A v0 transaction is refused to a client that did not say it reads v0 (-32015).
    await expect(rpc.getTransaction(signature!.signature).send()).rejects.toMatchObject({
      context: { __code: -32015 },
    })
  })

  it('lands SPL and Token-2022 transferChecked, creating the receiver account', async () => {
    const receiver = await generateKeyPairSigner()
    for (const mint of [chain.mints.usdc, chain.mints.token2022]) {
      const tokenProgram = address(mint.programId)
      const [source] = await findAssociatedTokenPda({
        mint: address(mint.address),
        owner: sender.address,
        tokenProgram,
      })
      const [destination] = await findAssociatedTokenPda({
        mint: address(mint.address),
        owner: receiver.address,
        tokenProgram,
      })
      const tx = await signed([
        getCreateAssociatedTokenIdempotentInstruction({
          payer: sender,
          ata: destination,
          owner: receiver.address,
          mint: address(mint.address),
          tokenProgram,
        }),
        getTransferCheckedInstruction(
          {
            source,
            mint: address(mint.address),
            destination,
            authority: sender,
            amount: 2_500_000n,
            decimals: mint.decimals,
          },
          { programAddress: tokenProgram },
        ),
      ])
      await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions })(tx, {
        commitment: 'confirmed',
      })
      const { value } = await rpc.getTokenAccountBalance(destination).send()
      expect(value.uiAmountString).toBe('2.5')
      expect(chain.transactions().at(-1)?.transfers).toEqual([
        {
          kind: 'token',
          mint: mint.address,
          programId: mint.programId,
          decimals: 6,
          amount: 2_500_000n,
          source,
          destination,
          from: sender.address,
          to: receiver.address,
        },
      ])
    }
  })

  it('refuses a failing transaction in preflight without charging it', async () => {
    const poor = await createKeyPairSignerFromBytes(chain.accounts[3]!.secretKey)
    const before = await balance(poor.address)
    const tx = await signed(
      [
        getTransferSolInstruction({
          source: poor,
          destination: sender.address,
          amount: lamports(1000n * LAMPORTS_PER_SOL),
        }),
      ],
      poor,
    )
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' })
      .send()
      .catch((e: unknown) => e)
    expect(isSolanaError(error)).toBe(true)
    expect(String((error as Error).message)).toMatch(/simulation failed/i)
    expect(await balance(poor.address)).toBe(before)
    // skipPreflight: the failure is reported in the status, still without a charge.
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tx), {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    expect(value[0]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect(await balance(poor.address)).toBe(before)
  })

  it('estimates fees and simulates', async () => {
    const tx = await signed([
      getTransferSolInstruction({
        source: sender,
        destination: address(chain.accounts[2]!.address),
        amount: lamports(1n),
      }),
    ])
    const message = Buffer.from(tx.messageBytes).toString('base64')
    expect((await rpc.getFeeForMessage(message as never).send()).value).toBe(5000n)
    const simulation = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(tx), {
        encoding: 'base64',
        replaceRecentBlockhash: true,
      })
      .send()
    expect(simulation.value.err).toBeNull()
    expect(simulation.value.logs?.[0]).toContain('invoke [1]')
  })

  it('airdrops through a recorded faucet transfer', async () => {
    const receiver = await generateKeyPairSigner()
    const signature = await rpc
      .requestAirdrop(receiver.address, lamports(3n * LAMPORTS_PER_SOL))
      .send()
    expect(await balance(receiver.address)).toBe(3n * LAMPORTS_PER_SOL)
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]?.confirmationStatus).toBe(
      'finalized',
    )
    await chain.airdrop(receiver.address, LAMPORTS_PER_SOL)
    expect(await balance(receiver.address)).toBe(4n * LAMPORTS_PER_SOL)
  })

  it('notifies account and slot subscribers', async () => {
    const receiver = await generateKeyPairSigner()
    const abort = new AbortController()
    const accountUpdates = await subscriptions
      .accountNotifications(receiver.address, { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    const slots = await subscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
    const firstAccount = accountUpdates[Symbol.asyncIterator]().next()
    const firstSlot = slots[Symbol.asyncIterator]().next()
    const slotBefore = await rpc.getSlot().send()
    await chain.airdrop(receiver.address, LAMPORTS_PER_SOL)
    expect((await firstAccount).value).toMatchObject({ value: { lamports: LAMPORTS_PER_SOL } })
    expect((await firstSlot).value).toMatchObject({ slot: slotBefore + 1n })
    abort.abort()
  })
})
