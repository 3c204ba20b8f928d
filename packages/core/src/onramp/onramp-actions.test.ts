import { createDataApi } from '@portico/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { testKit, usdc } from '../app-kit/kit.test-helper.js'
import { useLocalHttpServer } from '../data/local-http-server.test-helper.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import type { TokenBalance } from '../types/account.js'
import {
  generateOnRampUrl,
  getOnRampOptions,
  getOnRampQuote,
  openOnRampWindow,
  watchOnRampFunds,
} from './onramp-actions.js'

const provider = {
  id: 'sandbox',
  name: 'Portico Sandbox',
  feeRange: { min: 1, max: 2 },
  paymentMethods: [{ id: 'card', limits: { min: 10, max: 7500 } }],
  paymentCurrencies: ['USD'],
  purchaseCurrencies: ['ETH'],
  networks: [{ id: 'eip155:1', name: 'ethereum' }],
}
const quoteBody = {
  providerId: 'sandbox',
  paymentMethod: 'card' as const,
  paymentAmount: { amount: '100', currency: 'USD' },
  purchaseCurrency: 'ETH',
  network: 'eip155:1',
}
let failing = false
const serverUrl = useLocalHttpServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  res.setHeader('content-type', 'application/json')
  if (failing) return res.writeHead(500).end('{}')
  if (path === '/v1/onramp/options') return res.end(JSON.stringify({ providers: [provider] }))
  if (path === '/v1/onramp/quote')
    return res.end(
      JSON.stringify({
        ...quoteBody,
        quoteId: 'q1',
        paymentTotal: { amount: '100.00', currency: 'USD' },
        paymentSubtotal: { amount: '97.50', currency: 'USD' },
        providerFee: { amount: '2.00', currency: 'USD' },
        networkFee: { amount: '0.50', currency: 'USD' },
        purchaseAmount: { amount: '0.04875', currency: 'ETH' },
      }),
    )
  if (path === '/v1/generators/onrampurl')
    return res.end(JSON.stringify({ url: `${serverUrl()}/sandbox/onramp?session=s` }))
  res.writeHead(404).end('{}')
})
afterEach(() => {
  failing = false
  vi.useRealTimers()
})

const kitOverHttp = () => testKit({ api: createDataApi({ apiUrl: serverUrl(), projectId: 'p' }) })

describe('on-ramp data over real HTTP, with the SPEC §8 fallbacks', () => {
  it('reads options, quotes and the provider URL from the data API', async () => {
    const kit = kitOverHttp()
    expect(await getOnRampOptions(kit, 'eip155:1')).toEqual({
      options: { providers: [provider] },
      fallback: false,
    })
    expect((await getOnRampQuote(kit, quoteBody)).quoteId).toBe('q1')
    const { url } = await generateOnRampUrl(kit, {
      ...quoteBody,
      destinationAddress: ALICE,
    })
    expect(url).toBe(`${serverUrl()}/sandbox/onramp?session=s`)
  })

  it('falls back to the sample options and the mock quote when the calls fail', async () => {
    failing = true
    const kit = kitOverHttp()
    const { options, fallback } = await getOnRampOptions(kit, 'eip155:1')
    expect(fallback).toBe(true)
    expect(options.providers.map((p) => p.name)).toEqual(['Sample Provider A', 'Sample Provider B'])
    const quote = await getOnRampQuote(kit, quoteBody)
    expect(quote).toMatchObject({ quoteId: 'mocked-quote-id', mock: true })
    await expect(
      generateOnRampUrl(kit, { ...quoteBody, destinationAddress: ALICE }),
    ).rejects.toThrow('HTTP status code: 500')
  })

  it('an API without on-ramp calls gets the fallbacks too', async () => {
    const kit = testKit({ api: fixtureDataApi() })
    expect((await getOnRampOptions(kit, 'eip155:1')).fallback).toBe(true)
    expect((await getOnRampQuote(kit, quoteBody)).mock).toBe(true)
  })
})

describe('hand-off and return', () => {
  it('opens the provider URL in a new tab without an opener, synchronously', () => {
    const calls: unknown[][] = []
    expect(openOnRampWindow('https://p.example/x', (...args) => calls.push(args))).toBe(true)
    expect(calls).toEqual([['https://p.example/x', '_blank', 'noopener,noreferrer']])
    expect(openOnRampWindow('https://p.example/x', undefined)).toBe(false)
  })

  it('watches the balance on the kit clock and shows "Transaction started" once funds arrive', async () => {
    vi.useFakeTimers()
    const eth = (numeric: string): TokenBalance => ({
      ...usdc,
      name: 'Ether',
      symbol: 'ETH',
      address: undefined,
      quantity: { decimals: '18', numeric },
    })
    let balances = [eth('1')]
    const api = { ...fixtureDataApi(), getBalances: async () => balances }
    const kit: AppKit = testKit({ api, adapters: [mockAdapter({ accounts: [ALICE] })] })
    await kit.connect({ connectorId: 'mock' })
    await kit.fetchTokenBalances({ force: true })
    const before = kit.getAccount()?.balance
    expect(before).toBe('1')
    const arrived: string[] = []
    const stop = watchOnRampFunds(kit, { before, onArrived: (b) => arrived.push(b) })
    await vi.advanceTimersByTimeAsync(4_100)
    expect(arrived).toEqual([])
    expect(kit.getSnapshot().toast).toBeUndefined()
    balances = [eth('1.04875')]
    await vi.advanceTimersByTimeAsync(2_000)
    expect(arrived).toEqual(['1.04875'])
    expect(kit.getSnapshot().toast?.message).toBe('Transaction started')
    stop()
  })

  it('stops watching when told to', async () => {
    vi.useFakeTimers()
    let calls = 0
    const api = {
      ...fixtureDataApi(),
      getBalances: async () => {
        calls++
        return []
      },
    }
    const kit = testKit({ api, adapters: [mockAdapter({ accounts: [ALICE] })] })
    await kit.connect({ connectorId: 'mock' })
    const stop = watchOnRampFunds(kit, { before: undefined, onArrived: () => undefined })
    await vi.advanceTimersByTimeAsync(2_100)
    stop()
    const seen = calls
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toBe(seen)
  })
})
