import { type AppKit, createAppKit, createMemoryStorage, type NftHolding } from '@portico/core'
import {
  fixtureDataApi,
  mapAdapter,
  mockAdapter,
  manualClock as timerClock,
} from '@portico/core/testing'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ADDRESS,
  createWalletTestKit,
  ethToken,
  hostileToken,
  mainnetFixture,
  manualClock,
  RECEIVER,
  renderView,
  transaction,
  usdcToken,
} from '../wallet-test-kit.js'
import AccountView from './account-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

/**
 * Renders the view as the modal shows it: the kit open on Account, where core loads the balances
 * and, on their tabs, the NFTs and the history.
 */
function renderShown(kit: AppKit) {
  kit.open({ view: 'Account' })
  return renderView(kit, <AccountView />)
}

const thisYear = new Date().getUTCFullYear()
const lastYear = thisYear - 1

describe('Account view: header (SPEC §2)', () => {
  it('shows the address cut to 4 + 6 characters and the balance with 3 decimals', async () => {
    const { kit } = await createWalletTestKit({ balances: [] })
    renderView(kit, <AccountView />)
    expect(await screen.findByText('0x11...111111')).toBeTruthy()
    expect(await screen.findByText('1.234 ETH')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ethereum, change network' })).toBeTruthy()
  })

  it('shows the profile name instead of the address when the account has one', async () => {
    const { kit } = await createWalletTestKit({
      identities: { [ADDRESS]: { name: 'alice.eth', avatar: null } },
    })
    renderView(kit, <AccountView />)
    expect(await screen.findByText('alice.eth')).toBeTruthy()
    expect(screen.queryByText('0x11...111111')).toBeNull()
  })

  it('renders a hostile profile name as text', async () => {
    const name = '<img src=x onerror="window.__pwned=1">mallory.eth'
    const { kit } = await createWalletTestKit({
      identities: { [ADDRESS]: { name, avatar: 'javascript:alert(1)' } },
    })
    const { container } = renderView(kit, <AccountView />)
    expect(await screen.findByText(name)).toBeTruthy()
    expect(container.querySelector('img[src="x"], img[src^="javascript"]')).toBeNull()
  })

  it('falls back to the native token balance when the wallet balance is unavailable', async () => {
    const { kit } = await createWalletTestKit({ adapter: { features: { balanceError: true } } })
    renderShown(kit)
    expect(kit.getSnapshot().accounts.eip155?.balance).toBeUndefined()
    const balance = await screen.findAllByText('1.234 ETH')
    expect(balance.some((el) => el.classList.contains('portico-balance'))).toBe(true)
  })

  it('copies the address and confirms with a toast', async () => {
    const { kit, toasts } = await createWalletTestKit()
    renderView(kit, <AccountView />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(toasts).toContain('Address copied'))
    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
  })

  it('opens Networks from the network button and disconnects from Disconnect', async () => {
    const { kit, adapter } = await createWalletTestKit()
    renderView(kit, <AccountView />)
    fireEvent.click(screen.getByRole('button', { name: 'Ethereum, change network' }))
    expect(kit.getSnapshot().router.view).toBe('Networks')
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(adapter.mock.state.disconnectCalls).toBe(1))
  })
})

describe('Account view: restoring a saved connection (SPEC §4 status connecting)', () => {
  it('shows a loading state while the connection is restored, then the account', async () => {
    const storage = createMemoryStorage()
    const first = createAppKit({
      adapters: [mockAdapter({ accounts: [ADDRESS] })],
      networks: [mainnetFixture],
      projectId: 'test-project',
      storage,
      api: fixtureDataApi(),
    })
    await first.ready
    await first.connect({ connectorId: 'mock' })
    first.destroy()

    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const wallet = mockAdapter({ accounts: [ADDRESS], balance: '2' })
    const kit = createAppKit({
      adapters: [
        mapAdapter(wallet, (instance) => ({
          ...instance,
          reconnect: async (params: Parameters<typeof instance.reconnect>[0]) => {
            await gate
            return instance.reconnect(params)
          },
        })),
      ],
      networks: [mainnetFixture],
      projectId: 'test-project',
      storage,
      api: fixtureDataApi(),
    })
    renderView(kit, <AccountView />)
    await waitFor(() => expect(kit.getSnapshot().connection.eip155).toBe('connecting'))
    expect(screen.getByRole('status', { name: 'Restoring connection' })).toBeTruthy()
    await act(async () => {
      release()
      await kit.ready
    })
    expect(await screen.findByText('0x11...111111')).toBeTruthy()
  })
})

describe('Account view: wallet actions (SPEC §2 order onramp, swaps, receive, send)', () => {
  it('shows Receive then Send, opening WalletReceive and WalletSend', async () => {
    const { kit } = await createWalletTestKit()
    renderView(kit, <AccountView />)
    const receive = screen.getByRole('button', { name: 'Receive' })
    const send = screen.getByRole('button', { name: 'Send' })
    expect(receive.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.click(receive)
    expect(kit.getSnapshot().router.view).toBe('WalletReceive')
    fireEvent.click(send)
    expect(kit.getSnapshot().router.view).toBe('WalletSend')
  })

  it('hides an action whose feature is off', async () => {
    const { kit } = await createWalletTestKit({ options: { features: { send: false } } })
    renderView(kit, <AccountView />)
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it('shows Buy before Receive (on-ramp feature on), opening OnRampProviders', async () => {
    const { kit } = await createWalletTestKit()
    renderView(kit, <AccountView />)
    const buy = screen.getByRole('button', { name: 'Buy' })
    const receive = screen.getByRole('button', { name: 'Receive' })
    expect(buy.compareDocumentPosition(receive) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.click(buy)
    expect(kit.getSnapshot().router.view).toBe('OnRampProviders')
  })

  it('leaves Buy out when the on-ramp feature is off', async () => {
    const { kit } = await createWalletTestKit({ options: { features: { onramp: false } } })
    renderView(kit, <AccountView />)
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull()
  })
})

describe('Account view: tabs', () => {
  it('has an accessible tablist Tokens, NFTs, Activity moved with the arrow keys', async () => {
    const { kit } = await createWalletTestKit()
    renderView(kit, <AccountView />)
    const tablist = screen.getByRole('tablist', { name: 'Account assets' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }))
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  })

  it("keeps the chosen tab in core's currentTab, so it is selected again when the view returns", async () => {
    const { kit } = await createWalletTestKit()
    const first = renderView(kit, <AccountView />)
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(kit.getAccount()?.currentTab).toBe(2)
    first.unmount()
    renderView(kit, <AccountView />)
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    // A tab set through core shows too.
    act(() => kit.setAccountTab(1))
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
  })

  it('shows only Tokens when the history feature is off', async () => {
    const { kit } = await createWalletTestKit({ options: { features: { history: false } } })
    renderView(kit, <AccountView />)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens'])
  })
})

describe('Account view: Tokens tab', () => {
  it('lists name, symbol, amount with 3 decimals and USD with 2', async () => {
    const { kit } = await createWalletTestKit({ balances: [ethToken, usdcToken] })
    renderShown(kit)
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('Ether')).toBeTruthy()
    expect(within(rows[0]!).getByText('$2,469.12')).toBeTruthy()
    expect(within(rows[0]!).getByText('1.234 ETH')).toBeTruthy()
    expect(within(rows[1]!).getByText('USD Coin')).toBeTruthy()
    expect(within(rows[1]!).getByText('USDC')).toBeTruthy()
    expect(within(rows[1]!).getByText('12.500 USDC')).toBeTruthy()
    expect(within(rows[1]!).getByText('$12.50')).toBeTruthy()
  })

  it('renders hostile token names and symbols as text, and refuses a javascript: icon', async () => {
    const { kit } = await createWalletTestKit({ balances: [hostileToken] })
    const { container } = renderShown(kit)
    expect(await screen.findByText(hostileToken.name)).toBeTruthy()
    expect(screen.getByText(hostileToken.symbol)).toBeTruthy()
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(container.querySelector('img[src^="javascript"]')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('virtualizes a long token list', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...usdcToken,
      name: `Token ${i}`,
      symbol: `T${i}`,
      address: `0x${String(i + 1).padStart(40, '0')}`,
    }))
    const { kit } = await createWalletTestKit({ balances: many })
    renderShown(kit)
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const rendered = within(list).getAllByRole('listitem').length
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThan(120)
    expect(within(list).getByText('Token 0')).toBeTruthy()
  })

  it('shows an empty state when the account holds no tokens', async () => {
    const { kit } = await createWalletTestKit({ balances: [] })
    renderShown(kit)
    expect(await screen.findByText('No tokens yet')).toBeTruthy()
  })

  it('shows "Token Balance Unavailable" when the balance fetch fails; Try again asks at once', async () => {
    const clock = manualClock()
    const { kit, api, toasts } = await createWalletTestKit({
      failing: ['getBalances'],
      options: { clock },
    })
    renderShown(kit)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Token Balance Unavailable')
    expect(toasts).toContain('Token Balance Unavailable')
    api.fixture.setFailing([])
    // SPEC §4's 30 s block holds automatic retries, not the user's own Try again.
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('USD Coin')).toBeTruthy()
  })

  it('shows a loading state while balances are being fetched', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { kit } = await createWalletTestKit({
      apiOverrides: {
        getBalances: async () => {
          await gate
          return [usdcToken]
        },
      },
    })
    renderShown(kit)
    expect(await screen.findByRole('status', { name: 'Loading tokens' })).toBeTruthy()
    await act(async () => release())
    expect(await screen.findByText('USD Coin')).toBeTruthy()
  })
})

describe('Account view: Activity tab', () => {
  it('groups entries under month titles, with the year only when not the current one', async () => {
    const { kit } = await createWalletTestKit({
      transactions: [
        transaction('t1', `${thisYear}-03-10T10:00:00Z`, { operationType: 'send' }, [
          { direction: 'out', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'ETH' } },
        ]),
        transaction('t2', `${thisYear}-03-02T10:00:00Z`, { status: 'pending' }),
        transaction('t3', `${lastYear}-12-24T10:00:00Z`, { status: 'failed' }),
      ],
    })
    renderShown(kit)
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    const list = await screen.findByRole('list', { name: 'Activity' })
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(['March', `December ${lastYear}`])
    const text = list.textContent ?? ''
    expect(text).toContain('Sent')
    expect(text).toContain('-0.250 ETH')
    expect(text).toContain('+1.500 USDC')
    expect(text).toContain('Pending')
    expect(text).toContain('Failed')
    expect(text).toContain('Confirmed')
  })

  it('shows the empty state for an account without history', async () => {
    const { kit } = await createWalletTestKit({ transactions: [] })
    renderShown(kit)
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(await screen.findByText('No activity yet')).toBeTruthy()
  })

  it('shows "Failed to fetch transactions" when history fails, and retries', async () => {
    const { kit, api, toasts } = await createWalletTestKit({
      transactions: [transaction('t1', `${thisYear}-01-05T10:00:00Z`)],
      failing: ['getHistory'],
    })
    renderShown(kit)
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Failed to fetch transactions')
    expect(toasts).toContain('Failed to fetch transactions')
    api.fixture.setFailing([])
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'January' })).toBeTruthy()
  })

  it('shows a send made in this session: core reads the stale history again, and again until the data API lists the send', async () => {
    const history = [transaction('t1', `${thisYear}-01-05T10:00:00Z`)]
    // Timers on a clock the test moves (the repoll's 2 s wait), set to this year's date (the
    // month titles leave the current year out).
    const time = timerClock()
    time.advance(Date.now())
    const { kit, api } = await createWalletTestKit({
      transactions: history,
      options: { clock: time.clock },
    })
    const reads = () => api.fixture.record.calls.filter((c) => c.method === 'getHistory').length
    renderShown(kit)
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(await screen.findByRole('heading', { name: 'January' })).toBeTruthy()
    expect(reads()).toBe(1)
    let hash: string | undefined
    await act(async () => {
      kit.setSendDraft({ sendTokenAmount: '0.25', receiverAddress: RECEIVER })
      hash = await kit.sendToken()
    })
    // The send left the history stale: core read it again at once, before the data API indexed it.
    expect(reads()).toBe(2)
    await waitFor(() => expect(kit.getSnapshot().transactions.loading).toBe(false))
    history.unshift(
      transaction('sent', `${thisYear}-02-01T10:00:00Z`, { hash, operationType: 'send' }, [
        { direction: 'out', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'ETH' } },
      ]),
    )
    // Core asks again after its 2 s wait for a send the list does not hold yet.
    await act(async () => time.advance(2_000))
    const list = await screen.findByRole('list', { name: 'Activity' })
    await waitFor(() => expect(list.textContent).toContain('-0.250 ETH'))
    expect(reads()).toBe(3)
    expect(kit.getSnapshot().transactions.stale).toBe(false)
  })

  it('loads the next pages by cursor as the list end comes into view, virtualizing long lists', async () => {
    const transactions = Array.from({ length: 45 }, (_, i) =>
      transaction(`t${i}`, new Date(Date.UTC(thisYear, 0, 1) - i * 3_600_000).toISOString()),
    )
    const { kit, api } = await createWalletTestKit({ transactions, pageSize: 20 })
    renderShown(kit)
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    await waitFor(() => expect(kit.getSnapshot().transactions.transactions).toHaveLength(45))
    const cursors = api.fixture.record.calls
      .filter((call) => call.method === 'getHistory')
      .map((call) => (call.params as { cursor?: string }).cursor)
    expect(cursors).toEqual([undefined, '20', '40'])
    expect(kit.getSnapshot().transactions.next).toBeNull()
    const list = await screen.findByRole('list', { name: 'Activity' })
    const rendered = within(list).getAllByRole('listitem').length
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThan(45)
    // The window starts at the top: the newest month's title comes first.
    expect(within(list).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('January')
  })
})

describe('Account view: NFTs tab', () => {
  const pal = (patch: Partial<NftHolding>): NftHolding => ({
    chainId: 'eip155:1',
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenId: '1',
    name: 'Pals #1',
    previewUrl: 'https://nft.test/pal.png',
    isSpam: false,
    ...patch,
  })

  it('lists the holdings from the data API by name and preview, hiding spam, rendering names as text', async () => {
    const { kit } = await createWalletTestKit({
      apiOverrides: {
        getNfts: async () => [
          pal({ name: '<script>alert(1)</script>Ape #1', previewUrl: 'https://nft.test/ape.png' }),
          pal({ tokenId: '2', name: 'Claim your prize', isSpam: true }),
        ],
      },
    })
    const { container } = renderShown(kit)
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1)
    expect(within(grid).getByText('<script>alert(1)</script>Ape #1')).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
    expect(grid.querySelector('img')?.getAttribute('src')).toBe('https://nft.test/ape.png')
    expect(screen.queryByText('Claim your prize')).toBeNull()
  })

  it('an NFT received and later sent away is not shown, though the history has it arriving', async () => {
    // The history still holds the mint of Pals #2 (and its transfer out); the holdings do not.
    const { kit } = await createWalletTestKit({
      transactions: [
        transaction('out', `${thisYear}-02-02T10:00:00Z`, { operationType: 'send' }, [
          { direction: 'out', quantity: { numeric: '1' }, nft_info: { name: 'Pals #2' } },
        ]),
        transaction('in', `${thisYear}-02-01T10:00:00Z`, { operationType: 'mint' }, [
          { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Pals #2' } },
        ]),
      ],
      apiOverrides: { getNfts: async () => [pal({})] },
    })
    renderShown(kit)
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pals #1'])
    expect(screen.queryByText('Pals #2')).toBeNull()
  })

  it('shows the empty state without NFTs', async () => {
    const { kit } = await createWalletTestKit({ apiOverrides: { getNfts: async () => [] } })
    renderShown(kit)
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect(await screen.findByText('No NFTs yet')).toBeTruthy()
  })

  it('a failed fetch offers Try again, which fetches past the cache and shows the list', async () => {
    const calls: unknown[] = []
    let fail = true
    const { kit } = await createWalletTestKit({
      apiOverrides: {
        getNfts: async (params) => {
          calls.push(params)
          if (fail) throw new Error('down')
          return [pal({})]
        },
      },
    })
    renderShown(kit)
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Failed to fetch NFTs')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Pals #1')).toBeTruthy()
    expect(calls.at(-1)).toEqual({ address: ADDRESS, chainId: 'eip155:1', forceUpdate: true })
  })
})
