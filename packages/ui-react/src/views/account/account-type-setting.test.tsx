import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createWalletTestKit, renderView } from '../wallet-test-kit.js'
import AccountTypeSetting from './account-type-setting.js'
import AccountView from './account-view.js'

// The setting at the UI boundary: core's setPreferredAccountType (its frame path, SET_PREFERRED_ACCOUNT
// and the address change, is core's embedded-account-type.test; the lab runs it against the real frame).

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

describe('Account view: account type setting (SPEC §6)', () => {
  it('shows the preferred type and switches to the EOA and back through the kit', async () => {
    const { kit } = await createWalletTestKit({ balances: [] })
    await kit.setPreferredAccountType('smartAccount', 'eip155')
    renderView(kit, <AccountTypeSetting />)
    const region = screen.getByRole('region', { name: 'Account type' })
    expect(region.textContent).toContain('Smart account')

    fireEvent.click(screen.getByRole('button', { name: 'Switch to EOA' }))
    await waitFor(() => expect(kit.getAccount('eip155')?.preferredAccountType).toBe('eoa'))
    expect(await screen.findByText('Externally owned account (EOA)')).toBeTruthy()

    fireEvent.click(await screen.findByRole('button', { name: 'Switch to smart account' }))
    await waitFor(() => expect(kit.getAccount('eip155')?.preferredAccountType).toBe('smartAccount'))
    expect(await screen.findByRole('button', { name: 'Switch to EOA' })).toBeTruthy()
  })

  it('says so when the switch fails, and keeps the type shown', async () => {
    const { kit } = await createWalletTestKit({ balances: [] })
    await kit.setPreferredAccountType('smartAccount', 'eip155')
    // The frame (or its bundler) refuses: what the view sees is a rejected switch.
    Object.defineProperty(kit, 'setPreferredAccountType', {
      value: () => Promise.reject(new Error('An error occurred')),
      configurable: true,
    })
    renderView(kit, <AccountTypeSetting />)
    fireEvent.click(screen.getByRole('button', { name: 'Switch to EOA' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The account could not be switched. Please try again.',
    )
    expect(screen.getByRole('region', { name: 'Account type' }).textContent).toContain(
      'Smart account',
    )
    expect(screen.getByRole('button', { name: 'Switch to EOA' })).toBeTruthy()
  })

  it('is not offered for a wallet without a smart account (an injected wallet)', async () => {
    const { kit } = await createWalletTestKit({ balances: [] })
    renderView(kit, <AccountView />)
    expect(await screen.findByText('1.234 ETH')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Account type' })).toBeNull()
  })
})
