import { verifySolanaMessage } from '@portico/verify/solana'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  type Rpc,
  type SolanaRpcApi,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, getTransferCheckedInstruction } from '@solana-program/token'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAMPORTS_PER_SOL } from './fixtures.js'
import { registerWallet } from './register-wallet.js'
import { createSolanaTestWallet, type SolanaTestWallet } from './solana-test-wallet.js'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'

let chain: SolanaChain
let rpc: Rpc<SolanaRpcApi>
let test: SolanaTestWallet

beforeAll(async () => {
  chain = await startSolanaChain()
  rpc = createSolanaRpc(chain.rpcUrl)
  test = createSolanaTestWallet({
    secretKey: chain.accounts[1]!.secretKey,
    rpcUrl: chain.rpcUrl,
    chains: [chain.caip2],
  })
})
afterAll(() => chain.stop())

/** An unsigned wire transaction paid by the wallet's account. */
async function unsigned(instructions: Instruction[]): Promise<Uint8Array> {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(test.address), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

const account = () => test.wallet.accounts[0]!
const balance = async (who: string) => (await rpc.getBalance(address(who)).send()).value

describe('Solana test wallet', () => {
  it('registers through the Wallet Standard events, for apps ready before and after', () => {
    const window = new EventTarget()
    const seen: Wallet[] = []
    const api = {
      register: (...wallets: Wallet[]) => {
        seen.push(...wallets)
        return () => {}
      },
    }
    // An app listening before the wallet registers.
    const onRegister = (event: Event) => (event as CustomEvent<(a: typeof api) => void>).detail(api)
    window.addEventListener('wallet-standard:register-wallet', onRegister)
    const stop = registerWallet(test.wallet, window)
    // An app starting later.
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
    expect(seen).toEqual([test.wallet, test.wallet])
    stop()
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
    expect(seen).toHaveLength(2)
    expect(Object.keys(test.wallet.features)).toEqual([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ])
  })

  it('connects (silently only once authorized) and emits change events', async () => {
    const changes: unknown[] = []
    const off = test.wallet.features['standard:events'].on('change', (c) => changes.push(c))
    const connect = test.wallet.features['standard:connect'].connect
    expect((await connect({ silent: true })).accounts).toEqual([])
    const { accounts } = await connect()
    expect(accounts[0]?.address).toBe(chain.accounts[1]!.address)
    expect(accounts[0]?.chains).toEqual([chain.caip2])
    expect((await connect({ silent: true })).accounts).toHaveLength(1)
    test.setSecretKey(chain.accounts[2]!.secretKey)
    test.setSecretKey(chain.accounts[1]!.secretKey)
    expect(
      changes.map((c) => (c as { accounts: { address: string }[] }).accounts[0]?.address),
    ).toEqual([chain.accounts[1]!.address, chain.accounts[2]!.address, chain.accounts[1]!.address])
    off()
  })

  it('signs a message that verifies with ed25519', async () => {
    const message = new TextEncoder().encode('Sign in to Portico')
    const [output] = await test.wallet.features['solana:signMessage'].signMessage({
      account: account(),
      message,
    })
    expect(output?.signatureType).toBe('ed25519')
    const address = account().address
    expect(verifySolanaMessage({ address, message, signature: output!.signature })).toBe(true)
    expect(verifySolanaMessage({ address, message: 'other', signature: output!.signature })).toBe(
      false,
    )
  })

  it('signs and sends a SOL transfer built with @solana/kit', async () => {
    const to = chain.accounts[3]!.address
    const [before, receiverBefore] = [await balance(test.address), await balance(to)]
    const transaction = await unsigned([
      getTransferSolInstruction({
        source: createNoopSigner(address(test.address)),
        destination: address(to),
        amount: lamports(LAMPORTS_PER_SOL / 2n),
      }),
    ])
    const [output] = await test.wallet.features[
      'solana:signAndSendTransaction'
    ].signAndSendTransaction({
      account: account(),
      chain: chain.caip2,
      transaction,
    })
    expect(output?.signature).toHaveLength(64)
    expect(await balance(to)).toBe(receiverBefore + LAMPORTS_PER_SOL / 2n)
    expect(await balance(test.address)).toBe(before - LAMPORTS_PER_SOL / 2n - 5000n)
  })

  it('signs an SPL transferChecked that lands when sent', async () => {
    const mint = address(chain.mints.usdc.address)
    const [source] = await findAssociatedTokenPda({
      mint,
      owner: address(test.address),
      tokenProgram: address(chain.mints.usdc.programId),
    })
    const [destination] = await findAssociatedTokenPda({
      mint,
      owner: address(chain.accounts[2]!.address),
      tokenProgram: address(chain.mints.usdc.programId),
    })
    const transaction = await unsigned([
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: createNoopSigner(address(test.address)),
        amount: 1_250_000n,
        decimals: 6,
      }),
    ])
    const [output] = await test.wallet.features['solana:signTransaction'].signTransaction({
      account: account(),
      chain: chain.caip2,
      transaction,
    })
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send()
    expect((await rpc.getTokenAccountBalance(destination).send()).value.amount).toBe('1001250000')
  })

  it('rejects with 4001 in reject mode and leaves requests pending in hang mode', async () => {
    const message = new TextEncoder().encode('no')
    test.setMode('reject')
    await expect(
      test.wallet.features['solana:signMessage'].signMessage({ account: account(), message }),
    ).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(test.wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
    })
    test.setMode('hang')
    let settled = false
    void test.wallet.features['solana:signMessage']
      .signMessage({ account: account(), message })
      .finally(() => {
        settled = true
      })
    // A full RPC round trip later, the request is logged and still unanswered.
    await rpc.getHealth().send()
    expect(settled).toBe(false)
    expect(test.requests.at(-1)).toMatchObject({ method: 'solana:signMessage' })
    test.setMode('approve')
  })

  it('disconnects: accounts empty, signing refused', async () => {
    await test.wallet.features['standard:disconnect'].disconnect()
    expect(test.wallet.accounts).toEqual([])
    await expect(
      test.wallet.features['solana:signMessage'].signMessage({
        account: { address: test.address, publicKey: new Uint8Array(32), chains: [], features: [] },
        message: new Uint8Array(1),
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
