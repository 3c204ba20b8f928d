import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createWalletTestKit, renderView } from '../wallet-test-kit.js'
import AccountView from './account-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

describe('Tokens tab on a chain the data API does not serve', () => {
  it('shows the wallet\'s native balance read from the node, without a USD value, not "No tokens yet"', async () => {
    const { kit, api, toasts } = await createWalletTestKit({
      // The data API serves Optimism only; the kit is on Ethereum, where the wallet holds 1.23456 ETH.
      apiOverrides: { getSupportedChains: async () => ({ http: ['eip155:10'], ws: [] }) },
    })
    // Core fetches the balances while the modal shows Account.
    kit.open({ view: 'Account' })
    renderView(kit, <AccountView />)
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const row = within(list).getByRole('listitem')
    expect(within(row).getByText('Ether')).toBeTruthy()
    expect(within(row).getByText('1.234 ETH')).toBeTruthy()
    expect(row.textContent).not.toContain('$')
    expect(screen.queryByText('No tokens yet')).toBeNull()
    expect(toasts).toContain('Token Balance Unavailable')
    expect(api.fixture.record.calls.some((call) => call.method === 'getBalances')).toBe(false)
  })
})
