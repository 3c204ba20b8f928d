import type { AppKitSnapshot } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useSnapshot } from '../../context/app-kit-context.js'
import {
  createWalletTestKit,
  ethToken,
  hostileToken,
  RECEIVER,
  renderView,
  usdcToken,
  type WalletTestKitOptions,
} from '../wallet-test-kit.js'
import SendPreviewView from './send-preview-view.js'
import SendView from './send-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

const selectView = (s: AppKitSnapshot) => s.router.view

/** The two send views behind core's router, as the modal would show them. */
function SendFlow() {
  const view = useSnapshot(selectView)
  if (view === 'WalletSend') return <SendView />
  if (view === 'WalletSendPreview') return <SendPreviewView />
  return <p>view: {view}</p>
}

async function openSend(options: WalletTestKitOptions = {}) {
  const t = await createWalletTestKit(options)
  t.kit.open({ view: 'WalletSend' })
  renderView(t.kit, <SendFlow />)
  await screen.findByRole('button', { name: /Token/ })
  return t
}

/** Picks a token and waits for core to read its decimals on chain. */
async function pickToken(symbol: string) {
  fireEvent.click(screen.getByRole('button', { name: /Token/ }))
  const list = screen.getByRole('list', { name: 'Tokens to send' })
  fireEvent.click(within(list).getByRole('button', { name: new RegExp(symbol) }))
  await screen.findByRole('button', { name: 'Use max' })
}

const amountField = () => screen.getByLabelText('Amount') as HTMLInputElement
const receiverField = () => screen.getByLabelText('To') as HTMLInputElement
const previewButton = () =>
  screen.getByRole('button', { name: 'Preview send' }) as HTMLButtonElement

describe('Send view: token and amount', () => {
  it('starts with the native coin and picks another token from the list', async () => {
    const { kit } = await openSend()
    await waitFor(() => expect(kit.getSnapshot().sendDraft.token?.symbol).toBe('ETH'))
    await pickToken('USDC')
    expect(kit.getSnapshot().sendDraft.token?.symbol).toBe('USDC')
    expect(screen.getByRole('button', { name: /Token/ }).textContent).toContain('USDC')
    expect(screen.getByText('Balance 12.500 USDC')).toBeTruthy()
  })

  it('refuses more decimals than the token has and more than the balance', async () => {
    await openSend()
    await pickToken('USDC')
    fireEvent.change(receiverField(), { target: { value: RECEIVER } })
    fireEvent.change(amountField(), { target: { value: '1.1234567' } })
    expect(screen.getByText('Too many decimals for this token')).toBeTruthy()
    expect(previewButton().disabled).toBe(true)
    fireEvent.change(amountField(), { target: { value: '13' } })
    expect(screen.getByText('Insufficient funds')).toBeTruthy()
    expect(previewButton().disabled).toBe(true)
    fireEvent.change(amountField(), { target: { value: '12.5' } })
    expect(screen.queryByText('Insufficient funds')).toBeNull()
    expect(previewButton().disabled).toBe(false)
  })

  it('fills the whole balance with "Use max"', async () => {
    await openSend()
    await pickToken('USDC')
    fireEvent.click(screen.getByRole('button', { name: 'Use max' }))
    expect(amountField().value).toBe('12.5')
  })

  it('shows hostile token symbols as text in the picker', async () => {
    const { kit } = await openSend({ balances: [ethToken, hostileToken] })
    fireEvent.click(screen.getByRole('button', { name: /Token/ }))
    const list = screen.getByRole('list', { name: 'Tokens to send' })
    expect(within(list).getByText(hostileToken.symbol)).toBeTruthy()
    expect(list.querySelector('b')).toBeNull()
    expect(kit.getSnapshot().sendDraft.token?.symbol).toBe('ETH')
  })
})

describe('Send view: receiver', () => {
  it('flags an invalid address and accepts a valid one', async () => {
    const { kit } = await openSend()
    fireEvent.change(receiverField(), { target: { value: '0x1234' } })
    expect(screen.getByText('Invalid address')).toBeTruthy()
    fireEvent.change(receiverField(), { target: { value: RECEIVER } })
    expect(screen.queryByText('Invalid address')).toBeNull()
    expect(kit.getSnapshot().sendDraft.receiverAddress).toBe(RECEIVER)
  })

  it('resolves a name to its address and shows the name and avatar', async () => {
    const lookups: string[] = []
    const { kit } = await openSend({
      identities: { [RECEIVER]: { name: 'bob.eth', avatar: 'https://avatars.test/bob.png' } },
      apiOverrides: {
        lookupName: async (name) => {
          lookups.push(name)
          return name === 'bob.eth' ? { name, addresses: { '60': { address: RECEIVER } } } : null
        },
      },
    })
    fireEvent.change(receiverField(), { target: { value: 'bob.eth' } })
    expect(await screen.findByText('0x22...222222', {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.getByText('bob.eth')).toBeTruthy()
    expect(document.querySelector('img[src="https://avatars.test/bob.png"]')).toBeTruthy()
    expect(lookups).toEqual(['bob.eth'])
    expect(kit.getSnapshot().sendDraft).toMatchObject({
      receiverAddress: RECEIVER,
      receiverProfileName: 'bob.eth',
      receiverProfileImageUrl: 'https://avatars.test/bob.png',
    })
  })

  it('says so when a name has no address', async () => {
    const { kit } = await openSend({ apiOverrides: { lookupName: async () => null } })
    fireEvent.change(receiverField(), { target: { value: 'nobody.eth' } })
    expect(
      await screen.findByText('No address found for this name', {}, { timeout: 3000 }),
    ).toBeTruthy()
    expect(kit.getSnapshot().sendDraft.receiverAddress).toBeUndefined()
  })
})

describe('Send view: insufficient gas (SPEC §5)', () => {
  const brokeEth = { ...ethToken, value: 0, quantity: { decimals: '18', numeric: '0' } }

  it('warns and blocks the preview when the native balance is 0', async () => {
    await openSend({ balances: [brokeEth, usdcToken] })
    await pickToken('USDC')
    fireEvent.change(amountField(), { target: { value: '1' } })
    fireEvent.change(receiverField(), { target: { value: RECEIVER } })
    expect((await screen.findByRole('alert')).textContent).toContain('Insufficient gas')
    expect(previewButton().disabled).toBe(true)
  })

  it('never warns a smart account', async () => {
    await openSend({ balances: [brokeEth, usdcToken], adapter: { accountType: 'smartAccount' } })
    await pickToken('USDC')
    fireEvent.change(amountField(), { target: { value: '1' } })
    fireEvent.change(receiverField(), { target: { value: RECEIVER } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(previewButton().disabled).toBe(false)
  })
})

describe('Send flow through the preview (SPEC §4)', () => {
  async function fillAndPreview(options: WalletTestKitOptions = {}) {
    const t = await openSend(options)
    await pickToken('USDC')
    fireEvent.change(amountField(), { target: { value: '1.5' } })
    fireEvent.change(receiverField(), { target: { value: RECEIVER } })
    fireEvent.click(previewButton())
    await screen.findByRole('button', { name: 'Send' })
    return t
  }

  it('previews the draft and sends it through core, back to Account', async () => {
    const { kit, adapter, toasts } = await fillAndPreview()
    expect(kit.getSnapshot().router.view).toBe('WalletSendPreview')
    expect(screen.getByText('1.5 USDC')).toBeTruthy()
    expect(screen.getByText('$1.50')).toBeTruthy()
    expect(screen.getByText('0x22...222222')).toBeTruthy()
    expect(screen.getByText('Ethereum')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('Account'))
    expect(adapter.mock.state.sentTransactions).toHaveLength(1)
    expect(adapter.mock.state.sentTransactions[0]).toMatchObject({
      to: RECEIVER,
      value: 1_500_000n,
      tokenAddress: usdcToken.address,
    })
    expect(toasts).toContain('Transaction started')
    expect(kit.getSnapshot().sendDraft.token).toBeUndefined()
    expect(screen.getByText('view: Account')).toBeTruthy()
  })

  it('keeps the draft when going back from the preview', async () => {
    const { kit } = await fillAndPreview()
    act(() => kit.goBack())
    expect(await screen.findByLabelText('Amount')).toBeTruthy()
    expect(amountField().value).toBe('1.5')
    expect(receiverField().value).toBe(RECEIVER)
  })

  it('stays on the preview with "Something went wrong" when the wallet fails', async () => {
    const { kit, adapter, toasts } = await fillAndPreview({
      adapter: { features: { sendTransactionError: new Error('boom') } },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(toasts).toContain('Something went wrong'))
    expect(adapter.mock.state.sentTransactions).toHaveLength(0)
    expect(kit.getSnapshot().router.view).toBe('WalletSendPreview')
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false)
  })
})

describe('Send view: the amount rules are core’s, with decimals read on chain', () => {
  const TOKEN = '0x4444444444444444444444444444444444444444'
  const oneDecimal = {
    ...usdcToken,
    name: 'Tenths',
    symbol: 'TNTH',
    address: TOKEN,
    quantity: { decimals: '1', numeric: '5' },
  }

  it('accepts "1.50" on a 1-decimal token (trailing zeros are not precision) and sends 15 units', async () => {
    const { kit, adapter } = await openSend({
      balances: [ethToken, oneDecimal],
      adapter: { tokenDecimals: { [TOKEN]: 1 } },
    })
    await pickToken('TNTH')
    fireEvent.change(amountField(), { target: { value: '1.50' } })
    fireEvent.change(receiverField(), { target: { value: RECEIVER } })
    expect(screen.queryByText('Too many decimals for this token')).toBeNull()
    expect(previewButton().disabled).toBe(false)
    fireEvent.change(amountField(), { target: { value: '1.55' } })
    expect(screen.getByText('Too many decimals for this token')).toBeTruthy()
    fireEvent.change(amountField(), { target: { value: '1.50' } })
    fireEvent.click(previewButton())
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }))
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('Account'))
    expect(adapter.mock.state.sentTransactions[0]).toMatchObject({
      value: 15n,
      tokenAddress: TOKEN,
    })
  })

  it('a data API that lies about decimals (18, chain 6) blocks the preview with a clear message', async () => {
    const lying = { ...usdcToken, quantity: { decimals: '18', numeric: '12.5' } }
    const { kit } = await openSend({ balances: [ethToken, lying] })
    fireEvent.click(screen.getByRole('button', { name: /Token/ }))
    const list = screen.getByRole('list', { name: 'Tokens to send' })
    fireEvent.click(within(list).getByRole('button', { name: /USDC/ }))
    expect(
      await screen.findByText(
        "This token's decimals on chain differ from the data API: it cannot be sent safely",
      ),
    ).toBeTruthy()
    fireEvent.change(amountField(), { target: { value: '1' } })
    fireEvent.change(receiverField(), { target: { value: RECEIVER } })
    expect(previewButton().disabled).toBe(true)
    expect(kit.getSnapshot().sendDraft.tokenDecimals).toEqual({
      status: 'mismatch',
      chain: 6,
      api: 18,
    })
  })
})

describe('Send preview: the network fee is core’s estimate through the adapter', () => {
  async function preview(options: WalletTestKitOptions = {}) {
    const t = await openSend(options)
    await pickToken('USDC')
    fireEvent.change(amountField(), { target: { value: '2' } })
    fireEvent.change(receiverField(), { target: { value: RECEIVER } })
    fireEvent.click(previewButton())
    await screen.findByRole('button', { name: 'Send' })
    return t
  }
  const feeCell = () => screen.getByText('Network fee').nextElementSibling?.textContent

  it('shows the estimated gas × gas price in USD, estimated for the token transfer', async () => {
    // 80 000 gas × 1 gwei = 0.00008 ETH, at $2000 = $0.16
    const { adapter } = await preview({ adapter: { gas: 80_000n } })
    await waitFor(() => expect(feeCell()).toBe('$0.16'))
    expect(adapter.mock.state.gasEstimates.at(-1)).toMatchObject({
      to: RECEIVER,
      value: 2_000_000n,
      tokenAddress: usdcToken.address,
    })
  })

  it('says so, with no number, when the adapter cannot estimate', async () => {
    await preview({ adapter: { features: { estimateGasError: new Error('execution reverted') } } })
    await waitFor(() => expect(feeCell()).toBe('Unavailable (set by wallet)'))
  })
})
