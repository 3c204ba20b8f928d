import { type BitcoinChain, startBitcoinChain } from '@portico/testing/bitcoin'
import {
  type BitcoinTestWallet,
  bitcoinTestWalletKeys,
  createBitcoinTestWallet,
} from '@portico/testing/bitcoin-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/suite-hooks.js'

let chain: BitcoinChain
let alice: BitcoinTestWallet
let bob: BitcoinTestWallet
beforeAll(async () => {
  chain = await startBitcoinChain()
  const wallet = (seed: string) =>
    createBitcoinTestWallet({
      ...bitcoinTestWalletKeys(seed),
      esploraUrl: chain.esploraUrl,
      authorized: true,
    })
  alice = wallet('api alice')
  bob = wallet('api bob')
})
afterAll(() => chain.stop())

const server = useTestServer(
  'pglite',
  () => ({
    chains: [],
    rateLimit: false,
    historyPageSize: 2,
    prices: {},
    families: {
      bitcoin: {
        esploraUrl: chain.esploraUrl,
        genesisHash: chain.genesisHash,
        network: 'regtest',
        price: 60_000,
      },
    },
  }),
  { log: () => undefined },
)

async function get(path: string) {
  const response = await fetch(`${server().url}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

interface Balance {
  symbol: string
  chainId: string
  price: number
  value: number
  quantity: { decimals: string; numeric: string }
}

interface HistoryItem {
  metadata: { hash: string; operationType: string; status: string; sentTo: string }
  transfers: { direction: string; quantity: { numeric: string }; value: number }[]
}

const balanceOf = async (address: string) => {
  const { status, body } = await get(
    `/v1/account/${address}/balance?chainId=${chain.caip2}&forceUpdate=true`,
  )
  expect(status).toBe(200)
  return body.balances as Balance[]
}

describe('Bitcoin in the data API (real regtest node over HTTP)', () => {
  it('lists regtest in /v1/supported-chains', async () => {
    const { body } = await get('/v1/supported-chains')
    expect(body.http).toContain(chain.caip2)
  })

  it('answers the BTC balance (8 decimals, fixture price), unconfirmed funds included', async () => {
    expect(await balanceOf(bob.payment.address)).toEqual([
      expect.objectContaining({
        symbol: 'BTC',
        quantity: { decimals: '8', numeric: '0' },
        value: 0,
      }),
    ])
    await chain.faucet(alice.payment.address, 150_000_000)
    const [confirmed] = await balanceOf(alice.payment.address)
    expect(confirmed).toMatchObject({
      symbol: 'BTC',
      chainId: chain.caip2,
      price: 60_000,
      value: 90_000,
      quantity: { decimals: '8', numeric: '1.5' },
    })
    // An unconfirmed payment to bob: bob already sees it, alice already lost it (plus the fee).
    await alice.request('sendTransfer', {
      recipients: [{ address: bob.payment.address, amount: 25_000_000 }],
    })
    expect((await balanceOf(bob.payment.address))[0]?.quantity.numeric).toBe('0.25')
    const alicePending = Number((await balanceOf(alice.payment.address))[0]?.quantity.numeric)
    expect(alicePending).toBeLessThan(1.25)
    expect(alicePending).toBeGreaterThan(1.2499)
    await chain.mine(1)
  })

  it('lists incoming and outgoing payments newest first, paged by cursor', async () => {
    const sent = (await bob.request('sendTransfer', {
      recipients: [{ address: alice.payment.address, amount: 5_000_000 }],
    })) as { txid: string }
    const first = await get(`/v1/account/${bob.payment.address}/history?chainId=${chain.caip2}`)
    expect(first.status).toBe(200)
    const page1 = first.body.data as HistoryItem[]
    expect(page1.map((tx) => [tx.metadata.operationType, tx.metadata.status])).toEqual([
      ['send', 'pending'],
      ['receive', 'confirmed'],
    ])
    expect(page1[0]?.metadata.hash).toBe(sent.txid)
    expect(page1[0]?.transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '0.05' }, value: 3000 }),
    ])
    expect(page1[0]?.metadata.sentTo).toBe(alice.payment.address)
    expect(page1[1]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.25' } })
    expect(first.body.next).toBeNull()

    await chain.mine(1)
    const aliceFirst = await get(
      `/v1/account/${alice.payment.address}/history?chainId=${chain.caip2}`,
    )
    const alicePage1 = aliceFirst.body.data as HistoryItem[]
    expect(alicePage1.map((tx) => [tx.metadata.operationType, tx.metadata.status])).toEqual([
      ['receive', 'confirmed'],
      ['send', 'confirmed'],
    ])
    expect(typeof aliceFirst.body.next).toBe('string')
    const aliceSecond = await get(
      `/v1/account/${alice.payment.address}/history?chainId=${chain.caip2}&cursor=${aliceFirst.body.next}`,
    )
    const alicePage2 = aliceSecond.body.data as HistoryItem[]
    expect(alicePage2.map((tx) => tx.metadata.operationType)).toEqual(['receive'])
    expect(alicePage2[0]?.transfers[0]?.quantity.numeric).toBe('1.5')
    expect(aliceSecond.body.next).toBeNull()
  })

  it('finds the chain by the address alone, and refuses foreign addresses and bad cursors', async () => {
    const { status, body } = await get(`/v1/account/${alice.ordinals.address}/balance`)
    expect(status).toBe(200)
    expect((body.balances as Balance[])[0]?.chainId).toBe(chain.caip2)
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    expect((await get(`/v1/account/${mainnet}/balance?chainId=${chain.caip2}`)).status).toBe(400)
    const badCursor = await get(
      `/v1/account/${alice.payment.address}/history?chainId=${chain.caip2}&cursor=abc`,
    )
    expect(badCursor.status).toBe(400)
  })
})
