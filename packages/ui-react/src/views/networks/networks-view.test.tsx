import type { NetworkState } from '@portico/core'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createWalletTestKit,
  mainnetFixture,
  optimismFixture,
  renderView,
} from '../wallet-test-kit.js'
import { networkOptions } from './network-options.js'
import NetworksView from './networks-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

describe('Networks view', () => {
  it('lists the requested networks with the active one marked', async () => {
    const { kit } = await createWalletTestKit()
    renderView(kit, <NetworksView />)
    const list = screen.getByRole('list', { name: 'Networks' })
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.textContent)).toEqual(['EthereumActive', 'OP Mainnet'])
  })

  it('switches through core and goes back to the previous view', async () => {
    const { kit, adapter } = await createWalletTestKit()
    kit.open({ view: 'Account' })
    kit.push('Networks')
    renderView(kit, <NetworksView />)
    fireEvent.click(screen.getByRole('button', { name: 'OP Mainnet' }))
    await waitFor(() => expect(kit.getSnapshot().activeNetwork?.caipNetworkId).toBe('eip155:10'))
    expect(adapter.mock.state.chainId).toBe(10)
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('Account'))
  })

  it('shows the wallet error when it cannot switch', async () => {
    const { kit } = await createWalletTestKit({ adapter: { networks: [mainnetFixture] } })
    kit.open({ view: 'Account' })
    kit.push('Networks')
    renderView(kit, <NetworksView />)
    fireEvent.click(screen.getByRole('button', { name: 'OP Mainnet' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Chain is not supported')
    expect(kit.getSnapshot().activeNetwork?.caipNetworkId).toBe('eip155:1')
  })
})

describe('networkOptions', () => {
  const state = (patch: Partial<NetworkState>): NetworkState => ({
    caipNetwork: mainnetFixture,
    requestedCaipNetworks: [mainnetFixture, optimismFixture],
    approvedCaipNetworkIds: [],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    unsupported: false,
    ...patch,
  })

  it('disables networks a wallet session did not approve', () => {
    const options = networkOptions(
      {
        networks: {
          eip155: state({ supportsAllNetworks: false, approvedCaipNetworkIds: ['eip155:1'] }),
        },
        activeNetwork: mainnetFixture,
      },
      () => true,
    )
    expect(options.map((o) => [o.network.caipNetworkId, o.active, o.supported])).toEqual([
      ['eip155:1', true, true],
      ['eip155:10', false, false],
    ])
  })

  it('leaves out namespaces without an adapter', () => {
    expect(
      networkOptions({ networks: { eip155: state({}) }, activeNetwork: undefined }, () => false),
    ).toEqual([])
  })
})
