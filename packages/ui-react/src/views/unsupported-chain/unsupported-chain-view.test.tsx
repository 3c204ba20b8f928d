import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createWalletTestKit, renderView } from '../wallet-test-kit.js'
import UnsupportedChainView from './unsupported-chain-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

async function onUnsupportedChain() {
  const polygon = {
    id: 137,
    caipNetworkId: 'eip155:137' as const,
    chainNamespace: 'eip155' as const,
    name: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  }
  const t = await createWalletTestKit()
  t.kit.open({ view: 'Account' })
  // The wallet moves to a network the app did not request (SPEC §4).
  act(() => t.adapter.mock.emitChainChanged(polygon.id))
  return t
}

describe('UnsupportedChain view', () => {
  it('opens when the wallet is on a network that was not requested, and explains', async () => {
    const { kit } = await onUnsupportedChain()
    expect(kit.getSnapshot().router.view).toBe('UnsupportedChain')
    renderView(kit, <UnsupportedChainView />)
    expect(screen.getByText(/does not support the network your wallet is on/)).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Networks to switch to' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ethereum', 'OP Mainnet'])
  })

  it('switches to a requested network through core', async () => {
    const { kit, adapter } = await onUnsupportedChain()
    renderView(kit, <UnsupportedChainView />)
    fireEvent.click(screen.getByRole('button', { name: 'OP Mainnet' }))
    await waitFor(() => expect(kit.getSnapshot().activeNetwork?.caipNetworkId).toBe('eip155:10'))
    expect(adapter.mock.state.chainId).toBe(10)
    expect(kit.getSnapshot().networks.eip155?.unsupported).toBe(false)
  })

  it('offers to disconnect', async () => {
    const { kit, adapter } = await onUnsupportedChain()
    renderView(kit, <UnsupportedChainView />)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(adapter.mock.state.disconnectCalls).toBe(1))
    expect(kit.getSnapshot().connection.eip155).toBe('disconnected')
  })
})
