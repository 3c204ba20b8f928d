import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FrameHandlerError } from '@portico/core/frame-protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApprovalContent, SMART_ACCOUNT_FEES } from './approval-request.js'
import { type AccountType, createRpcHandler, type FrameSigner } from './rpc-handler.js'

// Safe methods go to a real HTTP server standing in for apps/api's RPC endpoint; the signer is
// the key module's interface, answered here by a recorder.

const me = '0x4444444444444444444444444444444444444444'
/** The user's smart account in the tests that switch between the two. */
const smart = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
let server: Server
let apiUrl: string
const rpcCalls: { url: string; body: { method: string; params: unknown } }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      const body = JSON.parse(text) as { id: number; method: string; params: unknown }
      rpcCalls.push({ url: request.url ?? '', body })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: '0x2a' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

function setUp(
  options: {
    signedIn?: boolean
    approves?: boolean
    smartAccount?: boolean
    /** Runs while the card is shown (a dapp script acting meanwhile). */
    whileShown?: (preferred: { type: AccountType }) => void
  } = {},
) {
  const asked: string[] = []
  const shown: ApprovalContent[] = []
  const signed: string[] = []
  /** Which account signed each signature (address and type). */
  const signedBy: string[] = []
  // As account-types.ts: the preferred account moves with SET_PREFERRED_ACCOUNT at any time.
  const preferred: { type: AccountType } = { type: options.smartAccount ? 'smartAccount' : 'eoa' }
  const signer: FrameSigner = {
    address: async () => (preferred.type === 'smartAccount' ? smart : me),
    acting: async () => {
      const type = preferred.type
      const address = type === 'smartAccount' ? smart : me
      return {
        address,
        type,
        sign: async (method) => {
          signed.push(method)
          signedBy.push(`${address} ${type}`)
          return '0xsigned'
        },
      }
    },
  }
  const handler = createRpcHandler({
    apiUrl,
    projectId: 'lab',
    chainId: () => 31337,
    signer: async () => (options.signedIn === false ? undefined : signer),
    approve: async ({ method, content }) => {
      asked.push(method)
      shown.push(content)
      options.whileShown?.(preferred)
      return options.approves ?? true
    },
  })
  const run = (method: string, params?: unknown[], chainId?: number) =>
    Promise.resolve(
      handler(
        { method, ...(params ? { params } : {}), ...(chainId ? { chainId } : {}) },
        { signal: new AbortController().signal },
      ),
    )
  return { run, asked, signed, signedBy, shown }
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.catch((e: unknown) => e)
  return error instanceof FrameHandlerError ? error.code : undefined
}

describe('createRpcHandler (SPEC §6 in the frame)', () => {
  it('refuses a method in neither list', async () => {
    const { run, asked } = setUp()
    expect(await codeOf(run('eth_coinbase'))).toBe('METHOD_NOT_ALLOWED')
    expect(asked).toEqual([])
  })

  it('answers safe methods without a prompt: reads through the API, the chain and account itself', async () => {
    const { run, asked } = setUp()
    expect(await run('eth_blockNumber')).toEqual({ result: '0x2a' })
    expect(rpcCalls.at(-1)?.url).toBe('/v1/?chainId=eip155%3A31337&projectId=lab')
    expect(rpcCalls.at(-1)?.body).toMatchObject({ method: 'eth_blockNumber', params: [] })
    expect(await run('eth_chainId')).toEqual({ result: '0x7a69' })
    expect(await run('eth_accounts')).toEqual({
      result: ['0x4444444444444444444444444444444444444444'],
    })
    expect(asked).toEqual([])
  })

  it('asks the user for a not-safe method and signs only after Approve', async () => {
    const approved = setUp({ approves: true })
    expect(await approved.run('personal_sign', ['0x68', me])).toEqual({ result: '0xsigned' })
    expect(approved.asked).toEqual(['personal_sign'])
    const rejected = setUp({ approves: false })
    expect(await codeOf(rejected.run('eth_sendTransaction', [{}]))).toBe('USER_REJECTED')
    expect(rejected.signed).toEqual([])
  })

  it('answers and signs only on the frame chain: a request naming another chain is refused, no card, no read, no signature', async () => {
    const { run, asked, signed, shown } = setUp()
    const reads = rpcCalls.length
    await run('personal_sign', ['0x68', me], 31337)
    expect(shown.map((content) => content.fields[0])).toEqual([
      { label: 'Network', value: 'Local devnet (31337)' },
    ])
    for (const method of [
      'personal_sign',
      'eth_sendTransaction',
      'eth_chainId',
      'eth_getBalance',
    ]) {
      const error = await run(method, method === 'personal_sign' ? ['0x68', me] : [{}], 8453).catch(
        (e: unknown) => e,
      )
      expect([method, (error as FrameHandlerError).code]).toEqual([method, 'UNSUPPORTED_CHAIN'])
    }
    expect(
      (await run('eth_chainId', [], 1).catch((e: unknown) => e)) as FrameHandlerError,
    ).toMatchObject({
      message: 'The request is for chain 1, the wallet is on chain 31337',
    })
    expect([asked, signed, rpcCalls.length - reads]).toEqual([
      ['personal_sign'],
      ['personal_sign'],
      0,
    ])
  })

  it('refuses without a card what it would not sign as shown: unknown fields, another chain or account, other methods', async () => {
    const { run, asked, signed } = setUp()
    const to = '0x5555555555555555555555555555555555555555'
    expect(await codeOf(run('eth_sendTransaction', [{ to, blobs: ['0x00'] }]))).toBe(
      'INVALID_REQUEST',
    )
    expect(await codeOf(run('eth_sendTransaction', [{ to, chainId: '0x1' }]))).toBe(
      'UNSUPPORTED_CHAIN',
    )
    expect(await codeOf(run('eth_sendTransaction', [{ to, from: to }]))).toBe('INVALID_REQUEST')
    expect(await codeOf(run('wallet_sendCalls', [{ calls: [] }]))).toBe('METHOD_NOT_ALLOWED')
    expect([asked, signed]).toEqual([[], []])
  })

  it("a smart account sends user operations: the dapp's gas, fees and nonce are not shown as numbers but as unused, and a contract creation is refused without a card", async () => {
    const { run, shown, signed } = setUp({ smartAccount: true })
    const to = '0x5555555555555555555555555555555555555555'
    for (const fees of [{ nonce: '0x1' }, { gasPrice: '0x1' }, { gas: '0x5208' }]) {
      expect(await run('eth_sendTransaction', [{ to, ...fees }])).toEqual({ result: '0xsigned' })
    }
    expect(shown.map((card) => card.fields.map((field) => field.label))).toEqual(
      Array(3).fill(['Network', 'Account', 'To', 'Value', 'Fees', 'Data']),
    )
    expect(shown[0]?.fields[4]).toEqual({ label: 'Fees', value: SMART_ACCOUNT_FEES })
    const creation = await run('eth_sendTransaction', [{ data: '0x6000' }]).catch((e: unknown) => e)
    expect((creation as FrameHandlerError).code).toBe('INVALID_REQUEST')
    expect([shown.length, signed.length]).toEqual([3, 3])
  })

  it('the card names the account the signer acts as, the smart account or the own account, after the network', async () => {
    const to = '0x5555555555555555555555555555555555555555'
    const asSmart = setUp({ smartAccount: true })
    // The dapp's `from` is left out: the account shown comes from the signer, not the request.
    await asSmart.run('eth_sendTransaction', [{ to, value: '0x1' }])
    const asOwn = setUp()
    await asOwn.run('eth_sendTransaction', [{ to, value: '0x1' }])
    expect([asSmart.shown[0]?.fields.slice(0, 2), asOwn.shown[0]?.fields.slice(0, 2)]).toEqual([
      [
        { label: 'Network', value: 'Local devnet (31337)' },
        { label: 'Account', value: '0x5FbDB2315678afecb367f032d93F642f64180aa3 (smart account)' },
      ],
      [
        { label: 'Network', value: 'Local devnet (31337)' },
        { label: 'Account', value: '0x4444444444444444444444444444444444444444 (account)' },
      ],
    ])
    expect([asSmart.signedBy, asOwn.signedBy]).toEqual([[`${smart} smartAccount`], [`${me} eoa`]])
  })

  it('a switch of the preferred account while the card is open does not change who signs: the account shown signs', async () => {
    const to = '0x5555555555555555555555555555555555555555'
    const run = setUp({
      smartAccount: true,
      // SET_PREFERRED_ACCOUNT (or GET_USER's preferredAccountType) from the dapp meanwhile.
      whileShown: (preferred) => {
        preferred.type = 'eoa'
      },
    })
    await run.run('eth_sendTransaction', [{ to, value: '0x1' }])
    expect(run.shown[0]?.fields[1]).toEqual({
      label: 'Account',
      value: '0x5FbDB2315678afecb367f032d93F642f64180aa3 (smart account)',
    })
    expect(run.signedBy).toEqual([`${smart} smartAccount`])
    // The next request's card names the account now preferred.
    await run.run('personal_sign', ['0x68', me])
    expect(run.shown[1]?.fields[1]).toEqual({
      label: 'Account',
      value: '0x4444444444444444444444444444444444444444 (account)',
    })
    expect(run.signedBy).toEqual([`${smart} smartAccount`, `${me} eoa`])
  })

  it('needs a session for the account and for signing', async () => {
    const { run, asked } = setUp({ signedIn: false })
    expect(await codeOf(run('personal_sign', ['0x68']))).toBe('NOT_CONNECTED')
    expect(await codeOf(run('eth_accounts'))).toBe('NOT_CONNECTED')
    expect(asked).toEqual([])
  })
})
