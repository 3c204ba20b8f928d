import {
  type SolanaChain,
  sendSolanaTransfer as sendSol,
  sendSolanaTokenTransfer as sendToken,
  startSolanaChain,
} from '@portico/testing/solana'
import { generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/harness.js'
import { useTestServer } from '../../test/suite-hooks.js'

let chain: SolanaChain
beforeAll(async () => {
  chain = await startSolanaChain()
})
afterAll(() => chain.stop())

describeEachBackend('Solana in the data API on $name (real local chain over HTTP)', (backend) => {
  const server = useTestServer(
    backend.name,
    () => ({
      chains: [],
      rateLimit: false,
      historyPageSize: 2,
      prices: { NINE: 2 },
      families: {
        solana: {
          rpcUrl: chain.rpcUrl,
          genesisHash: chain.genesisHash,
          prices: { SOL: 150, [chain.mints.usdc.address]: 1 },
        },
      },
    }),
    { log: () => undefined },
  )

  async function get(path: string) {
    const response = await fetch(`${server().url}${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('lists the cluster in /v1/supported-chains', async () => {
    const { body } = await get('/v1/supported-chains')
    expect(body.http).toContain(chain.caip2)
  })

  it('answers SOL and SPL balances with fixture prices; the NFT mint is dropped', async () => {
    const owner = chain.accounts[0]!.address
    const { status, body } = await get(`/v1/account/${owner}/balance?chainId=${chain.caip2}`)
    expect(status).toBe(200)
    const balances = body.balances as {
      symbol: string
      quantity: { numeric: string }
      price: number
      value: number
      address?: string
    }[]
    expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.price, b.value])).toEqual([
      ['SOL', '100', 150, 15000],
      ['USDC', '1000', 1, 1000],
      ['NINE', '50', 2, 100],
      ['P22', '500', 0, 0],
    ])
    expect(balances[1]?.address).toBe(chain.mints.usdc.address)
    expect(balances.some((b) => b.address === chain.mints.nft.address)).toBe(false)
  })

  it('cleans hostile token metadata and drops a mint left without a symbol', async () => {
    const holder = chain.accounts[3]!.address
    const hostile = await chain.createMint({
      decimals: 6,
      metadata: {
        name: `Claim\u202e at evil.example\u0000 ${'x'.repeat(300)}`,
        symbol: '\u200bFREE\u202e\u0007',
      },
      holders: [holder],
      amount: 5_000_000n,
    })
    const blank = await chain.createMint({
      decimals: 6,
      metadata: { name: 'Blank', symbol: '\u200b\u200d\u202e' },
      holders: [holder],
      amount: 1n,
    })
    const { body } = await get(
      `/v1/account/${holder}/balance?chainId=${chain.caip2}&forceUpdate=true`,
    )
    const balances = body.balances as { name: string; symbol: string; address?: string }[]
    const evil = balances.find((b) => b.address === hostile.address)
    expect(evil?.symbol).toBe('FREE')
    expect(evil?.name.startsWith('Claim at evil.example')).toBe(true)
    expect(evil?.name.length).toBeLessThanOrEqual(128)
    expect(balances.some((b) => b.address === blank.address)).toBe(false)
  })

  it('indexes SOL and SPL transfers into history, newest first, paged by cursor', async () => {
    const from = chain.accounts[2]!
    // A fresh receiver: its whole history is these three transfers, whichever backend runs first.
    const to = (await generateKeyPairSigner()).address
    const sol = await sendSol(chain, from.secretKey, to, 250_000_000n)
    const usdc = await sendToken(chain, from.secretKey, to, chain.mints.usdc, 3_500_000n)
    const p22 = await sendToken(chain, from.secretKey, to, chain.mints.token2022, 1_000_000n)
    const first = await get(`/v1/account/${to}/history?chainId=${chain.caip2}`)
    expect(first.status).toBe(200)
    const page1 = first.body.data as {
      metadata: { hash: string; operationType: string }
      transfers: {
        direction: string
        quantity: { numeric: string }
        fungible_info?: { symbol?: string }
      }[]
    }[]
    expect(page1.map((tx) => tx.metadata.hash)).toEqual([p22, usdc])
    expect(page1[1]?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '3.5' },
        fungible_info: expect.objectContaining({ symbol: 'USDC' }),
      }),
    ])
    expect(page1[0]?.metadata.operationType).toBe('receive')
    const second = await get(
      `/v1/account/${to}/history?chainId=${chain.caip2}&cursor=${first.body.next}`,
    )
    const page2 = second.body.data as {
      metadata: { hash: string }
      transfers: { quantity: { numeric: string }; value?: number }[]
    }[]
    expect(page2.map((tx) => tx.metadata.hash)).toEqual([sol])
    expect(page2[0]?.transfers[0]).toMatchObject({ quantity: { numeric: '0.25' }, value: 37.5 })
    expect(second.body.next).toBeNull()
    // The sender sees the same transfers as sends.
    const sender = await get(`/v1/account/${from.address}/history?chainId=${chain.caip2}`)
    const sent = sender.body.data as { metadata: { hash: string; operationType: string } }[]
    expect(sent.map((tx) => [tx.metadata.hash, tx.metadata.operationType])).toEqual([
      [p22, 'send'],
      [usdc, 'send'],
    ])
  })

  it('refuses a bad cursor and a malformed address', async () => {
    const owner = chain.accounts[0]!.address
    expect(
      (await get(`/v1/account/${owner}/history?chainId=${chain.caip2}&cursor=abc`)).status,
    ).toBe(400)
    expect(
      (await get(`/v1/account/0OIl0OIl0OIl0OIl0OIl0OIl/balance?chainId=${chain.caip2}`)).status,
    ).toBe(400)
  })
})
