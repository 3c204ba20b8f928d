import { describe, expect, it, vi } from 'vitest'
import type { AppKitOptions } from '../app-kit/app-kit-types.js'
import { flush, recordEvents, testKit, usdc } from '../app-kit/kit.test-helper.js'
import { TransactionsAccountRequiredError } from '../errors/app-kit-errors.js'
import { bitcoin } from '../networks/bitcoin-networks.js'
import { mainnet, optimism, polygon } from '../networks/evm-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB } from '../testing/test-accounts.js'
import type { TokenBalance } from '../types/account.js'
import type { Transaction } from '../types/transaction.js'
import { HISTORY_REPOLL_INTERVAL_MS, HISTORY_REPOLL_LIMIT } from './data-actions.js'

const zeroDecimals: TokenBalance = {
  ...usdc,
  name: 'Zero',
  symbol: 'ZERO',
  quantity: { decimals: '0', numeric: '5' },
}

function tx(id: string, minedAt: string, chain = 'eip155:1', spam = false): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ALICE,
      sentTo: BOB,
    },
    transfers: spam
      ? [{ nft_info: { name: 'spam', flags: { is_spam: true } }, quantity: { numeric: '1' } }]
      : [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.1' } }],
  }
}

async function connected(options: Partial<AppKitOptions>) {
  // USDC's decimals on chain: sendToken reads them before converting.
  const kit = testKit({
    adapters: [mockAdapter({ accounts: [ALICE], tokenDecimals: 6 })],
    ...options,
  })
  await kit.connect({ connectorId: 'mock' })
  await kit.preload()
  return kit
}

describe('token balances (SPEC §4 "Token balance fetching")', () => {
  it('fetches, drops zero-decimal tokens, stores them on the account', async () => {
    const api = fixtureDataApi({ balances: [usdc, zeroDecimals] })
    const kit = await connected({ api })
    const balances = await kit.fetchTokenBalances()
    expect(balances.map((b) => b.symbol)).toEqual(['USDC'])
    expect(kit.getAccount()?.tokenBalance.map((b) => b.symbol)).toEqual(['USDC'])
    expect(kit.getSnapshot().tokenBalances).toMatchObject({ loading: false, error: false })
    expect(kit.getSnapshot().tokenBalances.lastRetry).toBeTypeOf('number')
    expect(api.fixture.record.calls.find((c) => c.method === 'getBalances')?.params).toEqual({
      address: ALICE,
      chainId: 'eip155:1',
    })
  })

  it('the portfolio cache (30 s) answers a second fetch; a send or force bypasses it', async () => {
    const api = fixtureDataApi({ balances: [usdc] })
    const kit = await connected({ api })
    const count = () => api.fixture.record.calls.filter((c) => c.method === 'getBalances').length
    await kit.fetchTokenBalances()
    await kit.fetchTokenBalances()
    expect(count()).toBe(1)
    await kit.fetchTokenBalances({ force: true })
    expect(count()).toBe(2)
    kit.setSendDraft({ token: usdc, sendTokenAmount: '1', receiverAddress: BOB })
    await kit.sendToken()
    await kit.fetchTokenBalances()
    expect(count()).toBe(3)
    await kit.fetchTokenBalances()
    expect(count()).toBe(3)
  })

  it("one native balance: a fetched portfolio's native entry becomes the account balance", async () => {
    const eth: TokenBalance = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 7500,
      price: 3000,
      quantity: { decimals: '18', numeric: '2.5' },
      iconUrl: '',
    }
    const api = fixtureDataApi({ balances: [eth, usdc] })
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE], balance: '1' })], api })
    await kit.connect({ connectorId: 'mock' })
    await flush()
    expect(kit.getAccount()).toMatchObject({ balance: '1', balanceSymbol: 'ETH' })
    // An incoming transfer since connect: the portfolio has the new amount, and so does the account.
    await kit.fetchTokenBalances()
    expect(kit.getAccount()).toMatchObject({ balance: '2.5', balanceSymbol: 'ETH' })
  })

  it('a portfolio without a native entry leaves the account balance alone', async () => {
    const api = fixtureDataApi({ balances: [usdc] })
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE], balance: '1' })], api })
    await kit.connect({ connectorId: 'mock' })
    await flush()
    await kit.fetchTokenBalances()
    expect(kit.getAccount()?.balance).toBe('1')
  })

  it('sets the loading flag while fetching', async () => {
    const api = fixtureDataApi({ balances: [usdc] })
    const kit = await connected({ api })
    const pending = kit.fetchTokenBalances()
    expect(kit.getSnapshot().tokenBalances.loading).toBe(true)
    await pending
    expect(kit.getSnapshot().tokenBalances.loading).toBe(false)
  })

  it('"Token Balance Unavailable" on failure, and no retry within 30 s of it', async () => {
    vi.useFakeTimers()
    const api = fixtureDataApi({ balances: [usdc], failing: ['getBalances'] })
    const kit = await connected({ api })
    expect(await kit.fetchTokenBalances()).toEqual([])
    expect(kit.getSnapshot().toast).toEqual({
      message: 'Token Balance Unavailable',
      code: 'tokenBalanceUnavailable',
      variant: 'error',
    })
    expect(kit.getSnapshot().tokenBalances.error).toBe(true)
    api.fixture.setFailing([])
    const count = () => api.fixture.record.calls.filter((c) => c.method === 'getBalances').length
    vi.advanceTimersByTime(29_999)
    await kit.fetchTokenBalances({ force: true })
    expect(count()).toBe(1)
    vi.advanceTimersByTime(1)
    expect((await kit.fetchTokenBalances()).map((b) => b.symbol)).toEqual(['USDC'])
    expect(count()).toBe(2)
  })

  it("the user's Try again (retry) asks at once inside the 30 s block; automatic fetches stay blocked", async () => {
    vi.useFakeTimers()
    const api = fixtureDataApi({ balances: [usdc], failing: ['getBalances'] })
    const kit = await connected({ api })
    await kit.fetchTokenBalances()
    const count = () => api.fixture.record.calls.filter((c) => c.method === 'getBalances').length
    vi.advanceTimersByTime(1_000)
    await kit.fetchTokenBalances({ retry: true })
    expect(count()).toBe(2)
    expect(kit.getSnapshot().tokenBalances.error).toBe(true)
    // The service is back: the next Try again fills the list, no 30 s wait.
    api.fixture.setFailing([])
    vi.advanceTimersByTime(1_000)
    await kit.fetchTokenBalances({ force: true })
    expect(count()).toBe(2)
    const balances = await kit.fetchTokenBalances({ force: true, retry: true })
    expect(balances.map((b) => b.symbol)).toEqual(['USDC'])
    expect(count()).toBe(3)
    expect(kit.getSnapshot().tokenBalances.error).toBe(false)
  })

  it('"Token Balance Unavailable" on a network the data API does not support, the native balance read from the node instead; the list is fetched once', async () => {
    const api = fixtureDataApi({ balances: [usdc], supportedChains: ['eip155:10'] })
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], balance: '1.25' })],
      api,
      networks: [mainnet, optimism],
    })
    await kit.connect({ connectorId: 'mock' })
    await kit.preload()
    const native = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '1.25' },
    }
    expect(await kit.fetchTokenBalances()).toEqual([expect.objectContaining(native)])
    expect(kit.getAccount()?.tokenBalance).toEqual([expect.objectContaining(native)])
    expect(kit.getSnapshot().tokenBalances).toMatchObject({ error: false, served: false })
    expect(kit.getSnapshot().toast?.message).toBe('Token Balance Unavailable')
    expect(api.fixture.record.calls.filter((c) => c.method === 'getBalances')).toEqual([])
    await kit.switchNetwork(optimism)
    expect((await kit.fetchTokenBalances()).map((b) => b.symbol)).toEqual(['USDC'])
    expect(kit.getSnapshot().tokenBalances.served).toBe(true)
    expect(api.fixture.record.calls.filter((c) => c.method === 'getSupportedChains')).toHaveLength(
      1,
    )
  })

  it('on a chain the data API does not serve, a node that does not answer leaves the list empty', async () => {
    const api = fixtureDataApi({ balances: [usdc], supportedChains: ['eip155:10'] })
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], features: { balanceError: true } })],
      api,
      networks: [mainnet, optimism],
    })
    await kit.connect({ connectorId: 'mock' })
    expect(await kit.fetchTokenBalances()).toEqual([])
    expect(kit.getSnapshot().tokenBalances).toMatchObject({ error: false, served: false })
  })

  it('without a connected address there is nothing to fetch', async () => {
    const api = fixtureDataApi({ balances: [usdc] })
    const kit = testKit({ api })
    expect(await kit.fetchTokenBalances()).toEqual([])
    expect(api.fixture.record.calls).toEqual([])
  })

  it('without a data API the failure toast shows (no crash)', async () => {
    const kit = await connected({})
    expect(await kit.fetchTokenBalances()).toEqual([])
    expect(kit.getSnapshot().toast?.message).toBe('Token Balance Unavailable')
  })
})

describe('transactions (SPEC §3, §4, §5)', () => {
  it('"Transactions can\'t be fetched without an accountAddress"', async () => {
    const kit = testKit({ api: fixtureDataApi() })
    await expect(kit.fetchTransactions()).rejects.toBeInstanceOf(TransactionsAccountRequiredError)
    await expect(kit.fetchTransactions()).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
  })

  it('pages by cursor, drops other chains and spam-only NFTs, groups by year then month newest first', async () => {
    const api = fixtureDataApi({
      pageSize: 2,
      transactions: [
        tx('a', '2024-03-02T00:00:00Z'),
        tx('other-chain', '2024-03-01T00:00:00Z', 'eip155:10'),
        tx('spam', '2024-02-01T00:00:00Z', 'eip155:1', true),
        tx('b', '2023-12-24T00:00:00Z'),
      ],
    })
    const kit = await connected({ api })
    await kit.fetchTransactions()
    let t = kit.getSnapshot().transactions
    expect(t.transactions.map((x) => x.id)).toEqual(['a'])
    expect(t.next).toBe('2')
    await kit.fetchTransactions()
    t = kit.getSnapshot().transactions
    expect(t.transactions.map((x) => x.id)).toEqual(['a', 'b'])
    expect(t.next).toBeNull()
    expect(t.grouped.map((y) => [y.year, y.months.map((m) => m.month)])).toEqual([
      [2024, [2]],
      [2023, [11]],
    ])
    // The last page was read: no further call.
    const calls = api.fixture.record.calls.length
    await kit.fetchTransactions()
    expect(api.fixture.record.calls.length).toBe(calls)
    // reset starts over.
    await kit.fetchTransactions({ reset: true })
    expect(kit.getSnapshot().transactions.transactions.map((x) => x.id)).toEqual(['a'])
  })

  it('"Failed to fetch transactions": the list is emptied and the cursor cleared', async () => {
    const api = fixtureDataApi({
      pageSize: 1,
      transactions: [tx('a', '2024-01-01'), tx('b', '2023-01-01')],
    })
    const kit = await connected({ api })
    await kit.fetchTransactions()
    expect(kit.getSnapshot().transactions.next).toBe('1')
    api.fixture.setFailing(['getHistory'])
    const events = recordEvents(kit)
    await kit.fetchTransactions()
    const t = kit.getSnapshot().transactions
    expect(t.transactions).toEqual([])
    expect(t.grouped).toEqual([])
    expect(t.next).toBeUndefined()
    expect(kit.getSnapshot().toast).toEqual({
      message: 'Failed to fetch transactions',
      code: 'fetchTransactionsFailed',
      variant: 'error',
    })
    expect(events.map((e) => e.event)).toEqual(['ERROR'])
    expect(t.error).toBe(true)
    // A retry that succeeds clears the flag.
    api.fixture.setFailing([])
    await kit.fetchTransactions({ reset: true })
    expect(kit.getSnapshot().transactions).toMatchObject({ error: false, loading: false })
  })

  it('SPEC §9: activity works on eip155 and solana only (bip122 shows an empty list, no call)', async () => {
    const api = fixtureDataApi({ transactions: [tx('a', '2024-01-01')] })
    const kit = testKit({
      networks: [bitcoin],
      adapters: [
        mockAdapter({
          namespace: 'bip122',
          accounts: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
        }),
      ],
      api,
    })
    await kit.connect({ connectorId: 'mock' })
    await kit.fetchTransactions()
    expect(kit.getSnapshot().transactions).toMatchObject({
      transactions: [],
      empty: true,
      next: null,
    })
    expect(api.fixture.record.calls.filter((c) => c.method === 'getHistory')).toEqual([])
  })

  it('only the connected chain is asked for', async () => {
    const api = fixtureDataApi({ transactions: [tx('p', '2024-01-01', polygon.caipNetworkId)] })
    const kit = await connected({ api })
    await kit.switchNetwork(optimism)
    await kit.fetchTransactions()
    expect(api.fixture.record.calls.at(-1)?.params).toEqual({
      address: ALICE,
      chainId: 'eip155:10',
    })
    expect(kit.getSnapshot().transactions.transactions).toEqual([])
    expect(kit.getSnapshot().transactions.empty).toBe(true)
  })

  it('a never-fetched history is stale; a fetch makes it current', async () => {
    const api = fixtureDataApi({ transactions: [tx('a', '2024-01-01')] })
    const kit = await connected({ api })
    expect(kit.getSnapshot().transactions).toMatchObject({ stale: true, error: false })
    await kit.fetchTransactions()
    expect(kit.getSnapshot().transactions).toMatchObject({ stale: false, error: false })
  })

  it('a successful send makes the history stale and keeps the shown list while it refetches', async () => {
    const api = fixtureDataApi({ transactions: [tx('a', '2024-01-01')] })
    const kit = await connected({ api })
    await kit.fetchTransactions()
    kit.setSendDraft({ sendTokenAmount: '0.1', receiverAddress: BOB })
    expect(await kit.sendToken()).toBeTypeOf('string')
    expect(kit.getSnapshot().transactions).toMatchObject({ stale: true })
    const refetch = kit.fetchTransactions({ reset: true })
    expect(kit.getSnapshot().transactions).toMatchObject({ loading: true, stale: false })
    expect(kit.getSnapshot().transactions.transactions.map((x) => x.id)).toEqual(['a'])
    await refetch
  })

  it('a failed send leaves the history as it was', async () => {
    const api = fixtureDataApi({ transactions: [tx('a', '2024-01-01')] })
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], features: { sendTransactionError: true } })],
      api,
    })
    await kit.connect({ connectorId: 'mock' })
    await kit.fetchTransactions()
    kit.setSendDraft({ sendTokenAmount: '0.1', receiverAddress: BOB })
    expect(await kit.sendToken()).toBeUndefined()
    expect(kit.getSnapshot().transactions.stale).toBe(false)
  })

  it('after a send, the first page is fetched again until the data API lists the new hash', async () => {
    vi.useFakeTimers()
    const history = [tx('a', '2024-01-01')]
    const api = fixtureDataApi({ transactions: history })
    const kit = await connected({ api })
    const historyCalls = () => api.fixture.record.calls.filter((c) => c.method === 'getHistory')
    kit.setSendDraft({ sendTokenAmount: '0.1', receiverAddress: BOB })
    const hash = await kit.sendToken()
    if (!hash) throw new Error('send failed')
    await kit.fetchTransactions({ reset: true })
    expect(historyCalls()).toHaveLength(1)
    // Not indexed yet: one more fetch after the interval.
    await vi.advanceTimersByTimeAsync(HISTORY_REPOLL_INTERVAL_MS)
    expect(historyCalls()).toHaveLength(2)
    // The data API indexes it; the next fetch shows it and the polling stops.
    history.unshift({
      ...tx('sent', '2024-02-01'),
      metadata: {
        ...tx('sent', '2024-02-01').metadata,
        hash: hash.toUpperCase().replace('0X', '0x'),
      },
    })
    await vi.advanceTimersByTimeAsync(HISTORY_REPOLL_INTERVAL_MS)
    expect(historyCalls()).toHaveLength(3)
    expect(kit.getSnapshot().transactions.transactions.map((x) => x.id)).toEqual(['sent', 'a'])
    await vi.advanceTimersByTimeAsync(HISTORY_REPOLL_INTERVAL_MS * 5)
    expect(historyCalls()).toHaveLength(3)
  })

  it(`the re-poll is bounded (${HISTORY_REPOLL_LIMIT} more fetches) and stops on an account change`, async () => {
    vi.useFakeTimers()
    const api = fixtureDataApi({ transactions: [tx('a', '2024-01-01')] })
    const adapter = mockAdapter({ accounts: [ALICE, BOB] })
    const kit = testKit({ adapters: [adapter], api })
    await kit.connect({ connectorId: 'mock' })
    const historyCalls = () => api.fixture.record.calls.filter((c) => c.method === 'getHistory')
    kit.setSendDraft({ sendTokenAmount: '0.1', receiverAddress: BOB })
    await kit.sendToken()
    await kit.fetchTransactions({ reset: true })
    await vi.advanceTimersByTimeAsync(HISTORY_REPOLL_INTERVAL_MS * (HISTORY_REPOLL_LIMIT + 3))
    expect(historyCalls()).toHaveLength(1 + HISTORY_REPOLL_LIMIT)

    // A second send, then the wallet changes account: no fetch for the old one.
    kit.setSendDraft({ sendTokenAmount: '0.1', receiverAddress: BOB })
    await kit.sendToken()
    await kit.fetchTransactions({ reset: true })
    const before = historyCalls().length
    adapter.mock.emitAccountsChanged([BOB])
    await flush()
    expect(kit.getSnapshot().transactions).toMatchObject({ stale: true, transactions: [] })
    await vi.advanceTimersByTimeAsync(HISTORY_REPOLL_INTERVAL_MS * 2)
    expect(historyCalls()).toHaveLength(before)
  })

  it('a network switch makes the history stale and drops a page of the old chain still loading', async () => {
    const api = fixtureDataApi({ transactions: [tx('a', '2024-01-01')] })
    const kit = await connected({ api })
    await kit.fetchTransactions()
    const loading = kit.fetchTransactions({ reset: true })
    await kit.switchNetwork(optimism)
    await loading
    expect(kit.getSnapshot().transactions).toMatchObject({
      stale: true,
      loading: false,
      transactions: [],
    })
  })
})
