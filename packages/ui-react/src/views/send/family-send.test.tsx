import { type AppKitSnapshot, bitcoin, polkadot, type TokenBalance } from '@portico/core'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useSnapshot } from '../../context/app-kit-context.js'
import {
  BTC_ORDINALS,
  createFamiliesKit,
  DOT_BOB,
  type Family,
} from '../../test-utils/families-kit.js'
import { ADDRESS, renderView } from '../wallet-test-kit.js'
import SendPreviewView from './send-preview-view.js'
import SendView from './send-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

const selectView = (s: AppKitSnapshot) => s.router.view

function SendFlow() {
  const view = useSnapshot(selectView)
  if (view === 'WalletSend') return <SendView />
  if (view === 'WalletSendPreview') return <SendPreviewView />
  return <p>view: {view}</p>
}

const btc: TokenBalance = {
  name: 'Bitcoin',
  symbol: 'BTC',
  chainId: bitcoin.caipNetworkId,
  value: 30_000,
  price: 60_000,
  quantity: { decimals: '8', numeric: '0.5' },
  iconUrl: '',
}
const dot: TokenBalance = {
  name: 'Polkadot',
  symbol: 'DOT',
  chainId: polkadot.caipNetworkId,
  value: 0,
  price: 0,
  quantity: { decimals: '10', numeric: '10' },
  iconUrl: '',
}

async function openSend(family: Family, mocks: Parameters<typeof createFamiliesKit>[0]) {
  const t = await createFamiliesKit({ families: [family], connect: [family], ...mocks })
  t.kit.open({ view: 'WalletSend' })
  renderView(t.kit, <SendFlow />)
  await screen.findByRole('button', { name: 'Use max' })
  return t
}

const amountField = () => screen.getByLabelText('Amount') as HTMLInputElement
const receiverField = () => screen.getByLabelText('To') as HTMLInputElement

describe('Send in other families', () => {
  it('bip122: receiver checked as a Bitcoin address, 8 decimals, fee in BTC from the adapter', async () => {
    const { kit, adapter } = await openSend('bip122', {
      balances: [btc],
      mocks: { bip122: { fee: 1_410n } },
    })
    expect(receiverField().placeholder).toBe('Bitcoin address')
    fireEvent.change(receiverField(), { target: { value: ADDRESS } })
    expect(await screen.findByText('Invalid address')).toBeTruthy()
    fireEvent.change(receiverField(), { target: { value: BTC_ORDINALS } })
    fireEvent.change(amountField(), { target: { value: '0.000000001' } })
    fireEvent.blur(amountField())
    expect(await screen.findByText(/decimals/i)).toBeTruthy()
    fireEvent.change(amountField(), { target: { value: '0.0001' } })
    fireEvent.click(screen.getByRole('button', { name: 'Preview send' }))
    await screen.findByRole('button', { name: 'Send' })
    await waitFor(() => expect(screen.getByText('0.0000141 BTC ($0.85)')).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(adapter('bip122').mock.state.sentTransactions).toHaveLength(1))
    expect(adapter('bip122').mock.state.sentTransactions[0]).toMatchObject({
      to: BTC_ORDINALS,
      value: 10_000n,
    })
    await kit.destroy()
  })

  it('polkadot: warns when the send leaves less than the existential deposit', async () => {
    const { kit } = await openSend('polkadot', {
      balances: [dot],
      mocks: { polkadot: { fee: 150_000_000n, existentialDeposit: 10_000_000_000n } },
    })
    fireEvent.change(receiverField(), { target: { value: DOT_BOB } })
    fireEvent.change(amountField(), { target: { value: '9.5' } })
    expect((await screen.findByRole('alert')).textContent).toContain(
      'less than the existential deposit (1 DOT)',
    )
    // Sending everything but the fee leaves nothing behind: no warning.
    fireEvent.change(amountField(), { target: { value: '2' } })
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    await kit.destroy()
  })
})
