import type { OnRampOptions, OnRampQuote, OnRampQuoteBody } from '@portico/api-client'

/** The on-ramp's names of chains it knows (SPEC §9 card-pay chains and Solana). */
export const onRampChainNames: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:42161': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:80094': 'berachain',
  'eip155:43114': 'avalanche-c-chain',
  'eip155:10': 'optimism',
  'eip155:42220': 'celo',
  'eip155:8453': 'base',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
}

/** The id the mock quote carries, so a view can say it is an estimate. */
export const MOCK_ONRAMP_QUOTE_ID = 'mocked-quote-id'

/**
 * SPEC §8/§9 built-in sample options, used when `/v1/onramp/options` fails: two providers with
 * a 1-2% fee range, card 10 to 7500 and bank account 10 to 25000, delivering to `networkId`
 * (named as the on-ramp names it; a chain it does not know keeps an unknown name, so no card).
 */
export function sampleOnRampOptions(networkId: string): OnRampOptions {
  const network = { id: networkId, name: onRampChainNames[networkId] ?? 'unknown' }
  const provider = (id: string, name: string) => ({
    id,
    name,
    feeRange: { min: 1, max: 2 },
    paymentMethods: [
      { id: 'card' as const, limits: { min: 10, max: 7500 } },
      { id: 'bank_account' as const, limits: { min: 10, max: 25000 } },
    ],
    paymentCurrencies: ['USD'],
    purchaseCurrencies: networkId.startsWith('solana:') ? ['SOL'] : ['ETH'],
    networks: [network],
  })
  return {
    providers: [
      provider('sample-a', 'Sample Provider A'),
      provider('sample-b', 'Sample Provider B'),
    ],
  }
}

/**
 * SPEC §8: the quote used when `/v1/onramp/quote` fails. It echoes the request (no fees known,
 * nothing promised to arrive) and says it is a mock, so the view shows it as an estimate.
 */
export function mockOnRampQuote(body: OnRampQuoteBody): OnRampQuote {
  const fiat = { amount: body.paymentAmount.amount, currency: body.paymentAmount.currency }
  const zero = { amount: '0', currency: body.paymentAmount.currency }
  return {
    quoteId: MOCK_ONRAMP_QUOTE_ID,
    providerId: body.providerId,
    paymentMethod: body.paymentMethod,
    paymentTotal: fiat,
    paymentSubtotal: fiat,
    providerFee: zero,
    networkFee: zero,
    purchaseAmount: { amount: '0', currency: body.purchaseCurrency },
    network: body.network,
    mock: true,
  }
}
