import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { holdConnect } from '../test-utils/pending-connect.js'
import { ADDRESS, createTestKit, renderWithKit } from '../test-utils/test-kit.js'
import { AppKitButton } from './app-kit-button.js'
import { NetworkButton } from './network-button.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

describe('<AppKitButton/>', () => {
  it('says "Connect Wallet" when disconnected and opens the modal at Connect', async () => {
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(kit, <AppKitButton data-testid="connect-button" />)
    const button = screen.getByTestId('connect-button')
    expect(button.textContent).toBe('Connect Wallet')
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(button)
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().router.view).toBe('Connect')
  })

  it('carries the stable test id portico-connect-button and its status when none is given', async () => {
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(kit, <AppKitButton />)
    const button = screen.getByTestId('portico-connect-button')
    expect(button.getAttribute('data-status')).toBe('disconnected')
    await act(() => kit.connect({ connectorId: 'mock' }))
    await waitFor(() => expect(button.getAttribute('data-status')).toBe('connected'))
  })

  it('shows the account when connected: address 4 + 6 and balance with 3 decimals (SPEC §2)', async () => {
    const { kit } = createTestKit({ balance: '1.23456' })
    await kit.ready
    renderWithKit(kit, <AppKitButton data-testid="connect-button" />)
    await act(() => kit.connect({ connectorId: 'mock' }))
    const button = screen.getByTestId('connect-button')
    await waitFor(() => expect(button.textContent).toContain('1.234 ETH'))
    expect(button.textContent).toContain(`${ADDRESS.slice(0, 4)}...${ADDRESS.slice(-6)}`)
    fireEvent.click(button)
    expect(kit.getSnapshot().router.view).toBe('Account')
  })

  it('hides the balance on request and takes a custom label', async () => {
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(kit, <AppKitButton label="Sign in" balance="hide" data-testid="b" />)
    expect(screen.getByTestId('b').textContent).toBe('Sign in')
    await act(() => kit.connect({ connectorId: 'mock' }))
    await waitFor(() =>
      expect(screen.getByTestId('b').getAttribute('data-status')).toBe('connected'),
    )
    expect(screen.getByTestId('b').textContent).not.toContain('ETH')
  })

  it('AppKitButton.Custom hands the state and actions to a render function', async () => {
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(
      kit,
      <AppKitButton.Custom>
        {(state) => (
          <button type="button" onClick={state.open}>
            {state.status === 'connected' ? `me: ${state.displayName}` : `status: ${state.status}`}
          </button>
        )}
      </AppKitButton.Custom>,
    )
    expect(screen.getByRole('button').textContent).toBe('status: disconnected')
    await act(() => kit.connect({ connectorId: 'mock' }))
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('me: 0x11...111111'))
    fireEvent.click(screen.getByRole('button', { name: 'me: 0x11...111111' }))
    expect(kit.getSnapshot().modal.open).toBe(true)
  })

  it('renders a hostile profile image only through SafeImage rules', async () => {
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(kit, <AppKitButton data-testid="b" />)
    await act(() => kit.connect({ connectorId: 'mock' }))
    expect(screen.getByTestId('b').querySelector('img[src^="javascript"]')).toBeNull()
  })
})

describe('<AppKitButton/> while connecting', () => {
  it('says "Connecting..." during a connection started after the restore, even with the modal closed', async () => {
    const { kit } = createTestKit()
    await kit.ready
    const wallet = holdConnect(kit)
    renderWithKit(kit, <AppKitButton data-testid="b" />)
    await waitFor(() => expect(screen.getByTestId('b').textContent).toBe('Connect Wallet'))
    let pending: Promise<void> | undefined
    act(() => {
      pending = kit.connect({ connectorId: 'mock' })
    })
    expect(kit.getSnapshot().modal.open).toBe(false)
    await waitFor(() => expect(screen.getByTestId('b').textContent).toBe('Connecting...'))
    expect(screen.getByTestId('b').getAttribute('data-status')).toBe('connecting')
    await act(async () => {
      wallet.approve()
      await pending
    })
    await waitFor(() =>
      expect(screen.getByTestId('b').getAttribute('data-status')).toBe('connected'),
    )
  })
})

describe('<NetworkButton/>', () => {
  it('shows the active network and opens the network list', async () => {
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(kit, <NetworkButton />)
    const button = screen.getByRole('button', { name: 'Network: Ethereum' })
    fireEvent.click(button)
    expect(kit.getSnapshot().router.view).toBe('Networks')
  })
})
