import type { DataApi } from '@portico/core'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ADDRESS, createWalletTestKit, renderView } from '../wallet-test-kit.js'
import RegisterAccountNameSuccessView from './register-account-name-success-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

describe('RegisterAccountNameSuccess (SPEC §4)', () => {
  it('asks for the signature while the registration runs, then shows the confirmed name', async () => {
    let answer: (profile: Awaited<ReturnType<DataApi['registerName']>>) => void = () => {}
    const { kit } = await createWalletTestKit({
      options: { apiUrl: 'http://127.0.0.1:8787' },
      apiOverrides: {
        registerName: () =>
          new Promise<Awaited<ReturnType<DataApi['registerName']>>>((resolve) => {
            answer = resolve
          }),
      },
    })
    kit.open({ view: 'Account' })
    kit.push('RegisterAccountName')
    const registration = kit.registerName('alice-1')
    renderView(kit, <RegisterAccountNameSuccessView />)
    expect(await screen.findByText('Sign the message in your wallet')).toBeTruthy()
    expect(screen.getByText('Your wallet signs the registration of alice-1.')).toBeTruthy()
    answer({ name: 'alice-1.portico.test', addresses: { '60': { address: ADDRESS } } })
    await registration
    await waitFor(() => expect(screen.getByText('alice-1.portico.test')).toBeTruthy())
    expect(screen.queryByText('Sign the message in your wallet')).toBeNull()
  })

  it('opened with no registration behind it, it says so and leads back to Account', async () => {
    const { kit } = await createWalletTestKit()
    kit.open({ view: 'RegisterAccountNameSuccess' })
    renderView(kit, <RegisterAccountNameSuccessView />)
    expect(screen.getByText('No name was registered.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(kit.getSnapshot().router.view).toBe('Account')
  })
})
