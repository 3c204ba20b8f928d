import type { OnRampProvider, OnRampQuote, OnRampQuoteBody } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletTestKit, ethToken, renderView } from '../wallet-test-kit.js'
import BuyInProgressView from './buy-in-progress-view.js'
import OnRampProvidersView from './onramp-providers-view.js'

const provider = (id: string, name: string, networkName = 'ethereum'): OnRampProvider => ({
  id,
  name,
  feeRange: { min: 1, max: 2 },
  paymentMethods: [
    { id: 'card', limits: { min: 10, max: 7500 } },
    { id: 'bank_account', limits: { min: 10, max: 25000 } },
  ],
  paymentCurrencies: ['USD'],
  purchaseCurrencies: ['ETH'],
  networks: [{ id: 'eip155:1', name: networkName }],
})
const quoteOf = (body: OnRampQuoteBody): OnRampQuote => ({
  quoteId: 'q-1',
  providerId: body.providerId,
  paymentMethod: body.paymentMethod,
  paymentTotal: { amount: '50.00', currency: 'USD' },
  paymentSubtotal: { amount: '48.50', currency: 'USD' },
  providerFee: { amount: '1.00', currency: 'USD' },
  networkFee: { amount: '0.50', currency: 'USD' },
  purchaseAmount: { amount: '0.02425', currency: 'ETH' },
  network: body.network,
})

/** The view rendered while the kit shows it (the kit loads the options when it is shown). */
function showOnRamp(kit: Parameters<typeof renderView>[0]) {
  renderView(kit, <OnRampProvidersView />)
  act(() => kit.open({ view: 'OnRampProviders' }))
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('OnRampProviders', () => {
  it('lists providers with fees and limits, quotes, and opens the checkout inside the click', async () => {
    const urls: unknown[] = []
    const { kit } = await createWalletTestKit({
      apiOverrides: {
        getOnRampOptions: async () => ({
          providers: [provider('sandbox', 'Portico Sandbox'), provider('other', 'Other')],
        }),
        getOnRampQuote: async (body) => quoteOf(body),
        generateOnRampUrl: async (body) => {
          urls.push(body)
          return { url: 'http://127.0.0.1:1/sandbox/onramp?session=abc' }
        },
      },
    })
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null)
    showOnRamp(kit)
    const sandbox = await screen.findByRole('button', { name: /Portico Sandbox/ })
    expect(sandbox.textContent).toContain('Fee 1–2%')
    expect(sandbox.textContent).toContain('Card 10–7,500 USD')
    expect(sandbox.textContent).toContain('Bank account 10–25,000 USD')
    expect(sandbox.getAttribute('aria-pressed')).toBe('true')

    const amount = screen.getByLabelText('Amount (USD)')
    fireEvent.change(amount, { target: { value: '5' } })
    expect(screen.getByText('Enter between 10 and 7,500 USD')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Get quote' }))
    // The quote is a description list named "Quote" (a <dl> has no role to query it by).
    const quote = await screen.findByLabelText('Quote')
    expect(within(quote).getByText('0.024 ETH')).toBeTruthy()
    expect(within(quote).getByText('1.00 USD')).toBeTruthy()
    expect(urls).toEqual([
      expect.objectContaining({ destinationAddress: kit.getAccount()?.address, quoteId: 'q-1' }),
    ])

    fireEvent.click(await screen.findByRole('button', { name: 'Buy with Portico Sandbox' }))
    // Opened within the click (no await in between), without an opener.
    expect(opened).toHaveBeenCalledWith(
      'http://127.0.0.1:1/sandbox/onramp?session=abc',
      '_blank',
      'noopener,noreferrer',
    )
    expect(kit.getSnapshot().router.view).toBe('BuyInProgress')
    expect(kit.getSnapshot().router.data).toMatchObject({
      providerName: 'Portico Sandbox',
      receive: '0.024 ETH',
    })
  })

  it('offers no card off the card-pay chains', async () => {
    const { kit } = await createWalletTestKit({
      apiOverrides: {
        getOnRampOptions: async () => ({ providers: [provider('p', 'P', 'gnosis')] }),
      },
    })
    showOnRamp(kit)
    const row = await screen.findByRole('button', { name: /^P/ })
    expect(row.textContent).not.toContain('Card')
    expect(row.textContent).toContain('Bank account')
  })

  it('offers nothing in a restricted time zone, and says which rule applies', async () => {
    const { kit } = await createWalletTestKit({
      apiOverrides: { getOnRampOptions: async () => ({ providers: [provider('p', 'P')] }) },
    })
    const real = Intl.DateTimeFormat.prototype.resolvedOptions
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'Asia/Shanghai' }
    })
    showOnRamp(kit)
    expect(await screen.findByText('Buying crypto is not available in your region.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^P/ })).toBeNull()
  })

  it('says so when no provider delivers to the network', async () => {
    const { kit } = await createWalletTestKit({
      apiOverrides: { getOnRampOptions: async () => ({ providers: [] }) },
    })
    showOnRamp(kit)
    expect(await screen.findByText(/^No provider sells crypto on /)).toBeTruthy()
  })

  it('falls back to the sample options and the mock quote when the service fails', async () => {
    const { kit } = await createWalletTestKit({
      apiOverrides: {
        getOnRampOptions: async () => {
          throw new Error('HTTP status code: 500')
        },
        getOnRampQuote: async () => {
          throw new Error('HTTP status code: 500')
        },
      },
    })
    showOnRamp(kit)
    expect(
      await screen.findByText('Sample providers: the on-ramp service is unavailable right now.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: /Sample Provider A/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Sample Provider B/ })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '100' } })
    fireEvent.click(screen.getByRole('button', { name: 'Get quote' }))
    expect(await screen.findByTestId('onramp-mock-quote')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Buy with/ })).toBeNull()
  })
})

describe('BuyInProgress', () => {
  it('waits, then says "Transaction started" when the balance changes', async () => {
    let balances = [ethToken]
    const { kit, toasts } = await createWalletTestKit({
      apiOverrides: { getBalances: async () => balances },
    })
    await kit.fetchTokenBalances({ force: true })
    // The flows' code is in before the clock is faked: the kit starts the watch when the view shows.
    await kit.preload()
    vi.useFakeTimers()
    try {
      act(() =>
        kit.push('BuyInProgress', {
          providerName: 'Portico Sandbox',
          url: 'http://127.0.0.1:1/x',
          before: kit.getAccount()?.balance,
          receive: '0.02425 ETH',
        }),
      )
      renderView(kit, <BuyInProgressView />)
      expect(
        screen.getByText('Complete your purchase with Portico Sandbox in the new tab.'),
      ).toBeTruthy()
      await act(() => vi.advanceTimersByTimeAsync(2_100))
      expect(screen.queryByText('Transaction started')).toBeNull()
      balances = [{ ...ethToken, quantity: { decimals: '18', numeric: '1.25881' } }]
      await act(() => vi.advanceTimersByTimeAsync(2_100))
      expect(screen.getByText('Transaction started')).toBeTruthy()
      expect(screen.getByTestId('onramp-balance').textContent).toBe('1.258 ETH')
      expect(toasts).toContain('Transaction started')
    } finally {
      vi.useRealTimers()
    }
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Back to account' })).toBeTruthy(),
    )
  })
})
