import type { AppKitSnapshot, DataApi } from '@portico/core'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { useSnapshot } from '../../context/app-kit-context.js'
import { createWalletTestKit, renderView } from '../wallet-test-kit.js'
import SwapPreviewView from './swap-preview-view.js'
import SwapSelectTokenView from './swap-select-token-view.js'
import SwapView from './swap-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ETH = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const ROUTER = '0x4444444444444444444444444444444444444444'
type ConvertApiClient = NonNullable<DataApi['convert']>

/** An in-memory pool (2000 USDC per ETH, 0.3% fee) behind the convert calls; the allowance lands when approved. */
function poolConvert(): ConvertApiClient & { approvals: string[] } {
  let allowance = 0n
  const approvals: string[] = []
  const out = (from: string, amount: bigint) =>
    from === USDC
      ? (amount * 997n * 10n ** 12n) / 2000n / 1000n
      : (amount * 997n * 2000n) / 10n ** 12n / 1000n
  return {
    approvals,
    getSwapTokens: async () => [
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' },
      { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '' },
    ],
    getSwapQuotes: async (p) => [
      {
        id: null,
        fromAmount: p.amount,
        fromAccount: p.from,
        toAmount: out(p.from, BigInt(p.amount)).toString(),
        toAccount: p.to,
        priceImpact: 0.25,
        fee: ((BigInt(p.amount) * 3n) / 1000n).toString(),
      },
    ],
    getSwapAllowance: async () => ({ allowance: allowance.toString() }),
    getSwapGasPrice: async () => ({ standard: '1000000000', fast: '1', instant: '1' }),
    buildSwapApprove: async (p) => {
      approvals.push(p.amount)
      allowance = BigInt(p.amount)
      return { from: p.userAddress, to: p.from, data: '0x095ea7b3', value: '0' }
    },
    buildSwapTransaction: async (b) => ({
      from: b.userAddress,
      to: `eip155:1:${ROUTER}`,
      data: '0x18cbafe5',
      value: '0',
      eip155: { gas: '150000', gasPrice: '1000000000' },
    }),
  }
}

const selectView = (s: AppKitSnapshot) => s.router.view

/** The three swap views behind core's router, as the modal shows them. */
function SwapFlow() {
  const view = useSnapshot(selectView)
  if (view === 'Swap') return <SwapView />
  if (view === 'SwapSelectToken') return <SwapSelectTokenView />
  if (view === 'SwapPreview') return <SwapPreviewView />
  return <p>view: {view}</p>
}

it('picks USDC → ETH, quotes the typed amount, previews fees, approves then swaps', async () => {
  const convert = poolConvert()
  const t = await createWalletTestKit({ apiOverrides: { convert } })
  t.kit.open({ view: 'Swap' })
  renderView(t.kit, <SwapFlow />)

  fireEvent.click(await screen.findByRole('button', { name: 'You pay: ETH' }))
  const held = await screen.findByRole('region', { name: 'Your tokens' })
  fireEvent.click(within(held).getByRole('button', { name: /USDC/ }))
  fireEvent.click(await screen.findByRole('button', { name: /^You receive:/ }))
  const suggested = await screen.findByRole('list', { name: 'Suggested tokens' })
  fireEvent.click(within(suggested).getByRole('button', { name: 'ETH' }))

  fireEvent.change(await screen.findByRole('textbox', { name: 'You pay' }), {
    target: { value: '12' },
  })
  const review = screen.getByRole('button', { name: 'Review swap' })
  await waitFor(() => expect((review as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 })
  expect(screen.getByLabelText('Quote').textContent).toContain('Price impact0.25%')
  expect((screen.getByRole('textbox', { name: 'You receive' }) as HTMLInputElement).value).toBe(
    '0.005982',
  )
  // More than the 12.5 USDC held is refused before any quote.
  fireEvent.change(screen.getByRole('textbox', { name: 'You pay' }), { target: { value: '13' } })
  expect(
    (screen.getByRole('button', { name: 'Insufficient balance' }) as HTMLButtonElement).disabled,
  ).toBe(true)
  fireEvent.change(screen.getByRole('textbox', { name: 'You pay' }), { target: { value: '12' } })
  await waitFor(
    () =>
      expect(
        (screen.getByRole('button', { name: 'Review swap' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    {
      timeout: 3000,
    },
  )
  fireEvent.click(screen.getByRole('button', { name: 'Review swap' }))

  const summary = (await screen.findByText('Provider fee')).closest('dl')
  expect(summary?.textContent).toContain('Provider fee0.036 USDC')
  expect(summary?.textContent).toContain('Network fee< 0.001 ETH')
  expect(summary?.textContent).toContain('Slippage1%')
  fireEvent.click(screen.getByRole('button', { name: 'Approve USDC and swap' }))
  // Approval, allowance wait and swap run through the mock wallet: slow on a loaded machine.
  await screen.findByRole('status', {}, { timeout: 10_000 })
  expect(screen.getByRole('status').textContent).toBe('Transaction started')
  expect(convert.approvals).toEqual(['12000000'])
  expect(t.adapter.mock.state.sentTransactions.map((tx) => tx.data)).toEqual([
    '0x095ea7b3',
    '0x18cbafe5',
  ])
  expect(t.toasts).toContain('Transaction started')
}, 30_000)
