import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createTestKit,
  renderWithKit,
  type TestKitOptions,
  walletListing,
} from '../../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  vi.useRealTimers()
})

async function openAllWallets(count: number, options: TestKitOptions['options'] = {}) {
  const t = createTestKit({ wallets: walletListing(count), options })
  await t.kit.ready
  renderWithKit(t.kit)
  act(() => t.kit.open({ view: 'AllWallets' }))
  // The view's code loads lazily (transformed on first use in a busy test run).
  const scroller = await screen.findByTestId('portico-all-wallets', {}, { timeout: 5000 })
  return { ...t, scroller }
}

describe('AllWallets view', () => {
  it('loads the directory in pages of 40 (SPEC §5) and renders only visible rows (virtualized)', async () => {
    const { api, scroller } = await openAllWallets(200)
    await waitFor(() => expect(within(scroller).getAllByRole('button').length).toBeGreaterThan(0))
    expect(api.directoryCalls[0]).toMatchObject({ page: 1, entries: 40 })
    expect(within(scroller).getAllByRole('button').length).toBeLessThan(40)
  })

  it('fetches the next page when scrolled near the end (infinite scroll)', async () => {
    const { api, scroller } = await openAllWallets(200)
    await waitFor(() => expect(within(scroller).getAllByRole('button').length).toBeGreaterThan(0))
    const before = api.directoryCalls.filter((c) => !c.search).length
    scroller.scrollTop = 40 * 64
    fireEvent.scroll(scroller)
    await waitFor(() =>
      expect(api.directoryCalls.filter((c) => !c.search).length).toBeGreaterThan(before),
    )
    expect(api.directoryCalls.at(-1)).toMatchObject({ page: 2, entries: 40 })
  })

  it('filters loaded wallets on each keystroke and asks the directory (100 results) after the debounce', async () => {
    const { api, scroller } = await openAllWallets(60)
    await waitFor(() => expect(within(scroller).getAllByRole('button').length).toBeGreaterThan(0))
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(input, { target: { value: '0017' } })
    await waitFor(() => expect(within(scroller).getAllByRole('button')).toHaveLength(1))
    expect(within(scroller).getByText('Wallet 0017')).toBeTruthy()
    // Wallet 0055 is not loaded yet (page 2): the directory search finds it.
    fireEvent.change(input, { target: { value: '0055' } })
    await waitFor(() => expect(within(scroller).getByText('Wallet 0055')).toBeTruthy(), {
      timeout: 2000,
    })
    expect(api.directoryCalls.find((c) => c.search === '0055')).toMatchObject({
      page: 1,
      entries: 100,
    })
  })

  it('opens ConnectingWalletConnect for a directory wallet', async () => {
    const { scroller, kit } = await openAllWallets(5)
    fireEvent.click(await within(scroller).findByText('Wallet 0003'))
    expect(kit.getSnapshot().router).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'wallet-3', walletName: 'Wallet 0003', mobileLink: 'wallet3://' },
    })
  })

  it("lists the app's customWallets before the directory's pages, and search finds them", async () => {
    const { scroller } = await openAllWallets(5, {
      customWallets: [{ id: 'acme-wallet', name: 'Acme Wallet', mobile_link: 'rainbow://' }],
    })
    await waitFor(() => expect(within(scroller).getAllByRole('button').length).toBe(6))
    const names = within(scroller)
      .getAllByRole('button')
      .map((b) => b.querySelector('.portico-row-name')?.textContent)
    expect(names.slice(0, 2)).toEqual(['Acme Wallet', 'Wallet 0001'])
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'acme' } })
    await waitFor(() => expect(within(scroller).getAllByRole('button')).toHaveLength(1))
    expect(within(scroller).getByText('Acme Wallet')).toBeTruthy()
  })

  it('says so when nothing matches', async () => {
    const { scroller } = await openAllWallets(5)
    await waitFor(() => expect(within(scroller).getAllByRole('button').length).toBeGreaterThan(0))
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } })
    expect(await screen.findByText('No wallet found.')).toBeTruthy()
  })
})
