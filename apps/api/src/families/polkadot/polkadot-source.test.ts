import '@polkadot/api-augment'
import { ApiPromise, Keyring, WsProvider } from '@polkadot/api'
import { encodeAddress } from '@polkadot/util-crypto'
import { leasePolkadotChain, type PolkadotChain, sendInBlock } from '@portico/testing/polkadot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/suite-hooks.js'
import { formatPlanck, readPolkadotAccount } from './polkadot-balances.js'

let chain: PolkadotChain
let api: ApiPromise
beforeAll(async () => {
  chain = await leasePolkadotChain()
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
}, 120_000)
afterAll(async () => {
  await api?.disconnect()
  await chain?.stop()
})

const server = useTestServer(
  'pglite',
  () => ({
    chains: [],
    rateLimit: false,
    historyPageSize: 2,
    prices: {},
    families: {
      polkadot: {
        wsUrl: chain.wsUrl,
        genesisHash: chain.genesisHash,
        native: { name: 'Rococo' },
        prices: { ROC: 4 },
        fromBlock: 1,
      },
    },
  }),
  { log: () => undefined },
)

async function get(path: string) {
  const response = await fetch(`${server().url}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

interface HistoryItem {
  id: string
  metadata: { hash?: string; operationType: string; sentFrom: string; sentTo: string }
  transfers: { direction: string; quantity: { numeric: string }; value: number }[]
}

const keyring = new Keyring({ type: 'sr25519' })

describe('Polkadot in the data API (real local Substrate chain over HTTP)', () => {
  it('lists the chain in /v1/supported-chains', async () => {
    const { body } = await get('/v1/supported-chains')
    expect(body.http).toContain(chain.caip2)
  })

  it('answers the native balance with the chain decimals and the fixture price, any SS58 prefix', async () => {
    const eve = chain.accounts[4]!
    const expected = [
      {
        name: 'Rococo',
        symbol: 'ROC',
        chainId: chain.caip2,
        price: 4,
        value: 40_000,
        quantity: { decimals: '12', numeric: '10000' },
        iconUrl: expect.stringContaining('/roc'),
      },
    ]
    const atChainPrefix = await get(`/v1/account/${eve.address}/balance?chainId=${chain.caip2}`)
    expect(atChainPrefix).toEqual({ status: 200, body: { balances: expected } })
    const generic = encodeAddress(eve.publicKey, 42)
    const withoutChain = await get(`/v1/account/${generic}/balance`)
    expect(withoutChain).toEqual({ status: 200, body: { balances: expected } })
  })

  it('counts reserved funds in the balance (total = free + reserved), and reads the breakdown', async () => {
    const dave = keyring.addFromUri('//Dave')
    // Creating an asset reserves the asset deposit on Statemine.
    const created = await sendInBlock(api.tx.assets.create(4242, dave.address, 1), dave)
    expect(created.success).toBe(true)
    const account = await api.query.system.account(dave.address)
    const [free, reserved] = [account.data.free.toBigInt(), account.data.reserved.toBigInt()]
    expect(reserved > 0n).toBe(true)
    const balance = await readPolkadotAccount(api, dave.publicKey)
    expect(balance).toEqual({ free, reserved, frozen: 0n, transferable: free })
    const { body } = await get(
      `/v1/account/${chain.accounts[3]!.address}/balance?chainId=${chain.caip2}`,
    )
    const [entry] = body.balances as { quantity: { numeric: string } }[]
    expect(entry?.quantity.numeric).toBe(formatPlanck(free + reserved, 12))
  })

  it('indexes balances.Transfer events into history, newest first, paged by cursor', async () => {
    const charlie = keyring.addFromUri('//Charlie')
    // A fresh receiver: its whole history is these three transfers.
    const fresh = keyring.addFromUri(`//api-history-${Date.now()}`)
    const sent: string[] = []
    for (const amount of [1_500_000_000_000n, 2_000_000_000_000n, 250_000_000_000n]) {
      const tx = api.tx.balances.transferKeepAlive(fresh.address, amount)
      sent.push((await sendInBlock(tx, charlie)).txHash)
    }
    const to = encodeAddress(fresh.publicKey, chain.ss58Prefix)
    const first = await get(`/v1/account/${to}/history?chainId=${chain.caip2}`)
    expect(first.status).toBe(200)
    const page1 = first.body.data as HistoryItem[]
    expect(page1.map((tx) => tx.metadata.hash)).toEqual([sent[2], sent[1]])
    expect(page1[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: chain.accounts[2]!.address, sentTo: to },
      transfers: [{ direction: 'in', quantity: { numeric: '0.25' }, value: 1 }],
    })
    const second = await get(
      `/v1/account/${to}/history?chainId=${chain.caip2}&cursor=${first.body.next}`,
    )
    const page2 = second.body.data as HistoryItem[]
    expect(page2.map((tx) => [tx.metadata.hash, tx.transfers[0]?.quantity.numeric])).toEqual([
      [sent[0], '1.5'],
    ])
    expect(second.body.next).toBeNull()
    // The sender sees them as sends, newest first.
    const sender = await get(
      `/v1/account/${chain.accounts[2]!.address}/history?chainId=${chain.caip2}`,
    )
    const sends = sender.body.data as HistoryItem[]
    expect(sends.map((tx) => [tx.metadata.hash, tx.metadata.operationType])).toEqual([
      [sent[2], 'send'],
      [sent[1], 'send'],
    ])
  })

  it('refuses a bad cursor and a malformed address', async () => {
    const eve = chain.accounts[4]!.address
    expect((await get(`/v1/account/${eve}/history?chainId=${chain.caip2}&cursor=abc`)).status).toBe(
      400,
    )
    expect(
      (await get(`/v1/account/${eve.slice(0, -1)}x/balance?chainId=${chain.caip2}`)).status,
    ).toBe(400)
  })
})
