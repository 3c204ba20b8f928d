import type { Connector } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestKit, renderWithKit } from '../../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const connectors: Connector[] = [
  { id: 'external', name: 'External Wallet', type: 'EXTERNAL', chain: 'eip155' },
  {
    id: 'mock',
    name: 'Mock Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    installed: true,
    info: { rdns: 'com.wallet1' },
  },
  { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
  {
    id: 'announced',
    name: 'Announced Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    installed: true,
  },
]

async function openConnect(options: Parameters<typeof createTestKit>[0] = {}) {
  const t = createTestKit({ connectors, ...options })
  await t.kit.ready
  renderWithKit(t.kit)
  act(() => t.kit.open())
  const list = await screen.findByRole('list', { name: 'Wallets' })
  return { ...t, list }
}

function rowNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('button')
    .map((b) => b.querySelector('.portico-row-name')?.textContent ?? '')
}

describe('Connect view', () => {
  it('lists wallets in connector order: walletConnect, recent, injected, featured, custom, external, recommended (SPEC §2)', async () => {
    const { list, api } = await openConnect({ options: { featuredWalletIds: ['wallet-5'] } })
    await waitFor(() => expect(rowNames(list)).toContain('Wallet 0005'))
    await waitFor(() => expect(rowNames(list)).toContain('Wallet 0002'))
    expect(rowNames(list)).toEqual([
      'WalletConnect',
      'Mock Wallet',
      'Announced Wallet',
      'Wallet 0005',
      'External Wallet',
      // recommended (4, SPEC §5): wallet-1 is installed (same rdns as Mock Wallet) and wallet-5 featured
      'Wallet 0002',
      'Wallet 0003',
      'Wallet 0004',
      'All Wallets',
    ])
    const recommendedCall = api.directoryCalls.find((c) => !c.include)
    expect(recommendedCall).toMatchObject({ page: 1, entries: 4, exclude: ['wallet-5'] })
    expect(api.directoryCalls.find((c) => c.include)).toMatchObject({
      entries: 4,
      include: ['wallet-5'],
    })
  })

  it("shows the app's customWallets after featured and before external wallets, and opens a pairing with its link", async () => {
    const acme = {
      id: 'acme-wallet',
      name: 'Acme Wallet',
      image_url: 'https://acme.example/icon.png',
      mobile_link: 'https://acme.example/wc',
    }
    const { list, kit } = await openConnect({
      options: { featuredWalletIds: ['wallet-5'], customWallets: [acme] },
    })
    await waitFor(() => expect(rowNames(list)).toContain('Wallet 0005'))
    await waitFor(() => expect(rowNames(list)).toContain('Wallet 0002'))
    expect(rowNames(list).slice(3, 6)).toEqual(['Wallet 0005', 'Acme Wallet', 'External Wallet'])
    const row = within(list).getByText('Acme Wallet').closest('button')
    expect(row?.querySelector('img')?.getAttribute('src')).toBe(acme.image_url)
    fireEvent.click(within(list).getByText('Acme Wallet'))
    expect(kit.getSnapshot().router).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'acme-wallet', walletName: 'Acme Wallet', mobileLink: acme.mobile_link },
    })
  })

  it('with collapseWallets, shows one "Continue with a wallet" button that reveals the list', async () => {
    const t = createTestKit({ connectors, options: { features: { collapseWallets: true } } })
    await t.kit.ready
    renderWithKit(t.kit)
    act(() => t.kit.open())
    const button = await screen.findByRole('button', { name: 'Continue with a wallet' })
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(screen.queryByText('Mock Wallet')).toBeNull()
    fireEvent.click(button)
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(rowNames(list).slice(0, 3)).toEqual(['WalletConnect', 'Mock Wallet', 'Announced Wallet'])
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  it('puts recent wallets right after WalletConnect', async () => {
    const t = createTestKit({ connectors })
    await t.kit.ready
    await t.kit.connect({ connectorId: 'announced' })
    await t.kit.disconnect()
    renderWithKit(t.kit)
    act(() => t.kit.open())
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(rowNames(list).slice(0, 3)).toEqual(['WalletConnect', 'Announced Wallet', 'Mock Wallet'])
    expect(within(list).getAllByRole('button')[1]?.textContent).toContain('Recent')
  })

  it('opens ConnectingExternal for an injected wallet and WalletConnect for the QR entry', async () => {
    const { list, kit } = await openConnect()
    fireEvent.click(within(list).getByText('Mock Wallet'))
    expect(kit.getSnapshot().router).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: 'mock' },
    })
    act(() => kit.goBack())
    const again = await screen.findByRole('list', { name: 'Wallets' })
    fireEvent.click(within(again).getByText('WalletConnect'))
    expect(kit.getSnapshot().router.view).toBe('ConnectingWalletConnect')
  })

  it('opens AllWallets from the "All Wallets" row, and hides it when the feature is off', async () => {
    const { list, kit } = await openConnect()
    fireEvent.click(within(list).getByText('All Wallets'))
    expect(kit.getSnapshot().router.view).toBe('AllWallets')
    cleanup()
    document.body.innerHTML = ''
    const off = await openConnect({ options: { features: { allWallets: false } } })
    expect(within(off.list).queryByText('All Wallets')).toBeNull()
  })

  it('renders hostile wallet names as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    const { list } = await openConnect({
      connectors: [
        {
          id: 'evil',
          name: hostile,
          type: 'INJECTED',
          chain: 'eip155',
          installed: true,
          imageUrl: 'javascript:alert(1)',
        },
      ],
    })
    expect(within(list).getByText(hostile)).toBeTruthy()
    expect(list.querySelector('img[src="x"]')).toBeNull()
    expect(list.querySelector('img[src^="javascript"]')).toBeNull()
  })
})

describe('Connect view: WalletConnect ready before its pick', () => {
  it('prepares WalletConnect only when the user points at it: not on open (even once idle), on hover or focus of its row or of a directory wallet that is not installed', async () => {
    // The page's idle callbacks, run by hand: whatever the open modal queues for idle time runs
    // below, before the first hover.
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const t = createTestKit({ connectors })
    const prepared: string[] = []
    // The adapter's optional hook, as adapter-evm has it: core calls it on the instance.
    Object.assign(t.adapter, {
      prepareConnector: async (connectorId: string) => {
        prepared.push(connectorId)
      },
    })
    await t.kit.ready
    renderWithKit(t.kit)
    act(() => t.kit.open())
    const list = await screen.findByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(rowNames(list)).toContain('Wallet 0002'))
    act(() => {
      for (const callback of idle.splice(0)) callback({ didTimeout: true, timeRemaining: () => 0 })
    })
    // Other wallets prompt at once when picked: nothing to prepare (nor for an installed listing).
    fireEvent.focus(within(list).getByRole('button', { name: /Mock Wallet/ }))
    // The first preparation is the hover's: had the open (or its idle time) prepared, it would
    // have reached the adapter first.
    fireEvent.pointerEnter(within(list).getByRole('button', { name: /WalletConnect/ }))
    await waitFor(() => expect(prepared).toEqual(['walletConnect']))
    fireEvent.focus(within(list).getByRole('button', { name: /WalletConnect/ }))
    await waitFor(() => expect(prepared).toEqual(['walletConnect', 'walletConnect']))
    // A directory wallet that is not installed pairs through WalletConnect.
    fireEvent.pointerEnter(within(list).getByRole('button', { name: /Wallet 0002/ }))
    await waitFor(() =>
      expect(prepared).toEqual(['walletConnect', 'walletConnect', 'walletConnect']),
    )
    vi.unstubAllGlobals()
  })
})

describe('Connect view on mobile', () => {
  it('offers "Open and continue in a new browser tab" (SPEC §2), only on mobile', async () => {
    const desktop = await openConnect()
    expect(
      screen.queryByRole('button', { name: /Open and continue in a new browser tab/ }),
    ).toBeNull()
    desktop.kit.close()
    cleanup()
    document.body.innerHTML = ''
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    )
    const opened: unknown[][] = []
    vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
      opened.push(args)
      return null
    })
    await openConnect()
    fireEvent.click(screen.getByRole('button', { name: /Open and continue in a new browser tab/ }))
    expect(opened).toEqual([[window.location.href, '_blank', 'noopener,noreferrer']])
  })
})
