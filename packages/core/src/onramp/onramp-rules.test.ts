import type { OnRampProvider } from '@portico/api-client'
import { describe, expect, it } from 'vitest'
import { mockOnRampQuote, sampleOnRampOptions } from './onramp-fallbacks.js'
import { offeredOnRampProviders, offeredPaymentMethods } from './onramp-rules.js'

const provider: OnRampProvider = {
  id: 'p',
  name: 'P',
  feeRange: { min: 1, max: 2 },
  paymentMethods: [
    { id: 'card', limits: { min: 10, max: 7500 } },
    { id: 'bank_account', limits: { min: 10, max: 25000 } },
  ],
  paymentCurrencies: ['USD'],
  purchaseCurrencies: ['ETH'],
  networks: [
    { id: 'eip155:8453', name: 'base' },
    { id: 'eip155:100', name: 'gnosis' },
  ],
}

describe('SPEC §9 card-pay chains and restricted time zones', () => {
  it('offers card only on a card-pay chain, and nothing where the provider does not deliver', () => {
    expect(offeredPaymentMethods(provider, 'eip155:8453').map((m) => m.id)).toEqual([
      'card',
      'bank_account',
    ])
    expect(offeredPaymentMethods(provider, 'eip155:100').map((m) => m.id)).toEqual(['bank_account'])
    expect(offeredPaymentMethods(provider, 'eip155:1')).toEqual([])
  })

  it('offers no provider in a restricted time zone', () => {
    const options = { providers: [provider] }
    expect(offeredOnRampProviders(options, 'eip155:8453', 'Europe/Berlin')).toHaveLength(1)
    expect(offeredOnRampProviders(options, 'eip155:8453', undefined)).toHaveLength(1)
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau'])
      expect(offeredOnRampProviders(options, 'eip155:8453', zone)).toEqual([])
    expect(offeredOnRampProviders(options, 'eip155:1', 'Europe/Berlin')).toEqual([])
  })
})

describe('SPEC §8 fallbacks', () => {
  it('sample options: two providers, 1-2% fees, card 10-7500 and bank 10-25000', () => {
    const { providers } = sampleOnRampOptions('eip155:1')
    expect(providers).toHaveLength(2)
    for (const sample of providers) {
      expect(sample.feeRange).toEqual({ min: 1, max: 2 })
      expect(sample.paymentMethods).toEqual([
        { id: 'card', limits: { min: 10, max: 7500 } },
        { id: 'bank_account', limits: { min: 10, max: 25000 } },
      ])
    }
    // Card only where the chain is a card-pay chain: not on a devnet the on-ramp does not know.
    expect(offeredPaymentMethods(providers[0] as OnRampProvider, 'eip155:1')).toHaveLength(2)
    const devnet = sampleOnRampOptions('eip155:31337').providers[0] as OnRampProvider
    expect(offeredPaymentMethods(devnet, 'eip155:31337').map((m) => m.id)).toEqual(['bank_account'])
  })

  it('mock quote: echoes the request, promises nothing, says it is a mock', () => {
    const quote = mockOnRampQuote({
      providerId: 'p',
      paymentMethod: 'card',
      paymentAmount: { amount: '25', currency: 'USD' },
      purchaseCurrency: 'ETH',
      network: 'eip155:1',
    })
    expect(quote).toMatchObject({
      quoteId: 'mocked-quote-id',
      mock: true,
      paymentTotal: { amount: '25', currency: 'USD' },
      providerFee: { amount: '0', currency: 'USD' },
      purchaseAmount: { amount: '0', currency: 'ETH' },
    })
  })
})
