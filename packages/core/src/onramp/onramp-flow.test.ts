import type { OnRampOptions, OnRampQuote, OnRampQuoteBody } from '@portico/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { eth, testKit } from '../app-kit/kit.test-helper.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { manualClock } from '../testing/manual-clock.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import type { TokenBalance } from '../types/account.js'
import { checkOnRampAmount } from './onramp-amount.js'
import { onRampFlowOf } from './onramp-flow-of.js'

// The on-ramp as the kit runs it, with no view: options when OnRampProviders is shown, SPEC §9's
// offer rules, the amount check, the quote and its checkout, the hand-off.

const provider = (id: string, networks = [{ id: 'eip155:1', name: 'ethereum' }]) => ({
  id,
  name: `Provider ${id}`,
  feeRange: { min: 1, max: 2 },
  paymentMethods: [
    { id: 'card' as const, limits: { min: 10, max: 7500 } },
    { id: 'bank_account' as const, limits: { min: 10, max: 25000 } },
  ],
  paymentCurrencies: ['USD', 'EUR'],
  purchaseCurrencies: ['ETH'],
  networks,
})

const quoteOf = (body: OnRampQuoteBody): OnRampQuote => ({
  quoteId: `quote for ${body.paymentAmount.amount} ${body.paymentAmount.currency}`,
  providerId: body.providerId,
  paymentMethod: body.paymentMethod,
  paymentTotal: { amount: body.paymentAmount.amount, currency: body.paymentAmount.currency },
  paymentSubtotal: { amount: body.paymentAmount.amount, currency: body.paymentAmount.currency },
  providerFee: { amount: '1.00', currency: body.paymentAmount.currency },
  networkFee: { amount: '0.50', currency: body.paymentAmount.currency },
  purchaseAmount: { amount: '0.02', currency: 'ETH' },
  network: body.network,
})

async function onRampKit(
  options: {
    options?: () => Promise<OnRampOptions>
    quote?: () => Promise<OnRampQuote>
    url?: () => Promise<{ url: string }>
  } = {},
) {
  const calls: string[] = []
  const api = Object.assign(fixtureDataApi(), {
    getOnRampOptions: async ({ chainId }: { chainId: string }) => {
      calls.push(`options ${chainId}`)
      return options.options
        ? options.options()
        : {
            providers: [
              provider('a', [
                { id: 'eip155:1', name: 'ethereum' },
                { id: 'eip155:10', name: 'optimism' },
              ]),
              provider('b'),
            ],
          }
    },
    getOnRampQuote: async (body: OnRampQuoteBody) => {
      calls.push(`quote ${body.providerId} ${body.paymentMethod} ${body.paymentAmount.amount}`)
      return options.quote ? options.quote() : quoteOf(body)
    },
    generateOnRampUrl: async () =>
      options.url ? options.url() : { url: 'https://checkout.example/session' },
  })
  const kit = testKit({
    adapters: [mockAdapter({ accounts: [ALICE] })],
    networks: [mainnet, optimism],
    api,
  })
  await kit.ready
  await kit.connect({ connectorId: 'mock' })
  return { kit, calls, flow: onRampFlowOf(kit) }
}

const ready = (flow: ReturnType<typeof onRampFlowOf>) =>
  // The first load imports the data client's modules: more than waitFor's default 1 s on a busy machine.
  vi.waitFor(() => expect(flow.getState().status).toBe('ready'), { timeout: 10_000 })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the on-ramp flow (SPEC §4 OnRampProviders, §8, §9)', () => {
  it('loads the options when the view is shown and picks the first provider, method and currency', async () => {
    const { kit, calls, flow } = await onRampKit()
    expect(flow.getState().status).toBe('idle')
    kit.open({ view: 'OnRampProviders' })
    await ready(flow)
    expect(calls).toEqual(['options eip155:1'])
    const state = flow.getState()
    expect(state.offered.map((entry) => entry.provider.id)).toEqual(['a', 'b'])
    expect(state.offered[0]?.methods.map((method) => method.id)).toEqual(['card', 'bank_account'])
    expect(state).toMatchObject({
      providerId: 'a',
      method: 'card',
      currency: 'USD',
      purchaseCurrency: 'ETH',
      fallback: false,
      unavailable: undefined,
    })
  })

  it('checks the amount, quotes it with its checkout, and any change drops the quote', async () => {
    const { kit, calls, flow } = await onRampKit()
    kit.open({ view: 'OnRampProviders' })
    await ready(flow)
    flow.setAmount('12.345')
    expect(flow.getState().amountProblem).toBe('decimals')
    flow.setAmount('5')
    expect(flow.getState().amountProblem).toBe('range')
    await flow.getQuote()
    expect(calls).toEqual(['options eip155:1'])
    flow.setAmount('50')
    expect(flow.getState().amountProblem).toBeUndefined()
    await flow.getQuote()
    expect(calls.at(-1)).toBe('quote a card 50')
    expect(flow.getState().quote?.quoteId).toBe('quote for 50 USD')
    expect(flow.getState().url).toBe('https://checkout.example/session')
    flow.setCurrency('EUR')
    expect(flow.getState()).toMatchObject({ currency: 'EUR', quote: undefined, url: undefined })
    flow.setCurrency('JPY')
    expect(flow.getState().currency).toBe('EUR')
    flow.selectProvider('b')
    expect(flow.getState()).toMatchObject({ providerId: 'b', currency: 'USD', amount: '' })
  })

  it('buy opens the checkout and shows BuyInProgress with the balance before', async () => {
    const { kit, flow } = await onRampKit()
    const opened = vi.fn()
    vi.stubGlobal('window', { open: opened })
    kit.open({ view: 'OnRampProviders' })
    await ready(flow)
    expect(flow.buy()).toBe(false)
    flow.setAmount('50')
    await flow.getQuote()
    expect(flow.buy('0.02 ETH')).toBe(true)
    vi.unstubAllGlobals()
    expect(opened).toHaveBeenCalledWith(
      'https://checkout.example/session',
      '_blank',
      'noopener,noreferrer',
    )
    expect(kit.getSnapshot().router.view).toBe('BuyInProgress')
    expect(kit.getSnapshot().router.data).toEqual({
      providerName: 'Provider a',
      url: 'https://checkout.example/session',
      before: kit.getAccount()?.balance,
      receive: '0.02 ETH',
    })
  })

  it('the service down: sample options, a mock quote and no checkout; a checkout refused is said', async () => {
    const down = await onRampKit({
      options: async () => Promise.reject(new Error('down')),
      quote: async () => Promise.reject(new Error('down')),
    })
    down.kit.open({ view: 'OnRampProviders' })
    await ready(down.flow)
    expect(down.flow.getState().fallback).toBe(true)
    down.flow.setAmount('50')
    await down.flow.getQuote()
    expect(down.flow.getState()).toMatchObject({ url: undefined, urlFailed: false })
    expect(down.flow.getState().quote?.mock).toBe(true)

    const refused = await onRampKit({ url: async () => Promise.reject(new Error('no')) })
    refused.kit.open({ view: 'OnRampProviders' })
    await ready(refused.flow)
    refused.flow.setAmount('50')
    await refused.flow.getQuote()
    expect(refused.flow.getState()).toMatchObject({ url: undefined, urlFailed: true })
  })

  it('says which rule keeps providers out: the time zone, or no provider on the network', async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'Asia/Shanghai' }
    })
    const restricted = await onRampKit()
    restricted.kit.open({ view: 'OnRampProviders' })
    await ready(restricted.flow)
    expect(restricted.flow.getState()).toMatchObject({ unavailable: 'region', offered: [] })
    vi.restoreAllMocks()

    const none = await onRampKit({ options: async () => ({ providers: [] }) })
    none.kit.open({ view: 'OnRampProviders' })
    await ready(none.flow)
    expect(none.flow.getState().unavailable).toBe('network')
  })

  it("a network switch while the view shows loads that network's options", async () => {
    const { kit, calls, flow } = await onRampKit()
    kit.open({ view: 'OnRampProviders' })
    await ready(flow)
    await kit.switchNetwork(optimism)
    await vi.waitFor(() => expect(flow.getState().networkId).toBe('eip155:10'))
    await ready(flow)
    expect(calls).toEqual(['options eip155:1', 'options eip155:10'])
    // Only provider a delivers on optimism.
    expect(flow.getState().offered.map((entry) => entry.provider.id)).toEqual(['a'])
  })
})

describe('the watch for the purchase (SPEC §8 BuyInProgress)', () => {
  it('reads the balance again on the kit clock until it changes, then holds it; leaving the view stops the watch', async () => {
    const clock = manualClock()
    const fixture: { balances: TokenBalance[] } = { balances: [eth] }
    const api = fixtureDataApi(fixture)
    const reads = () =>
      api.fixture.record.calls.filter((call) => call.method === 'getBalances').length
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE] })],
      api,
      clock: clock.clock,
    })
    await kit.ready
    await kit.connect({ connectorId: 'mock' })
    await kit.preload()
    await kit.fetchTokenBalances({ force: true })
    const before = kit.getAccount()?.balance
    const flow = onRampFlowOf(kit)
    kit.open({
      view: 'BuyInProgress',
      data: { providerName: 'P', url: 'https://x.example', before },
    })
    const first = reads()
    await vi.waitFor(() => expect(clock.pending()).toBe(1))
    clock.advance(0)
    await vi.waitFor(() => expect(clock.pending()).toBe(1))
    expect(reads()).toBe(first + 1)
    expect(flow.getState().arrived).toBeUndefined()
    fixture.balances = [{ ...eth, quantity: { decimals: '18', numeric: '1.5' } }]
    clock.advance(2_000)
    await vi.waitFor(() => expect(flow.getState().arrived).toBeDefined())
    expect(flow.getState().arrived).toBe(kit.getAccount()?.balance)
    expect(flow.getState().arrived).not.toBe(before)
    expect(kit.getSnapshot().toast?.message).toBe('Transaction started')

    // Shown again, then left: the watch stops, and the clock moving on reads nothing more.
    kit.push('BuyInProgress', { providerName: 'P', url: 'https://x.example', before })
    await vi.waitFor(() => expect(flow.getState().arrived).toBeUndefined())
    kit.close()
    const left = reads()
    clock.advance(10_000)
    // A round trip through the flows after the clock moved: a read the watch made is counted by then.
    await kit.fetchTokenBalances()
    expect(reads()).toBe(left)
  })
})

describe('checkOnRampAmount', () => {
  it('takes a plain decimal with at most 2 decimals within the limits', () => {
    const card = { id: 'card' as const, limits: { min: 10, max: 7500 } }
    expect(checkOnRampAmount('', card)).toEqual({ ok: false, problem: undefined })
    expect(checkOnRampAmount(' 25.5 ', card)).toEqual({ ok: true, amount: '25.5' })
    expect(checkOnRampAmount('1e3', card)).toEqual({ ok: false, problem: 'decimals' })
    expect(checkOnRampAmount('-10', card)).toEqual({ ok: false, problem: 'decimals' })
    expect(checkOnRampAmount('7500.01', card)).toEqual({ ok: false, problem: 'range' })
    expect(checkOnRampAmount('9.99', card)).toEqual({ ok: false, problem: 'range' })
  })
})
