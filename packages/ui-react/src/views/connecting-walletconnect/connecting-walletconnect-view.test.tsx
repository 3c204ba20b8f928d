import type { Connector } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualClock } from '../../test-utils/manual-clock.js'
import { holdConnect } from '../../test-utils/pending-connect.js'
import { createTestKit, renderWithKit } from '../../test-utils/test-kit.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const wc: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/** A mock wallet behind a WalletConnect connector: each connect shows a new pairing URI and waits. */
function walletConnectKit() {
  const clock = manualClock()
  const t = createTestKit({ connectors: [wc], options: { clock } })
  const wallet = holdConnect(t.kit, (n) =>
    t.adapter.mock.emitDisplayUri(`wc:pairing-${n}@2?relay-protocol=irn&symKey=abc`),
  )
  return { ...t, clock, pairings: wallet.requests, approve: wallet.approve }
}

describe('ConnectingWalletConnect view', { timeout: 30_000 }, () => {
  it('shows the pairing URI as a QR code with copy link, and closes once the wallet approves', async () => {
    const t = walletConnectKit()
    await t.kit.ready
    renderWithKit(t.kit)
    act(() =>
      t.kit.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }),
    )
    // The first open downloads the modal's and the view's code (slow on a loaded machine).
    expect(
      await screen.findByRole(
        'img',
        { name: 'QR code to scan with your wallet' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('wc:pairing-1@2?relay-protocol=irn&symKey=abc'),
    )
    expect(await screen.findByText('Copied')).toBeTruthy()
    await act(async () => t.approve())
    await waitFor(() => expect(t.kit.getSnapshot().modal.open).toBe(false))
  })

  it('refreshes the pairing before it expires (SPEC §4: 4 min, expired at 10 s left)', async () => {
    const t = walletConnectKit()
    await t.kit.ready
    renderWithKit(t.kit)
    act(() => t.kit.open({ view: 'ConnectingWalletConnect' }))
    await screen.findByRole('img', { name: 'QR code to scan with your wallet' })
    expect(t.pairings()).toBe(1)
    act(() => t.clock.advance(4 * 60_000 - 10_001))
    expect(t.pairings()).toBe(1)
    act(() => t.clock.advance(1))
    expect(t.pairings()).toBe(2)
    expect(t.kit.getSnapshot().pairing?.uri).toContain('pairing-2')
  })

  it('offers Try again after a failure', async () => {
    const t = createTestKit({
      connectors: [wc],
      adapterFeatures: { connectError: new Error('Relay unreachable') },
    })
    await t.kit.ready
    renderWithKit(t.kit)
    act(() => t.kit.open({ view: 'ConnectingWalletConnect' }))
    expect(await screen.findByText('Relay unreachable')).toBeTruthy()
    t.adapter.mock.setFeatures({ connectError: undefined })
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }))
    await waitFor(() => expect(t.kit.getSnapshot().modal.open).toBe(false))
  })

  it('on mobile, links to the wallet with wc?uri= and the encoded pairing URI (SPEC §5)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    const t = walletConnectKit()
    await t.kit.ready
    renderWithKit(t.kit)
    act(() =>
      t.kit.open({
        view: 'ConnectingWalletConnect',
        data: { walletId: 'rainbow', walletName: 'Rainbow', mobileLink: 'rainbow://' },
      }),
    )
    const link = await screen.findByRole('link', { name: /Open Rainbow/ })
    expect(link.getAttribute('href')).toBe(
      `rainbow://wc?uri=${encodeURIComponent('wc:pairing-1@2?relay-protocol=irn&symKey=abc')}`,
    )
  })

  it('a javascript: wallet link from the directory gives no deep link', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    const t = walletConnectKit()
    await t.kit.ready
    renderWithKit(t.kit)
    act(() =>
      t.kit.open({
        view: 'ConnectingWalletConnect',
        data: { walletName: 'Evil', mobileLink: 'javascript:alert(1)//' },
      }),
    )
    await screen.findByRole('img', { name: 'QR code to scan with your wallet' })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('the Basic variant shows the same QR without a wallet', async () => {
    const t = walletConnectKit()
    await t.kit.ready
    renderWithKit(t.kit)
    act(() => t.kit.open({ view: 'ConnectingWalletConnectBasic' }))
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your wallet' }),
    ).toBeTruthy()
  })
})

describe('pairing reuse (SPEC §4)', () => {
  const TELEGRAM =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS/10.0'

  it('in an in-messenger browser, an unexpired pairing is shown again without a new request', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(TELEGRAM)
    const t = walletConnectKit()
    await t.kit.ready
    renderWithKit(t.kit)
    act(() => t.kit.open({ view: 'ConnectingWalletConnect' }))
    await screen.findByRole('img', { name: 'QR code to scan with your wallet' })
    expect(t.pairings()).toBe(1)
    // The user leaves the view (e.g. Back) and comes back within the pairing's lifetime.
    act(() => t.kit.close())
    act(() => t.clock.advance(60_000))
    act(() => t.kit.open({ view: 'ConnectingWalletConnect' }))
    await screen.findByRole('img', { name: 'QR code to scan with your wallet' })
    expect(t.pairings()).toBe(1)
    expect(t.kit.getSnapshot().pairing?.uri).toContain('pairing-1')
    // The first request completes: the modal closes.
    await act(async () => t.approve())
    await waitFor(() => expect(t.kit.getSnapshot().modal.open).toBe(false))
  })

  it('elsewhere, coming back makes a new pairing', async () => {
    const t = walletConnectKit()
    await t.kit.ready
    renderWithKit(t.kit)
    act(() => t.kit.open({ view: 'ConnectingWalletConnect' }))
    await screen.findByRole('img', { name: 'QR code to scan with your wallet' })
    act(() => t.kit.close())
    act(() => t.kit.open({ view: 'ConnectingWalletConnect' }))
    await waitFor(() => expect(t.pairings()).toBe(2))
  })
})
