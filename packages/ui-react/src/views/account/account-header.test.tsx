import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ADDRESS, createWalletTestKit, renderView } from '../wallet-test-kit.js'
import { AccountHeader } from './account-header.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

const apiUrl = 'http://127.0.0.1:8787'

describe('Account header: the name entry point (SPEC §2, §9 names on eip155)', () => {
  it('an eip155 account without a name offers "Choose a name", which opens RegisterAccountName', async () => {
    const { kit } = await createWalletTestKit({ options: { apiUrl } })
    kit.open({ view: 'Account' })
    renderView(kit, <AccountHeader />)
    fireEvent.click(screen.getByRole('button', { name: 'Choose a name' }))
    expect(kit.getSnapshot().router.view).toBe('RegisterAccountName')
  })

  it('an account with a name shows the name and no link', async () => {
    const { kit } = await createWalletTestKit({
      options: { apiUrl },
      identities: { [ADDRESS]: { name: 'alice.eth', avatar: null } },
    })
    renderView(kit, <AccountHeader />)
    await waitFor(() => expect(screen.getByText('alice.eth')).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it('without a data API host to sign for there is no link', async () => {
    const { kit } = await createWalletTestKit()
    renderView(kit, <AccountHeader />)
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })
})
