import { bitcoin, polkadot, solana } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BTC_ORDINALS,
  BTC_PAYMENT,
  createFamiliesKit,
  DOT_ALICE,
  DOT_BOB,
  SOL_ADDRESS,
} from '../test-utils/families-kit.js'
import { ADDRESS, renderWithKit } from '../test-utils/test-kit.js'
import AccountView from './account/account-view.js'
import NetworksView from './networks/networks-view.js'
import ReceiveView from './receive/receive-view.js'
import { renderView } from './wallet-test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  document.head.innerHTML = ''
})

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.querySelector('.portico-row-name')?.textContent ?? '')

describe('Connect across families', () => {
  it('lists every adapter wallet, one row per wallet with the families it offers', async () => {
    const { kit } = await createFamiliesKit()
    renderWithKit(kit)
    act(() => kit.open())
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(rowNames(list).slice(0, 3)).toEqual(['Mock Wallet', 'Btc Wallet', 'Dot Extension'])
    const mock = within(list).getAllByRole('button')[0]
    expect(mock?.textContent).toBe('Mock WalletEVM · Solana')
    expect(within(list).getAllByRole('button')[1]?.textContent).toContain('Bitcoin')
    await kit.destroy()
  })

  it('a wallet of two families connects both, each asked in turn, then closes', async () => {
    const { kit, adapter } = await createFamiliesKit()
    renderWithKit(kit)
    act(() => kit.open())
    const list = await screen.findByRole('list', { name: 'Wallets' })
    fireEvent.click(within(list).getAllByRole('button')[0] as HTMLElement)
    await waitFor(() => expect(kit.getSnapshot().modal.open).toBe(false))
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
    expect(kit.getConnectionStatus('solana')).toBe('connected')
    expect(adapter('bip122').mock.state.connectCalls).toBe(0)
    expect(kit.getSnapshot().activeNamespace).toBe('solana')
    await kit.destroy()
  })

  it('Connect for one family (from Networks) lists only that family wallets', async () => {
    const { kit } = await createFamiliesKit({ connect: ['eip155'] })
    renderWithKit(kit)
    act(() => kit.open({ view: 'Connect', data: { namespace: 'polkadot' } }))
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(rowNames(list).filter((name) => name !== 'All Wallets')).toEqual(['Dot Extension'])
    await kit.destroy()
  })
})

describe('Networks across families', () => {
  it('groups the networks per family and marks where the connected families are', async () => {
    const { kit } = await createFamiliesKit({ connect: ['bip122', 'eip155'] })
    renderView(kit, <NetworksView />)
    const evm = screen.getByRole('list', { name: 'EVM networks' })
    expect(
      within(evm)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['EthereumActive', 'OP Mainnet'])
    const btc = screen.getByRole('list', { name: 'Bitcoin networks' })
    expect(within(btc).getByRole('button').textContent).toBe(`${bitcoin.name}Connected`)
    expect(screen.getByRole('list', { name: 'Solana networks' })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Polkadot networks' })).toBeTruthy()
    await kit.destroy()
  })

  it('choosing a connected family network makes it active at once, nothing disconnected', async () => {
    const { kit, adapter } = await createFamiliesKit({ connect: ['solana', 'eip155'] })
    kit.open({ view: 'Account' })
    kit.push('Networks')
    renderView(kit, <NetworksView />)
    fireEvent.click(screen.getByRole('button', { name: new RegExp(solana.name) }))
    await waitFor(() => expect(kit.getSnapshot().activeNamespace).toBe('solana'))
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('Account'))
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
    expect(adapter('eip155').mock.state.disconnectCalls).toBe(0)
    await kit.destroy()
  })

  it('choosing a family that is not connected goes on to Connect for that family', async () => {
    const { kit } = await createFamiliesKit({ connect: ['eip155'] })
    kit.open({ view: 'Account' })
    kit.push('Networks')
    renderView(kit, <NetworksView />)
    fireEvent.click(screen.getByRole('button', { name: new RegExp(polkadot.name) }))
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('Connect'))
    expect(kit.getSnapshot().router.data).toEqual({ namespace: 'polkadot' })
    await kit.destroy()
  })
})

describe('Account with several families', () => {
  it('switches between connected families and disconnects only the active one', async () => {
    const { kit } = await createFamiliesKit({ connect: ['eip155', 'solana', 'bip122'] })
    renderView(kit, <AccountView />)
    const chains = screen.getByRole('group', { name: 'Connected chains' })
    expect(
      within(chains)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['EVM', 'Solana', 'Bitcoin'])
    fireEvent.click(within(chains).getByRole('button', { name: 'Solana' }))
    await waitFor(() => expect(kit.getAccount()?.address).toBe(SOL_ADDRESS))
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(kit.getConnectionStatus('solana')).toBe('disconnected'))
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
    expect(kit.getConnectionStatus('bip122')).toBe('connected')
    // The first family still connected takes over.
    expect(kit.getAccount()?.address).toBe(ADDRESS)
    await kit.destroy()
  })

  it('polkadot: picks another named account of the extension', async () => {
    const { kit, adapter } = await createFamiliesKit({ connect: ['polkadot'] })
    renderView(kit, <AccountView />)
    fireEvent.click(screen.getByRole('button', { name: /Alice/ }))
    const accounts = screen.getByRole('list', { name: 'Accounts' })
    expect(
      within(accounts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alice5Grw...GKutQYActive', 'Bob5FHn...M694ty'])
    fireEvent.click(within(accounts).getByRole('button', { name: /Bob/ }))
    await waitFor(() => expect(kit.getAccount()?.address).toBe(DOT_BOB))
    expect(adapter('polkadot').mock.state.selectedAccounts).toEqual([DOT_BOB])
    await kit.destroy()
  })

  it('many accounts are searchable by name or address', async () => {
    const many = [
      DOT_ALICE,
      DOT_BOB,
      '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y',
      '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy',
      '5HGjWAeFDfFCWPsjFQdVV2Msvz2XtMktvgocEZcCj68kUMaw',
      '5CiPPseXPECbkjWCa6MnjNokrgYjMqmKndv2rSnekmSK2DjL',
    ]
    const names = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie']
    const { kit } = await createFamiliesKit({
      families: ['polkadot'],
      mocks: { polkadot: { accounts: many, accountNames: names } },
      connect: ['polkadot'],
    })
    renderView(kit, <AccountView />)
    fireEvent.click(screen.getByRole('button', { name: /Alice/ }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Search accounts' }), {
      target: { value: 'fer' },
    })
    const accounts = screen.getByRole('list', { name: 'Accounts' })
    expect(
      within(accounts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ferdie5CiP...SK2DjL'])
    await kit.destroy()
  })
})

describe('Receive per family', () => {
  it('bip122 shows the payment address, also while the ordinals account is active', async () => {
    const { kit } = await createFamiliesKit({ families: ['bip122'], connect: ['bip122'] })
    await kit.selectAccount({ address: BTC_ORDINALS })
    renderView(kit, <ReceiveView />)
    expect(screen.getByText(BTC_PAYMENT)).toBeTruthy()
    expect(screen.queryByText(BTC_ORDINALS)).toBeNull()
    await kit.destroy()
  })
})
