import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { holdConnect } from '../../test-utils/pending-connect.js'
import {
  ADDRESS,
  createTestKit,
  renderWithKit,
  type TestKitOptions,
} from '../../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

async function start(features: TestKitOptions['adapterFeatures'] = {}) {
  const t = createTestKit({ adapterFeatures: features })
  await t.kit.ready
  renderWithKit(t.kit)
  act(() => t.kit.open({ view: 'ConnectingExternal', data: { connectorId: 'mock' } }))
  return t
}

describe('ConnectingExternal view', () => {
  it('asks the wallet once, then closes the modal connected', async () => {
    const t = await start()
    // The first test of the file also loads the modal's and the view's code: happy-dom needs more
    // than waitFor's default second here (more still since the kit's CSS is adopted stylesheets).
    await waitFor(() => expect(t.kit.getSnapshot().modal.open).toBe(false), { timeout: 5_000 })
    expect(t.adapter.mock.state.connectCalls).toBe(1)
    expect(t.kit.getSnapshot().accounts.eip155?.address).toBe(ADDRESS)
  })

  it('shows "Connection declined" when the user rejects (4001), and Try again reconnects', async () => {
    const t = await start({ connectError: true })
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy()
    // The kit may have the answer before the view's first paint; the title follows that paint.
    expect(await screen.findByText('Mock Wallet', { selector: 'h2' })).toBeTruthy()
    t.adapter.mock.setFeatures({ connectError: undefined })
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }))
    await waitFor(() => expect(t.kit.getSnapshot().modal.open).toBe(false))
    expect(t.adapter.mock.state.connectCalls).toBe(2)
  })

  it('shows the failure message for other errors', async () => {
    await start({ connectError: new Error('Wallet locked') })
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByText('Wallet locked')).toBeTruthy()
  })

  it('shows the waiting state while the wallet has not answered', async () => {
    const t = createTestKit()
    const wallet = holdConnect(t.kit)
    await t.kit.ready
    renderWithKit(t.kit)
    act(() => t.kit.open({ view: 'ConnectingExternal', data: { connectorId: 'mock' } }))
    expect(await screen.findByText('Continue in Mock Wallet')).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Waiting for the wallet' })).toBeTruthy()
    await act(async () => wallet.approve())
    await waitFor(() => expect(t.kit.getSnapshot().modal.open).toBe(false))
  })
})
