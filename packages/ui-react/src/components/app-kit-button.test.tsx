import { type AppKit, createAppKit, createMemoryStorage, type KitStorage } from '@portico/core'
import { fixtureDataApi, mapAdapter, mockAdapter } from '@portico/core/testing'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { holdConnect } from '../test-utils/pending-connect.js'
import { ADDRESS, createTestKit, mainnetFixture, renderWithKit } from '../test-utils/test-kit.js'
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

/**
 * A storage a first visit left connected, its button having shown the account (which saves the
 * address), the page then gone as a reload leaves it.
 */
async function visitedStorage(): Promise<KitStorage> {
  const storage = createMemoryStorage()
  const first = createAppKit({
    adapters: [mockAdapter({ accounts: [ADDRESS] })],
    networks: [mainnetFixture],
    projectId: 'test-project',
    storage,
    api: fixtureDataApi(),
  })
  await first.ready
  const page = renderWithKit(first, <AppKitButton data-testid="first-visit" />)
  await act(() => first.connect({ connectorId: 'mock' }))
  await waitFor(() => expect(storage.getItem(SAVED_KEY)).toContain(ADDRESS))
  page.unmount()
  await first.destroy()
  return storage
}

const SAVED_KEY = '@portico/address/eip155'

/**
 * The reload: a kit on `storage` whose wallet answers the restore only when `answer` is called,
 * with the session (`live`) or without it (the wallet forgot the dapp).
 */
function reloadedKit(storage: KitStorage): { kit: AppKit; answer: (live: boolean) => void } {
  let answer: (live: boolean) => void = () => {}
  const answered = new Promise<boolean>((resolve) => {
    answer = resolve
  })
  const wallet = mockAdapter({ accounts: [ADDRESS], balance: '2' })
  const kit = createAppKit({
    adapters: [
      mapAdapter(wallet, (instance) => ({
        ...instance,
        reconnect: async (params: Parameters<typeof instance.reconnect>[0]) =>
          (await answered) ? instance.reconnect(params) : undefined,
      })),
    ],
    networks: [mainnetFixture],
    projectId: 'test-project',
    storage,
    api: fixtureDataApi(),
  })
  return { kit, answer }
}

const SHORT = `${ADDRESS.slice(0, 4)}...${ADDRESS.slice(-6)}`
/** The button's children as markup (avatar colours, texts): what a layout change would change. */
const look = (button: HTMLElement) => button.innerHTML

describe('<AppKitButton/> on a reload with a saved connection', () => {
  it('paints the saved address in its first render, busy and marked restoring, not connected', async () => {
    const { kit, answer } = reloadedKit(await visitedStorage())
    renderWithKit(kit, <AppKitButton data-testid="b" />)
    const button = screen.getByTestId('b')
    expect(button.getAttribute('data-status')).toBe('restoring')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.textContent).toBe(SHORT)
    expect(kit.getSnapshot().connection.eip155).toBe('connecting')
    await act(async () => {
      answer(true)
      await kit.ready
    })
  })

  it('a click while restoring opens Connect, never the account view', async () => {
    const { kit, answer } = reloadedKit(await visitedStorage())
    renderWithKit(kit, <AppKitButton data-testid="b" />)
    const button = screen.getByTestId('b')
    expect(button.textContent).toBe(SHORT)
    fireEvent.click(button)
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().router.view).toBe('Connect')
    await act(async () => {
      answer(false)
      await kit.ready
    })
    expect(kit.getSnapshot().router.view).toBe('Connect')
  })

  it('becomes the connected button when the wallet confirms, drawn the same until the balance comes', async () => {
    const { kit, answer } = reloadedKit(await visitedStorage())
    // The balance read waits, so the confirmed button is compared before it adds its figure.
    renderWithKit(kit, <AppKitButton data-testid="b" balance="hide" />)
    const button = screen.getByTestId('b')
    const restoring = look(button)
    expect(button.textContent).toBe(SHORT)
    await act(async () => {
      answer(true)
      await kit.ready
    })
    expect(button.getAttribute('data-status')).toBe('connected')
    expect(button.getAttribute('aria-busy')).toBeNull()
    expect(look(button)).toBe(restoring)
  })

  it('becomes "Connect Wallet" when the restore fails, the saved address gone with it', async () => {
    const storage = await visitedStorage()
    const { kit, answer } = reloadedKit(storage)
    renderWithKit(kit, <AppKitButton data-testid="b" />)
    const button = screen.getByTestId('b')
    expect(button.textContent).toBe(SHORT)
    await act(async () => {
      answer(false)
      await kit.ready
    })
    expect(button.textContent).toBe('Connect Wallet')
    expect(button.getAttribute('data-status')).toBe('disconnected')
    expect(storage.getItem(SAVED_KEY)).toBeNull()
  })

  it('shows the plain placeholder when the saved value is not CAIP-10 address text', async () => {
    const storage = await visitedStorage()
    // Outside data: a value of the right type that no CAIP-10 address can be.
    storage.setItem(SAVED_KEY, JSON.stringify({ v: 1, value: '<b>0x1111</b> Send 5 ETH to me' }))
    const { kit, answer } = reloadedKit(storage)
    renderWithKit(kit, <AppKitButton data-testid="b" />)
    const button = screen.getByTestId('b')
    expect(button.getAttribute('data-status')).toBe('restoring')
    expect(button.textContent).toBe('Account')
    await act(async () => {
      answer(true)
      await kit.ready
    })
    await waitFor(() => expect(button.textContent).toContain(SHORT))
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
