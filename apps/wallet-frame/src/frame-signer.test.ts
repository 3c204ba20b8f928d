import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress, type Hex, keccak256, parseGwei, parseTransaction } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameSigner } from './frame-signer.js'
import { createWallet, type Share } from './keys/index.js'

// The signer against an HTTP stand-in for apps/api's RPC endpoint: it fills what the request left
// out (nonce 5, 1 gwei base fee and tip) and keeps every raw transaction sent.

const to = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
let server: Server
let rpcUrl: string
const sent: Hex[] = []

const answers: Record<string, (params: unknown[]) => unknown> = {
  eth_chainId: () => '0x7a69',
  eth_getTransactionCount: () => '0x5',
  eth_estimateGas: () => '0x5208',
  eth_maxPriorityFeePerGas: () => '0x3b9aca00',
  eth_gasPrice: () => '0x3b9aca00',
  eth_getBlockByNumber: () => ({
    number: '0x1',
    hash: `0x${'11'.repeat(32)}`,
    timestamp: '0x0',
    gasLimit: '0x1c9c380',
    gasUsed: '0x0',
    baseFeePerGas: '0x3b9aca00',
    transactions: [],
  }),
  eth_sendRawTransaction: ([raw]) => {
    sent.push(raw as Hex)
    return keccak256(raw as Hex)
  },
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      const body = JSON.parse(text) as { id: number; method: string; params: unknown[] }
      const answer = answers[body.method]
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify(
          answer
            ? { jsonrpc: '2.0', id: body.id, result: answer(body.params) }
            : { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'not served' } },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

async function setUp() {
  const wallet = await createWallet()
  const shares: [Share, Share] = [wallet.shares.device, wallet.shares.auth]
  const signer = createFrameSigner({
    wallet: async () => ({ address: wallet.address, shares }),
    rpcUrl: () => rpcUrl,
  })
  const send = async (transaction: Record<string, unknown>) => {
    const account = await signer.acting(31337)
    await account.sign('eth_sendTransaction', [{ to, value: '0x1', ...transaction }])
    const raw = sent.at(-1)
    if (!raw) throw new Error('nothing sent')
    return parseTransaction(raw)
  }
  return { send, signer, wallet }
}

describe('createFrameSigner: the account it acts as', () => {
  it("acts as the user's own account: the checksummed address and the type the card shows", async () => {
    const { signer, wallet } = await setUp()
    const account = await signer.acting(31337)
    expect([account.address, account.type]).toEqual([getAddress(wallet.address), 'eoa'])
  })

  it('shares that open another wallet than the one shown sign nothing', async () => {
    const shown = await createWallet()
    const other = await createWallet()
    const signer = createFrameSigner({
      address: async () => shown.address,
      wallet: async () => ({
        address: other.address,
        shares: [other.shares.device, other.shares.auth],
      }),
      rpcUrl: () => rpcUrl,
    })
    const account = await signer.acting(31337)
    expect(account.address).toBe(getAddress(shown.address))
    await expect(account.sign('personal_sign', ['0x68', other.address])).rejects.toThrow(
      'Invalid input',
    )
  })
})

describe('createFrameSigner: eth_sendTransaction signs what the approval card showed', () => {
  it("the dapp's EIP-1559 fees and nonce are signed as given", async () => {
    const { send } = await setUp()
    const signed = await send({
      gas: '0x5208',
      maxFeePerGas: '0x6fc23ac00',
      maxPriorityFeePerGas: '0x77359400',
      nonce: '0x7',
    })
    expect(signed).toMatchObject({
      type: 'eip1559',
      chainId: 31337,
      maxFeePerGas: parseGwei('30'),
      maxPriorityFeePerGas: parseGwei('2'),
      nonce: 7,
      gas: 21_000n,
    })
  })

  it("the dapp's legacy gas price is signed as given", async () => {
    const { send } = await setUp()
    const signed = await send({ gasPrice: '0x12a05f200' })
    expect(signed).toMatchObject({ type: 'legacy', gasPrice: parseGwei('5'), nonce: 5 })
  })

  it('without them, the fees and nonce come from the chain', async () => {
    const { send } = await setUp()
    const signed = await send({})
    expect(signed).toMatchObject({ type: 'eip1559', nonce: 5 })
    expect(signed.maxPriorityFeePerGas).toBe(parseGwei('1'))
  })
})
