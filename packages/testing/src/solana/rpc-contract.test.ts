// Holds the Solana JSON-RPC facade to the published RPC docs: each method's answer against the
// documented shape (contract/solana-rpc.json), the documented methods it does not serve answered
// -32601, and @solana/kit's RPC client reading it as it would a validator.
import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  isSolanaError,
  lamports,
  pipe,
  type Signature,
  SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { contractExample, fillPlaceholders, loadContract } from '../contract/contract-fixture.js'
import { describeMismatches, shapeMismatches } from '../contract/json-shape.js'
import { solanaRpcMethods } from './rpc-server.js'
import { sendSolanaTransfer } from './send-test-transfers.js'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'
import { TOKEN_PROGRAM } from './token-state.js'

const contract = loadContract(new URL('./contract/solana-rpc.json', import.meta.url))

let chain: SolanaChain
let values: Record<string, unknown>

/** A signed SOL transfer from `secretKey`, not sent: base64 wire bytes and base64 message. */
async function signedTransfer(secretKey: Uint8Array, to: string, amount: bigint) {
  const signer = await createKeyPairSignerFromBytes(secretKey)
  const { value: blockhash } = await createSolanaRpc(chain.rpcUrl).getLatestBlockhash().send()
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: signer,
            destination: address(to),
            amount: lamports(amount),
          }),
          m,
        ),
    ),
  )
  return {
    wire: getBase64EncodedWireTransaction(signed),
    message: Buffer.from(signed.messageBytes).toString('base64'),
    blockhash: blockhash.blockhash,
  }
}

async function post(body: unknown): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.json()
}

beforeAll(async () => {
  chain = await startSolanaChain()
  const [payer, receiver] = chain.accounts
  const signature = await sendSolanaTransfer(chain, payer!.secretKey, receiver!.address, 1_000n)
  const record = chain.transactions().find((entry) => entry.signature === signature)
  const [tokenAccount] = await findAssociatedTokenPda({
    mint: address(chain.mints.usdc.address),
    owner: address(payer!.address),
    tokenProgram: address(TOKEN_PROGRAM),
  })
  const toSend = await signedTransfer(payer!.secretKey, receiver!.address, 2_000n)
  const toSimulate = await signedTransfer(payer!.secretKey, receiver!.address, 3_000n)
  values = {
    account: payer!.address,
    other: receiver!.address,
    unknownAccount: (await generateKeyPairSigner()).address,
    mint: chain.mints.usdc.address,
    tokenAccount,
    signature,
    slot: Number(record?.slot),
    blockhash: toSend.blockhash,
    message: toSend.message,
    signedTransaction: toSend.wire,
    unsignedTransaction: toSimulate.wire,
  }
})
afterAll(() => chain?.stop())

describe('Solana RPC facade against the Solana JSON-RPC docs', () => {
  it('has one documented example for every method it serves, and serves none it lists as not', () => {
    const served = Object.keys(solanaRpcMethods).sort()
    // `getAccountInfo (default encoding)` is a further example of getAccountInfo.
    const documented = new Set(contract.examples.map((example) => example.name.split(' ')[0]))
    expect([...documented].sort()).toEqual(served)
    for (const example of contract.notServed) expect(served).not.toContain(example.name)
  })

  it.each(contract.examples.map((example) => [example.name, example] as const))(
    '%s answers the documented shape',
    async (_name, example) => {
      const answer = await post(fillPlaceholders(example.request, values))
      // An example that documents a refusal names its error code; the others expect a result.
      const error = (example.response as { error?: { code: number } }).error
      if (error) expect(answer).toMatchObject({ error: { code: error.code } })
      else expect(answer).not.toHaveProperty('error')
      const mismatches = shapeMismatches(answer, example.response, example.rules)
      expect(describeMismatches(mismatches)).toEqual([])
    },
  )

  it.each(contract.notServed.map((example) => [example.name, example] as const))(
    '%s (not served) is answered -32601',
    async (_name, example) => {
      const answer = await post(example.request)
      expect(describeMismatches(shapeMismatches(answer, example.response))).toEqual([])
      expect(answer).toMatchObject({ error: { code: -32601 }, id: 1 })
    },
  )

  it('answers a method unknown to Solana -32601 in a batch, beside a served one', async () => {
    const answer = await post([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
    ])
    expect(answer).toMatchObject([
      { id: 1, result: expect.any(Number) },
      { id: 2, error: { code: -32601 } },
    ])
  })

  it('answers an unserved subscription -32601 over the WebSocket', async () => {
    const socket = new WebSocket(chain.wsUrl)
    try {
      await new Promise((resolve, reject) => {
        socket.once('open', resolve)
        socket.once('error', reject)
      })
      const answer = new Promise<unknown>((resolve) =>
        socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
      )
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 7,
          method: 'programSubscribe',
          params: [TOKEN_PROGRAM],
        }),
      )
      const notFound = contractExample(contract, 'getProgramAccounts').response
      const reply = await answer
      expect(
        describeMismatches(shapeMismatches(reply, { ...(notFound as object), id: 7 })),
      ).toEqual([])
      expect(reply).toMatchObject({ error: { code: -32601 }, id: 7 })
    } finally {
      socket.terminate()
    }
  })
})

describe('@solana/kit createSolanaRpc against the facade', () => {
  it('reads balances, accounts, blockhash, statuses, a transaction and token accounts', async () => {
    const rpc = createSolanaRpc(chain.rpcUrl)
    const owner = address(values.account as string)
    const signature = values.signature as Signature
    const { value: balance } = await rpc.getBalance(owner).send()
    expect(typeof balance).toBe('bigint')
    const { value: account } = await rpc.getAccountInfo(owner, { encoding: 'base64' }).send()
    expect(account?.lamports).toBe(balance)
    // Without an encoding kit types the data as a bare base58 string, as a validator sends it.
    const { value: bare } = await rpc.getAccountInfo(owner).send()
    expect(typeof bare?.data).toBe('string')
    const { value: latest } = await rpc.getLatestBlockhash().send()
    expect(typeof latest.lastValidBlockHeight).toBe('bigint')
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]?.confirmationStatus).toBe('finalized')
    const transaction = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction?.transaction.signatures).toEqual([signature])
    expect(transaction?.meta?.fee).toBe(5_000n)
    const { value: tokens } = await rpc
      .getTokenAccountsByOwner(
        owner,
        { programId: address(TOKEN_PROGRAM) },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(tokens.map(({ account }) => account.data.parsed.info.mint)).toContain(values.mint)
    const history = await rpc.getSignaturesForAddress(owner, { limit: 10 }).send()
    expect(history.map((entry) => entry.signature)).toContain(signature)
  })

  it('surfaces a method the facade does not serve as the JSON-RPC method-not-found error', async () => {
    const rpc = createSolanaRpc(chain.rpcUrl)
    const failure = await rpc
      .getProgramAccounts(address(TOKEN_PROGRAM))
      .send()
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(isSolanaError(failure, SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND)).toBe(true)
  })
})
